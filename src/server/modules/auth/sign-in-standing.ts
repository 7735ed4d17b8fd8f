import { eq } from 'drizzle-orm';
import type { DomainError } from '../../../shared/errors.ts';
import type { Database } from '../../db/client.ts';
import { accountErrors } from './account.errors.ts';
import type { AccountSuspensions } from './account-suspension.service.ts';
import { user } from './auth.table.ts';

/**
 * Why an account may not sign in now: its deletion was asked for (or it is gone), or an admin
 * suspended it. Null when it may.
 */
export function createSignInStanding({
  db,
  suspensions,
}: {
  db: Database;
  suspensions: Pick<AccountSuspensions, 'of'>;
}) {
  return async (userId: string): Promise<DomainError | null> => {
    const [row] = await db
      .select({ deletionRequestedAt: user.deletionRequestedAt })
      .from(user)
      .where(eq(user.id, userId));
    if (!row || row.deletionRequestedAt !== null) return accountErrors.beingDeleted();
    const suspension = await suspensions.of(userId);
    return suspension ? accountErrors.suspended(suspension.until) : null;
  };
}
