/**
 * The value of the cookie `name` exactly as the client sent it, or null when the header holds
 * none or several: with several, which one better-auth reads is its parser's choice, and an
 * answer kept under the other value would vouch for a cookie nobody checked.
 */
export function soleCookieValue(cookieHeader: string | undefined, name: string): string | null {
  let found: string | null = null;
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    if (found !== null) return null;
    found = pair.slice(separator + 1).trim();
  }
  return found;
}
