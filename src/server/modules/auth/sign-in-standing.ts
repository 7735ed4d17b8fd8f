import { eq } from 'drizzle-orm';
import { suspensionInForce } from '../../../shared/domain/moderation.ts';
import type { DomainError } from '../../../shared/errors.ts';
import type { Database } from '../../db/client.ts';
import { accountErrors } from './account.errors.ts';
import { accountSuspensions } from './account-suspensions.table.ts';
import { user } from './auth.table.ts';

/**
 * Why an account may not sign in at `now`: its deletion was asked for (or it is gone), or an
 * admin suspended it. Null when it may.
 */
export function createSignInStanding({ db, now }: { db: Database; now: () => Date }) {
  return async (userId: string): Promise<DomainError | null> => {
    const [row] = await db
      .select({
        deletionRequestedAt: user.deletionRequestedAt,
        suspended: accountSuspensions.userId,
        until: accountSuspensions.until,
      })
      .from(user)
      .leftJoin(accountSuspensions, eq(accountSuspensions.userId, user.id))
      .where(eq(user.id, userId));
    if (!row || row.deletionRequestedAt !== null) return accountErrors.beingDeleted();
    if (row.suspended !== null && suspensionInForce(row.until, now())) {
      return accountErrors.suspended(row.until);
    }
    return null;
  };
}
