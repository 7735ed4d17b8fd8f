// Apart from the account schemas: Settings and sign-up word these rules before zod has loaded.

/** The longest full, first or last name. */
export const NAME_MAX_LENGTH = 100;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/** Letters and digits, joined by single dots, hyphens or underscores: 'ada', 'ada.king-2'. */
export const USERNAME_PATTERN = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;

export const USERNAME_RULE = `Use ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters or digits; dots, hyphens and underscores may join them.`;
