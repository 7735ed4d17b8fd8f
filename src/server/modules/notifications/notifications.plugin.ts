import type { onRequestHookHandler } from 'fastify';
import type { Preferences } from '../../../shared/focus.schemas.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { HttpApp } from '../../lib/http-app.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import type { Publish } from '../../lib/realtime-relay.ts';
import type { VapidKeys } from '../../lib/vapid-keys.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';
import { createPushSender, type PushSender, vapidSubject } from './push-sender.ts';

export interface NotificationsModuleDeps {
  config: Config;
  db: Database;
  jobs: JobRunner;
  signedInOnly: onRequestHookHandler;
  publish: Publish;
  mailer: Mailer;
  vapidKeys: VapidKeys;
  emailOf(userId: string): Promise<string>;
  preferencesOf(userId: string): Promise<Preferences>;
  now: () => Date;
  /** Replaces how pushes are sent (tests). */
  pushSender?: PushSender;
}

/** What other modules use of notifications: telling users things, and the timer's end. */
export type NotificationsModule = Pick<
  NotificationsService,
  'deliver' | 'timerStarted' | 'timerStopped'
>;

/** Web Push subscriptions of users' devices, and the notices sent to them, their tabs and mail. */
export async function registerNotifications(
  app: HttpApp,
  deps: NotificationsModuleDeps,
): Promise<NotificationsModule> {
  const { config } = deps;
  const service = createNotificationsService({
    repository: createNotificationsRepository({ db: deps.db }),
    sender:
      deps.pushSender ??
      createPushSender({
        keys: deps.vapidKeys,
        subject: vapidSubject(config.appUrl, config.mail.from),
        logger: app.log,
      }),
    jobs: deps.jobs,
    publish: deps.publish,
    mailer: deps.mailer,
    emailOf: deps.emailOf,
    preferencesOf: deps.preferencesOf,
    pushServices: config.push.services,
    logger: app.log,
    now: deps.now,
  });
  await app.register(notificationsRoutes, {
    signedInOnly: deps.signedInOnly,
    service,
    publicKey: deps.vapidKeys.publicKey,
  });
  return {
    deliver: service.deliver,
    timerStarted: service.timerStarted,
    timerStopped: service.timerStopped,
  };
}
