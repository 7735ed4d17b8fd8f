import type { onRequestHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { HttpApp } from '../../lib/http-app.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { createAccountRepository } from './account.repository.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';
import { createAccountDeletionRepository } from './account-deletion.repository.ts';
import { accountDeletionRoutes } from './account-deletion.routes.ts';
import { type AccountDeletionDeps, createAccountDeletion } from './account-deletion.service.ts';
import { createAccountErasure } from './account-erasure.ts';
import { createAccountExportRepository } from './account-export.repository.ts';
import { accountExportRoutes } from './account-export.routes.ts';
import { createAccountExport } from './account-export.service.ts';

export interface AccountModuleDeps {
  db: Database;
  signedInOnly: onRequestHookHandler;
  /** Ends a sign-in session everywhere (the auth module's). */
  endSession(sessionId: string): void;
  /** Whether an account with this address is an admin (the moderation module's rule). */
  isAdmin(person: { email: string; emailVerified: boolean }): boolean;
}

/** Who a user is, as other modules ask it. */
export interface People {
  usernameOf(userId: string): Promise<string>;
  emailOf(userId: string): Promise<string>;
  /** The account's name and address, and whether the address is confirmed; null when gone. */
  personOf(userId: string): Promise<Person | null>;
  /** How many accounts there are (those being deleted left out). */
  countAccounts(): Promise<number>;
}

export interface Person {
  id: string;
  username: string;
  email: string;
  emailVerified: boolean;
}

/** The signed-in user's profile and device sessions. */
export async function registerAccount(app: HttpApp, deps: AccountModuleDeps): Promise<People> {
  const repository = createAccountRepository({ db: deps.db });
  const account = createAccountService({
    repository,
    sessionEnded: deps.endSession,
    isAdmin: deps.isAdmin,
  });
  await app.register(accountRoutes, { signedInOnly: deps.signedInOnly, service: account });
  return {
    usernameOf: async (userId) => (await account.getProfile(userId)).username,
    emailOf: async (userId) => (await account.getProfile(userId)).email,
    personOf: async (userId) => {
      const profile = await repository.findProfile(userId);
      return (
        profile && {
          id: profile.id,
          username: profile.username,
          email: profile.email,
          emailVerified: profile.emailVerified,
        }
      );
    },
    countAccounts: repository.countAccounts,
  };
}

export interface AccountDeletionModuleDeps
  extends Omit<AccountDeletionDeps, 'repository' | 'erasure' | 'logger'> {
  db: Database;
  signedInOnly: onRequestHookHandler;
}

/** Deleting one's account; registered after the modules whose data it ends (billing). */
export async function registerAccountDeletion(
  app: HttpApp,
  deps: AccountDeletionModuleDeps,
): Promise<void> {
  const service = createAccountDeletion({
    ...deps,
    repository: createAccountDeletionRepository({ db: deps.db }),
    erasure: createAccountErasure({ db: deps.db }),
    logger: app.log,
  });
  await app.register(accountDeletionRoutes, { signedInOnly: deps.signedInOnly, service });
}

export interface AccountExportModuleDeps {
  db: Database;
  signedInOnly: onRequestHookHandler;
  rateLimiter: RateLimiter;
  now: () => Date;
}

/** 'Download my data': everything the account holds, as one JSON file. */
export async function registerAccountExport(
  app: HttpApp,
  { db, signedInOnly, rateLimiter, now }: AccountExportModuleDeps,
): Promise<void> {
  const service = createAccountExport({
    repository: createAccountExportRepository({ db }),
    rateLimiter,
    now,
  });
  await app.register(accountExportRoutes, { signedInOnly, service });
}
