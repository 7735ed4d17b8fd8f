import type { Database } from '../../db/client.ts';
import type { HttpApp } from '../../lib/http-app.ts';
import type { Identify } from '../auth/auth.guard.ts';
import { createAdminCheck, requireAdmin } from './admin.guard.ts';
import { createModerationRepository } from './moderation.repository.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { createModerationService, type ModerationDeps } from './moderation.service.ts';

export interface ModerationModuleDeps extends Omit<ModerationDeps, 'repository' | 'logger'> {
  db: Database;
  /** Reads the signed-in session of a request (the auth module's). */
  identify: Identify;
  adminEmails: ReadonlySet<string>;
}

/** The admin page: reports of video partners, suspensions, the audit log and counts. */
export async function registerModeration(
  app: HttpApp,
  { db, identify, adminEmails, ...deps }: ModerationModuleDeps,
): Promise<void> {
  const adminOf = createAdminCheck({ adminEmails, personOf: deps.personOf });
  const service = createModerationService({
    ...deps,
    repository: createModerationRepository({ db }),
    logger: app.log,
  });
  await app.register(moderationRoutes, {
    adminOnly: requireAdmin(identify, adminOf),
    service,
  });
}
