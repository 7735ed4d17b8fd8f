import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { type PushMessage, pushMessageSchema } from '../../shared/reminders.schemas.ts';

export interface ReceivedPush {
  /** The subscription it was sent to. */
  endpoint: string;
  /** When it arrived (milliseconds since the epoch). */
  at: number;
  message: PushMessage;
  topic: string | undefined;
  urgency: string | undefined;
}

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const read = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/**
 * A push service on 127.0.0.1, as a browser's is: it hands out subscriptions with real keys, and
 * decrypts each push it is sent with the subscription's private key as the browser would, so a
 * test reads the very text a device would show. A push without a VAPID signature is refused, and a
 * subscription the test marked gone is answered 410, as push services answer for a browser that
 * unsubscribed.
 */
export async function startFakePushService(options: { decryptEvery?: number } = {}) {
  // A benchmark's burst decrypts a sample: decrypting every push would load the machine it measures.
  const decryptEvery = options.decryptEvery ?? 1;
  let count = 0;
  const receivers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  /** The pushes left out of the sample: where they went, and their topic. */
  const undecrypted: { endpoint: string; at: number; topic: string | undefined }[] = [];
  let refusedWithoutSignature = 0;

  const server = createServer(async (request, response) => {
    const body = await read(request);
    const endpoint = `${origin}${request.url ?? ''}`;
    const receiver = receivers.get(endpoint);
    if (!receiver || gone.has(endpoint)) {
      response.writeHead(receiver ? 410 : 404).end();
      return;
    }
    if (!/^vapid t=[^,]+, k=/.test(request.headers.authorization ?? '')) {
      refusedWithoutSignature += 1;
      response.writeHead(401).end();
      return;
    }
    count += 1;
    const topic = request.headers.topic as string | undefined;
    const urgency = request.headers.urgency as string | undefined;
    if (count % decryptEvery === 0) {
      const plain = decrypt(body, {
        version: 'aes128gcm',
        privateKey: receiver.ecdh,
        authSecret: receiver.auth,
      });
      const message = pushMessageSchema.parse(JSON.parse(plain.toString('utf8')));
      received.push({ endpoint, at: Date.now(), message, topic, urgency });
    } else {
      undecrypted.push({ endpoint, at: Date.now(), topic });
    }
    response.writeHead(201).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    undecrypted,
    get refusedWithoutSignature() {
      return refusedWithoutSignature;
    },
    /** A new browser's subscription, with keys only this service can decrypt for. */
    subscription: (): FakeSubscription => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(8).toString('hex')}`;
      receivers.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** From now on the service answers 410 Gone for this subscription. */
    markGone: (endpoint: string) => gone.add(endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
