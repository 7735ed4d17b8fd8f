import type { FastifyBaseLogger } from 'fastify';
import { endNotice } from '../../../shared/domain/timer-end-notice.ts';
import type { Preferences } from '../../../shared/focus.schemas.ts';
import type { PushMessage, PushSubscriptionBody } from '../../../shared/reminders.schemas.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import { isAllowedPushEndpoint } from '../../lib/push-services.ts';
import type { Publish } from '../../lib/realtime-relay.ts';
import type { Mailer, MailMessage } from '../mail/mail.service.ts';
import { notificationsErrors } from './notifications.errors.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { PushSender } from './push-sender.ts';

/**
 * Something to tell a user. `reminder`s go to every channel the user keeps on (push, the open
 * tabs, mail); the `timer`'s end only to push, as an open tab tells it itself.
 */
export interface Notice {
  userId: string;
  channel: 'reminder' | 'timer';
  /** The push, worded in the time zone of the device it goes to. */
  push(timeZone: string): PushMessage;
  /** A later push under the same topic replaces this one while a device has not taken it. */
  topic: string;
  inApp?: { event: string; payload: unknown };
  mail?(): MailMessage;
}

export interface TimerEnd {
  userId: string;
  subjectId: string;
  kind: 'work' | 'break';
  endsAt: Date;
}

export interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  sender: PushSender;
  jobs: JobRunner;
  publish: Publish;
  mailer: Mailer;
  emailOf(userId: string): Promise<string>;
  preferencesOf(userId: string): Promise<Preferences>;
  /** The origins push endpoints may be at. */
  pushServices: readonly string[];
  logger: FastifyBaseLogger;
  now: () => Date;
}

/** Pushes one server sends at once: enough to keep a burst moving, few enough to be polite. */
const PUSHES_IN_FLIGHT = 32;

/** The end of a focus session or a break, pushed to a device whose tabs may all be closed. */
function timerEndPush(kind: TimerEnd['kind']): PushMessage {
  const { title, body } = endNotice(kind === 'work' ? 'work' : 'shortBreak', null);
  // One tag for every timer push: a device shows only the latest.
  return { kind: 'timer', title, body, tag: 'timer', url: '/dashboard' };
}

const wants = (preferences: Preferences, channel: Notice['channel']) => ({
  push:
    preferences.pushNotifications && (channel === 'reminder' || preferences.notificationsEnabled),
  inApp: channel === 'reminder' && preferences.inAppReminders,
  mail: channel === 'reminder' && preferences.emailReminders,
});

/** Runs `work` on every item, at most `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Tells users what they asked to be told, on the channels they keep on: Web Push to each of their
 * devices, an event to their open tabs, a mail. A channel that fails is logged and does not stop
 * the others, so one notice is never sent again because another channel failed.
 */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { repository, logger } = deps;

  const deliver = async (notices: readonly Notice[]) => {
    if (notices.length === 0) return;
    const users = [...new Set(notices.map((notice) => notice.userId))];
    const preferences = new Map(
      await Promise.all(users.map(async (id) => [id, await deps.preferencesOf(id)] as const)),
    );
    const devices = new Map<string, Awaited<ReturnType<typeof repository.subscriptionsOf>>>();
    for (const subscription of await repository.subscriptionsOf(users)) {
      devices.set(subscription.userId, [...(devices.get(subscription.userId) ?? []), subscription]);
    }
    const pushes = notices.flatMap((notice) => {
      const wanted = preferences.get(notice.userId);
      if (!wanted || !wants(wanted, notice.channel).push) return [];
      return (devices.get(notice.userId) ?? []).map((device) => ({ notice, device }));
    });
    await inPool(pushes, PUSHES_IN_FLIGHT, async ({ notice, device }) => {
      const outcome = await deps.sender.send(device, notice.push(device.timeZone), notice.topic);
      if (outcome === 'gone') await repository.removeGone(device.endpoint);
    });
    for (const notice of notices) {
      const wanted = preferences.get(notice.userId);
      if (!wanted) continue;
      const channels = wants(wanted, notice.channel);
      if (channels.inApp && notice.inApp) {
        deps.publish(notice.userId, notice.inApp.event, notice.inApp.payload);
      }
      if (channels.mail && notice.mail) {
        const message = notice.mail();
        await deps
          .emailOf(notice.userId)
          .then((to) => deps.mailer.send(to, message))
          .catch((error: unknown) => logger.warn({ err: error }, 'could not mail a reminder'));
      }
    }
  };

  const timerEnds = deps.jobs.define<{ userId: string; subjectId: string; endsAt: string }>({
    name: 'notifications.timer_end',
    retryLimit: 3,
    retryDelaySeconds: 2,
    expireInSeconds: 60,
    concurrency: 4,
    handle: async ({ userId, subjectId, endsAt }, attempt) => {
      const alarm = await repository.claimAlarm(userId, subjectId, new Date(endsAt), attempt.id);
      if (!alarm) return;
      await deliver([
        {
          userId,
          channel: 'timer',
          push: () => timerEndPush(alarm.kind),
          topic: subjectId.replaceAll('-', ''),
        },
      ]);
      await repository.finishAlarm(userId, attempt.id);
    },
  });

  return {
    deliver,

    subscribe: async (userId: string, body: PushSubscriptionBody, timeZone: string) => {
      if (!isAllowedPushEndpoint(body.endpoint, deps.pushServices)) {
        throw notificationsErrors.pushServiceNotAllowed();
      }
      await repository.saveSubscription(userId, body, timeZone);
    },

    unsubscribe: (userId: string, endpoint: string) =>
      repository.removeSubscription(userId, endpoint),

    /** The timer started or resumed: its end is pushed unless it is paused or finished first. */
    timerStarted: async (end: TimerEnd) => {
      await repository.setAlarm(end);
      const afterSeconds = Math.max(
        0,
        Math.ceil((end.endsAt.getTime() - deps.now().getTime()) / 1000),
      );
      await timerEnds.send(
        { userId: end.userId, subjectId: end.subjectId, endsAt: end.endsAt.toISOString() },
        `${end.subjectId}:${end.endsAt.getTime()}`,
        { afterSeconds },
      );
    },

    /** The timer was paused or finished before its end: nothing is pushed. */
    timerStopped: (userId: string, subjectId: string) => repository.clearAlarm(userId, subjectId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
