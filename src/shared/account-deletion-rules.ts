// Apart from the account schemas: Settings words these rules before zod has loaded.

/** The word a person types to confirm that their account is to be deleted. */
export const DELETE_CONFIRMATION = 'DELETE';

/**
 * How recent a sign-in must be to delete an account that has no password (one made with Google or
 * GitHub): signing in again is how such a person proves it is them.
 */
export const FRESH_SIGN_IN_MINUTES = 5;
