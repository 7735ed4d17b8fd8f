import { APIError } from 'better-auth/api';
import { eq, like, or } from 'drizzle-orm';
import { usernameSchema } from '../../../shared/account.schemas.ts';
import { usernameFromEmail } from '../../../shared/name-rules.ts';
import type { Database } from '../../db/client.ts';
import { accountErrors } from './account.errors.ts';
import { user } from './auth.table.ts';

/**
 * A new account's default username: `base`, or `base` with a number when another account has it
 * ('ada', 'ada-2', ...).
 */
export async function availableUsername(db: Database, base: string): Promise<string> {
  const rows = await db
    .select({ username: user.username })
    .from(user)
    .where(or(eq(user.username, base), like(user.username, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.username));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** The username a social sign-in's new account gets: from its e-mail address, made unique. */
export const defaultUsername = (db: Database, email: string) =>
  availableUsername(db, usernameFromEmail(email));

async function isTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.username, username))
    .limit(1);
  return row !== undefined;
}

/**
 * The username a sign-up asks for, checked against the rule and the other accounts, or the default
 * one made from its e-mail address. Resolved before better-auth looks the address up, so a new
 * address and one that has an account get the same answer (see sign-up.ts).
 */
export async function signUpUsername(db: Database, body: Record<string, unknown>) {
  const chosen = body.username;
  if (chosen === undefined || chosen === null || chosen === '') {
    return defaultUsername(db, typeof body.email === 'string' ? body.email : '');
  }
  const parsed = usernameSchema.safeParse(chosen);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', {
      message: `username: ${parsed.error.issues[0]?.message ?? 'Invalid username.'}`,
    });
  }
  if (await isTaken(db, parsed.data)) {
    const taken = accountErrors.usernameTaken();
    throw new APIError('CONFLICT', { code: taken.code, message: taken.message });
  }
  return parsed.data;
}
