import { describe, expect, it } from 'vitest';
import { loginPathFrom, sameOriginPath } from './return-path.ts';

describe('the return path of /login', () => {
  it('names the page to come back to, and why when the session ended', () => {
    expect(loginPathFrom({ pathname: '/my-tasks', search: '?q=1', hash: '#top' })).toBe(
      '/login?next=%2Fmy-tasks%3Fq%3D1%23top',
    );
    expect(loginPathFrom({ pathname: '/settings' }, { sessionEnded: true })).toBe(
      '/login?next=%2Fsettings&reason=session-ended',
    );
  });

  it('takes a page of this site', () => {
    expect(sameOriginPath('/my-tasks?q=1#top')).toBe('/my-tasks?q=1#top');
    expect(sameOriginPath('/video-call/room-1')).toBe('/video-call/room-1');
  });

  it.each([
    null,
    '',
    'my-tasks',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
  ])('refuses %j', (next) => {
    expect(sameOriginPath(next)).toBeNull();
  });
});
