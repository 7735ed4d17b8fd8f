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
/** How long a VAPID signature is valid (push services accept at most 24 hours). */
const SIGNATURE_SECONDS = 12 * 60 * 60;
const RENEW_BEFORE_SECONDS = 60 * 60;
/** A push a device cannot take within this long (switched off) is dropped by its push service. */
const TIME_TO_LIVE_SECONDS = 60 * 60;

/**
 * Web Push through the `web-push` package, which encrypts the message for the subscription's
 * keys, and signs the request with our VAPID keys; the request itself goes through fetch, whose
 * pooled connections carry a burst of reminders to one push service quickly.
 */
export function createPushSender(deps: {
  keys: VapidKeys;
  /** Who the push services may contact about our pushes: an https URL or a mailto: address. */
  subject: string;
  logger: FastifyBaseLogger;
}): PushSender {
  const signatures = new Map<string, { authorization: string; renewAt: number }>();
  /**
   * The VAPID signature for a push service, made once and used until an hour before it expires:
   * signing is most of the cost of a push, and a burst of reminders goes to a few services.
   */
  const signatureFor = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const kept = signatures.get(audience);
    if (kept && kept.renewAt > now) return kept.authorization;
    const expiresAt = Math.floor(now / 1000) + SIGNATURE_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      deps.subject,
      deps.keys.publicKey,
      deps.keys.privateKey,
      'aes128gcm',
      expiresAt,
    );
    signatures.set(audience, {
      authorization: Authorization,
      renewAt: (expiresAt - RENEW_BEFORE_SECONDS) * 1000,
    });
    return Authorization;
  };
  return {
    send: async (target, message, topic) => {
      // Encrypted for the subscription's keys; signed with the kept signature.
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { TTL: TIME_TO_LIVE_SECONDS, topic, urgency: 'high' },
      );
      request.headers.Authorization = signatureFor(target.endpoint);
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
