import type { onRequestHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { HttpApp } from '../../lib/http-app.ts';
import { createAccountRepository } from './account.repository.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';

export interface AccountModuleDeps {
  db: Database;
  signedInOnly: onRequestHookHandler;
  /** Ends a sign-in session everywhere (the auth module's). */
  endSession(sessionId: string): void;
}

/** Who a user is, as other modules ask it. */
export interface People {
  usernameOf(userId: string): Promise<string>;
  emailOf(userId: string): Promise<string>;
}

/** The signed-in user's profile and device sessions. */
export async function registerAccount(app: HttpApp, deps: AccountModuleDeps): Promise<People> {
  const account = createAccountService({
    repository: createAccountRepository({ db: deps.db }),
    sessionEnded: deps.endSession,
  });
  await app.register(accountRoutes, { signedInOnly: deps.signedInOnly, service: account });
  return {
    usernameOf: async (userId) => (await account.getProfile(userId)).username,
    emailOf: async (userId) => (await account.getProfile(userId)).email,
  };
}
