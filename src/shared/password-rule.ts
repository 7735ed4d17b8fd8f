// Apart from the account schemas: the sign-in pages word this rule before zod has loaded.

/** The shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 256;
