import type { FastifyBaseLogger } from 'fastify';
import type { AccountDeletion } from '../../../shared/account.schemas.ts';
import {
  DELETE_CONFIRMATION,
  FRESH_SIGN_IN_MINUTES,
} from '../../../shared/account-deletion-rules.ts';
import type { JobRetry, JobRunner } from '../../lib/jobs.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { accountErrors } from './account.errors.ts';
import { accountDeletedMail } from './account-deletion.mails.ts';
import type { AccountDeletionRepository } from './account-deletion.repository.ts';
import type { AccountErasure } from './account-erasure.ts';
import { CHECKS_PER_USER } from './auth.rate-limits.ts';
import type { SessionIdentity } from './auth.session.ts';
import { verifyPassword } from './password.ts';

const MINUTE_MS = 60_000;

/** Doubling from half a minute, tries go on for about a day before an operator must look. */
export const ACCOUNT_DELETION_RETRY: JobRetry = { limit: 12, delaySeconds: 30 };

interface DeleteAccountJob {
  userId: string;
  /** Kept in the job: the row that holds them is gone before the mail is sent. */
  email: string;
  name: string;
}

export interface AccountDeletionDeps {
  repository: AccountDeletionRepository;
  erasure: AccountErasure;
  jobs: JobRunner;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  appUrl: string;
  now: () => Date;
  logger: FastifyBaseLogger;
  /** Ends a sign-in session on every server: its cached sign-ins and its live sockets. */
  endSession(sessionId: string): void;
  /** Ends at the provider at once a plan that would go on charging. */
  endPlan(userId: string): Promise<void>;
  retry?: JobRetry;
}

/**
 * Deleting an account: asked for with the word DELETE and the password (or, for an account
 * without one, a sign-in of the last few minutes), it takes effect at once (the account can no
 * longer sign in and every session of it ends) and a job does the rest, retried until it has:
 * the plan ended at the provider, every row of the account deleted, a mail to the address it had.
 * Each step may run again, so a server that dies midway leaves the next try to finish.
 */
export function createAccountDeletion(deps: AccountDeletionDeps) {
  const { repository } = deps;

  const endSessions = async (userId: string) => {
    for (const sessionId of await repository.deleteSessions(userId)) deps.endSession(sessionId);
  };

  const queue = deps.jobs.define<DeleteAccountJob>({
    name: 'account.delete',
    retryLimit: (deps.retry ?? ACCOUNT_DELETION_RETRY).limit,
    retryDelaySeconds: (deps.retry ?? ACCOUNT_DELETION_RETRY).delaySeconds,
    expireInSeconds: 300,
    handle: async ({ userId, email, name }) => {
      await deps.endPlan(userId);
      await endSessions(userId);
      await deps.erasure.erase({ userId, email });
      await deps.mailer.send(email, accountDeletedMail({ appUrl: deps.appUrl, name }));
    },
    giveUp: async ({ userId }) => {
      deps.logger.error({ userId }, 'account deletion given up: the account cannot sign in');
    },
  });

  const assertIdentity = async (
    identity: SessionIdentity,
    passwordHash: string | null,
    password: string | undefined,
  ) => {
    if (passwordHash === null) {
      const startedAt = await repository.sessionStartedAt(identity.sessionId);
      const fresh =
        startedAt !== null &&
        deps.now().getTime() - startedAt.getTime() <= FRESH_SIGN_IN_MINUTES * MINUTE_MS;
      if (!fresh) throw accountErrors.signInAgain();
      return;
    }
    const hit = await deps.rateLimiter.hit(`user:${identity.userId}:check`, CHECKS_PER_USER);
    if (!hit.allowed) throw accountErrors.tooManyTries(hit.retryAfterSeconds);
    if (password === undefined || !(await verifyPassword({ hash: passwordHash, password }))) {
      throw accountErrors.wrongPassword();
    }
    await hit.undo();
  };

  return {
    request: async (identity: SessionIdentity, body: AccountDeletion): Promise<void> => {
      if (body.confirmation !== DELETE_CONFIRMATION) throw accountErrors.deletionNotConfirmed();
      const found = await repository.findAccount(identity.userId);
      if (!found) throw accountErrors.notFound();
      await assertIdentity(identity, found.passwordHash, body.password);
      // Queued before the account is marked: a crash between the two still deletes it, while
      // the other order could leave an account that can neither sign in nor be deleted.
      await queue.send(
        { userId: identity.userId, email: found.email, name: found.name },
        identity.userId,
      );
      await repository.markRequested(identity.userId, deps.now());
      await endSessions(identity.userId);
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletion>;
