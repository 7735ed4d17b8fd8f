import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../shared/zod.ts';
import { signedIn, signedOut } from '../test/fixtures.ts';
import { useAuth } from './auth-client.ts';
import { deleteDrafts, keepingDrafts, readDraft } from './drafts.ts';
import { useDraft } from './use-draft.ts';

vi.mock('./auth-client.ts', () => ({ useAuth: vi.fn() }));

const text = z.string();

describe('useDraft', () => {
  beforeEach(() => {
    vi.mocked(useAuth).mockReturnValue(signedIn({ id: 'u1' }));
  });

  afterEach(() => {
    window.sessionStorage.clear();
  });

  it('keeps what is typed for the same user and brings it back in a new form', () => {
    const first = renderHook(() => useDraft('quick-add', '', text));
    expect(first.result.current.restored).toBe(false);
    act(() => first.result.current.set('Write the report'));
    first.unmount();

    const again = renderHook(() => useDraft('quick-add', '', text));
    expect(again.result.current.value).toBe('Write the report');
    expect(again.result.current.restored).toBe(true);

    vi.mocked(useAuth).mockReturnValue(signedIn({ id: 'u2' }));
    const someoneElse = renderHook(() => useDraft('quick-add', '', text));
    expect(someoneElse.result.current.value).toBe('');
  });

  it('stores nothing once the field is back to empty, or for a signed-out visitor', () => {
    const { result } = renderHook(() => useDraft('quick-add', '', text));
    act(() => result.current.set('x'));
    act(() => result.current.set(''));
    expect(readDraft('u1', 'quick-add')).toBeUndefined();

    vi.mocked(useAuth).mockReturnValue(signedOut);
    const anonymous = renderHook(() => useDraft('quick-add', '', text));
    act(() => anonymous.result.current.set('secret plans'));
    expect(window.sessionStorage.length).toBe(0);
  });

  it('ignores a stored draft of another shape', () => {
    window.sessionStorage.setItem('pomopal.draft.u1.quick-add', JSON.stringify({ title: 1 }));
    const { result } = renderHook(() => useDraft('quick-add', '', text));
    expect(result.current.value).toBe('');
    expect(result.current.restored).toBe(false);
  });

  it('empties the field on send, and forgets the draft only once the server saved it', async () => {
    const { result } = renderHook(() => useDraft('quick-add', '', text));
    act(() => result.current.set('Refused because the session ended'));
    await act(async () => {
      result.current.clearWhenSaved(Promise.reject(new Error('auth.unauthorized')));
    });
    expect(result.current.value).toBe('');
    expect(readDraft('u1', 'quick-add')).toBe('Refused because the session ended');

    act(() => result.current.set('Saved'));
    await act(async () => {
      result.current.clearWhenSaved(Promise.resolve());
    });
    expect(result.current.value).toBe('');
    expect(readDraft('u1', 'quick-add')).toBeUndefined();
  });

  it('keeps newer typing when an earlier send succeeds', async () => {
    const { result } = renderHook(() => useDraft('quick-add', '', text));
    act(() => result.current.set('First'));
    let saved: () => void = () => undefined;
    act(() => result.current.clearWhenSaved(new Promise<void>((resolve) => (saved = resolve))));
    act(() => result.current.set('Second'));
    await act(async () => saved());
    expect(readDraft('u1', 'quick-add')).toBe('Second');
  });

  it('discards on request and reloads what is stored', () => {
    const { result } = renderHook(() =>
      useDraft('add-task', { title: '' }, z.object({ title: z.string() })),
    );
    act(() => result.current.set({ title: 'Plan' }));
    act(() => result.current.reload());
    expect(result.current.value).toEqual({ title: 'Plan' });
    act(() => result.current.discard());
    expect(result.current.value).toEqual({ title: 'Plan' });
    act(() => result.current.reload());
    expect(result.current.value).toEqual({ title: '' });
  });
});

describe('drafts in storage', () => {
  afterEach(() => {
    window.sessionStorage.clear();
  });

  it('deletes one user’s drafts at sign-out and survives a clearing of storage', () => {
    window.sessionStorage.setItem('pomopal.draft.u1.quick-add', '"mine"');
    window.sessionStorage.setItem('pomopal.draft.u2.quick-add', '"theirs"');
    window.sessionStorage.setItem('other', 'x');

    keepingDrafts(() => window.sessionStorage.clear());
    expect(window.sessionStorage.getItem('other')).toBeNull();
    expect(readDraft('u1', 'quick-add')).toBe('mine');

    deleteDrafts('u1');
    expect(readDraft('u1', 'quick-add')).toBeUndefined();
    expect(readDraft('u2', 'quick-add')).toBe('theirs');
  });
});
