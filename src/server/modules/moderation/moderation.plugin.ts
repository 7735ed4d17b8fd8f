import type { onRequestHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { HttpApp } from '../../lib/http-app.ts';
import { createAdminCheck, requireAdmin } from './admin.guard.ts';
import { createModerationRepository } from './moderation.repository.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { createModerationService, type ModerationDeps } from './moderation.service.ts';

export interface ModerationModuleDeps extends Omit<ModerationDeps, 'repository' | 'logger'> {
  db: Database;
  signedInOnly: onRequestHookHandler;
  adminEmails: ReadonlySet<string>;
}

export interface ModerationModule {
  /** Whether the user is an admin now (their confirmed address is in ADMIN_EMAILS). */
  isAdmin(userId: string): Promise<boolean>;
}

/** The admin page: reports of video partners, suspensions, the audit log and counts. */
export async function registerModeration(
  app: HttpApp,
  { db, signedInOnly, adminEmails, ...deps }: ModerationModuleDeps,
): Promise<ModerationModule> {
  const adminOf = createAdminCheck({ adminEmails, personOf: deps.personOf });
  const service = createModerationService({
    ...deps,
    repository: createModerationRepository({ db }),
    logger: app.log,
  });
  await app.register(moderationRoutes, {
    signedInOnly,
    adminOnly: requireAdmin(adminOf),
    service,
  });
  return { isAdmin: async (userId) => (await adminOf(userId)) !== null };
}
