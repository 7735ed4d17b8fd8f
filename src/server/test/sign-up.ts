import type { App } from '../app.ts';

/** Signs a new user up through the real auth API; returns the cookie header a browser would send. */
export async function signUp(
  app: App,
  email: string,
  { password = 'correct horse battery', remoteAddress = '127.0.0.1' } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name: 'Test User' },
    remoteAddress,
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed with ${response.statusCode}: ${response.body}`);
  }
  const body: { user: { id: string } } = response.json();
  const cookie = response.cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
  return { userId: body.user.id, cookie };
}
