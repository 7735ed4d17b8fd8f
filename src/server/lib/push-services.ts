/**
 * Where the browsers' push services are: a push subscription's endpoint must be at one of them.
 * The server posts to whatever endpoint a client names, so an endpoint anywhere else (a machine
 * of the server's own network, say) is refused rather than trusted.
 */
export const DEFAULT_PUSH_SERVICES: readonly string[] = [
  // Chrome, Edge on Android, Samsung Internet, Opera
  'https://fcm.googleapis.com',
  'https://android.googleapis.com',
  // Firefox
  'https://updates.push.services.mozilla.com',
  // Safari
  'https://web.push.apple.com',
  'https://*.push.apple.com',
  // Edge on Windows
  'https://*.notify.windows.com',
];

const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9.-]+)(?::(\d{1,5}))?$/i;

/** An origin, or `https://*.host` for every subdomain of a host. */
export function isPushServicePattern(text: string): boolean {
  return PATTERN.test(text);
}

/** Whether `endpoint` is a URL at one of `services`. */
export function isAllowedPushEndpoint(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return services.some((service) => {
    const [, protocol, wildcard, host, port] = PATTERN.exec(service) ?? [];
    if (!protocol || !host || url.protocol !== `${protocol.toLowerCase()}:`) return false;
    if ((port ?? '') !== url.port) return false;
    const hostname = url.hostname.toLowerCase();
    const wanted = host.toLowerCase();
    return wildcard ? hostname.endsWith(`.${wanted}`) : hostname === wanted;
  });
}
