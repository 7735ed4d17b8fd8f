import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';

/**
 * A "known device" of an address, in the manner of OWASP's device cookies: a browser that once
 * signed in to the address with its password gets a long-lived cookie naming a random device id,
 * signed with the server's secret for that address and its current password. The per-address
 * sign-in limit, which strangers can fill, lets such a device through, so the owner is never
 * locked out of their own account; its failures are counted per device and, for all known
 * devices of the address together, per day. Changing or resetting the password forgets every
 * device, so a browser that is no longer the owner's loses its pass with the old password.
 *
 * A cookie rather than the IP of an earlier session: an IP is shared by everyone behind the same
 * network (a café, an office, a mobile carrier) and an attacker there would inherit it, and it
 * changes as the owner moves about. The cookie is this browser alone; httpOnly, so no page script
 * can read it; signed, so no one can forge one; bound to the address, so it vouches for nothing
 * else; and sent to the sign-in endpoint only.
 */
export interface KnownDevices {
  /**
   * The device id when the request's cookie was given by a sign-in to `address` while its
   * password was `credential` (the stored hash), else null.
   */
  recognise(cookieHeader: string | undefined, address: string, credential: string): string | null;
  /** A Set-Cookie value that makes this browser a known device of `address` and `credential`. */
  remember(address: string, credential: string): string;
  /** Whether the request carries a known-device cookie at all, vouched for or not. */
  presentIn(cookieHeader: string | undefined): boolean;
}

const COOKIE_NAME = 'pomopal.known_device';
/** 400 days, the longest a browser keeps a cookie; each sign-in renews it. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const SIGN_IN_PATH = '/api/auth/sign-in';

export function createKnownDevices({
  secret,
  secure,
}: {
  secret: string;
  /** APP_URL is https: the cookie is Secure and __Secure- prefixed, like the session cookie. */
  secure: boolean;
}): KnownDevices {
  const name = secure ? `__Secure-${COOKIE_NAME}` : COOKIE_NAME;
  const sign = (deviceId: string, address: string, credential: string) =>
    createHmac('sha256', secret)
      .update(`known-device:${deviceId}:${address}:${credential}`)
      .digest();
  const valueIn = (cookieHeader: string | undefined) =>
    cookieHeader ? parseCookies(cookieHeader).get(name) : undefined;

  return {
    presentIn: (cookieHeader) => valueIn(cookieHeader) !== undefined,
    recognise: (cookieHeader, address, credential) => {
      const [deviceId, signature] = valueIn(cookieHeader)?.split('.') ?? [];
      if (!deviceId || !signature) return null;
      const expected = sign(deviceId, address, credential);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
    },
    remember: (address, credential) => {
      const deviceId = randomBytes(16).toString('base64url');
      const value = `${deviceId}.${sign(deviceId, address, credential).toString('base64url')}`;
      const attributes = [
        `Path=${SIGN_IN_PATH}`,
        `Max-Age=${MAX_AGE_SECONDS}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ];
      return [`${name}=${value}`, ...attributes].join('; ');
    },
  };
}
