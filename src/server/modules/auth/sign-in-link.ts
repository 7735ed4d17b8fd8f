import type { RateLimiter } from '../../lib/rate-limit.ts';
import { SIGN_IN_LINKS_PER_ADDRESS } from './auth.rate-limits.ts';
import type { Auth } from './auth.ts';
import type { CredentialsRepository } from './credentials.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** Where a followed link lands, and where one that no longer works says so. */
export const SIGN_IN_LINK_CALLBACK = '/dashboard';
export const SIGN_IN_LINK_ERROR_CALLBACK = '/auth/callback';

/** better-auth's magic-link endpoint, which Pomopal calls itself and never serves to a client. */
export const MAGIC_LINK_REQUEST_PATH = '/sign-in/magic-link';

/** The path a mailed link opens, where better-auth checks its token and starts the session. */
export const SIGN_IN_LINK_VERIFY_PATH = '/api/auth/magic-link/verify';

interface SignInLinkDeps {
  auth: Auth;
  credentials: CredentialsRepository;
  rateLimiter: RateLimiter;
}

/**
 * Lets an owner in past the per-address sign-in limit that strangers filled: the right password
 * mails a one-time sign-in link to the address (better-auth's magic link), at most
 * SIGN_IN_LINKS_PER_ADDRESS of them. The caller answers the same whatever this finds.
 */
export function createSignInLinks({ auth, credentials, rateLimiter }: SignInLinkDeps) {
  return {
    /** Checks `password` for `address`; when right, mails the link. */
    offer: async (address: string, password: unknown): Promise<void> => {
      if (typeof password !== 'string') return;
      const credential = await credentials.passwordHashOf(address);
      if (!credential) {
        // As long as a check, so the load it puts on the server tells nothing about the address.
        await hashPassword(password);
        return;
      }
      if (!(await verifyPassword({ hash: credential, password }))) return;
      const hit = await rateLimiter.hit(
        `address:${address}:sign-in-link`,
        SIGN_IN_LINKS_PER_ADDRESS,
      );
      if (hit.allowed) {
        await auth.api.signInMagicLink({
          body: {
            email: address,
            callbackURL: SIGN_IN_LINK_CALLBACK,
            errorCallbackURL: SIGN_IN_LINK_ERROR_CALLBACK,
          },
          headers: new Headers(),
        });
      }
    },

    /** The address whose session a followed link started, from the Set-Cookie that carries it. */
    addressSignedIn: async (sessionSetCookie: string): Promise<string | null> => {
      const [cookie = ''] = sessionSetCookie.split(';');
      const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
      return session?.user.email.toLowerCase() ?? null;
    },
  };
}
