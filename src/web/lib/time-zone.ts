/** The browser's IANA time zone, which the user's local days are counted in. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
