import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushMessage } from '../../../shared/reminders.schemas.ts';
import type { VapidKeys } from '../../lib/vapid-keys.ts';

/** A browser's push subscription, as stored. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription, which is to be removed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  /** `topic` (up to 32 URL-safe characters) makes a push service keep only the latest of a kind. */
  send(target: PushTarget, message: PushMessage, topic: string): Promise<PushOutcome>;
}

/** How long a push service may take to accept a message. */
const SEND_TIMEOUT_MS = 10_000;
/** A push a device cannot take within this long (switched off) is dropped by its push service. */
const TIME_TO_LIVE_SECONDS = 60 * 60;

/**
 * Web Push through the `web-push` package, which encrypts the message for the subscription's
 * keys and signs the request with our VAPID keys; the request itself goes through fetch, whose
 * pooled connections carry a burst of reminders to one push service quickly.
 */
export function createPushSender(deps: {
  keys: VapidKeys;
  /** Who the push services may contact about our pushes: an https URL or a mailto: address. */
  subject: string;
  logger: FastifyBaseLogger;
}): PushSender {
  const vapidDetails = { subject: deps.subject, ...deps.keys };
  return {
    send: async (target, message, topic) => {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails, TTL: TIME_TO_LIVE_SECONDS, topic, urgency: 'high' },
      );
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers,
          body: new Uint8Array(request.body),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (response.ok) return 'sent';
        if (response.status === 404 || response.status === 410) return 'gone';
        deps.logger.warn({ status: response.status }, 'a push service refused a push');
        return 'failed';
      } catch (error) {
        deps.logger.warn({ err: error }, 'could not reach a push service');
        return 'failed';
      }
    },
  };
}

/** The VAPID subject: the public address when it is https, else the sender's mail address. */
export function vapidSubject(appUrl: string, mailFrom: string): string {
  if (appUrl.startsWith('https://')) return appUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
