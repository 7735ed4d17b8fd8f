// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readAuthUrl } from './auth-url-params.ts';

describe('readAuthUrl', () => {
  it('sends an error to /login?error= with its description, and shows it there', () => {
    expect(readAuthUrl('/', '?error=access_denied&error_description=User%20said%20no')).toEqual({
      redirectTo: '/login?error=User+said+no',
      notice: { tone: 'error', text: 'User said no' },
    });
    expect(readAuthUrl('/login', '?type=signup&error=invalid_token').redirectTo).toBe(
      '/login?error=invalid_token',
    );
  });

  it('stays on /login?error= and shows the error', () => {
    expect(readAuthUrl('/login', '?error=User+said+no')).toEqual({
      redirectTo: undefined,
      notice: { tone: 'error', text: 'User said no' },
    });
  });

  it('sends a recovery link to /reset-password with its token', () => {
    expect(readAuthUrl('/', '?type=recovery&token=abc').redirectTo).toBe(
      '/reset-password?token=abc',
    );
    expect(readAuthUrl('/login', '?type=recovery').redirectTo).toBe('/reset-password');
  });

  it('confirms sign-up and e-mail change on /login', () => {
    const confirmed = { tone: 'success', text: 'Email confirmed successfully' };
    expect(readAuthUrl('/', '?type=signup')).toEqual({
      redirectTo: '/login?type=signup',
      notice: confirmed,
    });
    expect(readAuthUrl('/login', '?type=email_change')).toEqual({
      redirectTo: undefined,
      notice: confirmed,
    });
  });

  it('sends the bare root to /login and leaves a bare /login alone', () => {
    expect(readAuthUrl('/', '')).toEqual({ redirectTo: '/login' });
    expect(readAuthUrl('/', '?utm=x')).toEqual({ redirectTo: '/login' });
    expect(readAuthUrl('/login', '')).toEqual({});
  });
});
