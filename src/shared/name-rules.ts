// Apart from the account schemas: Settings and sign-up word these rules before zod has loaded.

/** The longest full, first or last name. */
export const NAME_MAX_LENGTH = 100;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/** Letters and digits, joined by single dots, hyphens or underscores: 'ada', 'ada.king-2'. */
export const USERNAME_PATTERN = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;

export const USERNAME_RULE = `Use ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters or digits; dots, hyphens and underscores may join them.`;

/** Room left at the end of a default username for the number that makes it unique ('-12'). */
const UNIQUE_SUFFIX_ROOM = 4;

/**
 * The username an account gets when its owner picks none: the e-mail address's local part made
 * to fit the rule ('Ada.King+work@example.com' -> 'ada.king-work'); the server adds a number when
 * another account has it.
 */
export function usernameFromEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const base = (at === -1 ? email : email.slice(0, at))
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/([._-])[._-]+/g, '$1')
    .slice(0, USERNAME_MAX_LENGTH - UNIQUE_SUFFIX_ROOM)
    .replace(/^[._-]+|[._-]+$/g, '');
  if (base.length >= USERNAME_MIN_LENGTH) return base;
  return base ? `${base}-user` : 'user';
}
