import { api, apiRequest } from './api-client.ts';
import { SERVICE_WORKER_URL } from './app-updates.ts';
import { remindersSchemas } from './schema-loaders.ts';

/**
 * Push notifications on this device: the browser's push subscription, which the server keeps to
 * reach the device while no tab of the app is open.
 */

const pushKeySchema = remindersSchemas.response((schemas) => schemas.pushKeySchema);

/** Whether this device gets pushes, as far as the browser tells. */
export type PushDeviceState = 'unsupported' | 'blocked' | 'on' | 'off';

/** What turning push on ended in: a state, or 'dismissed' when the person closed the prompt. */
export type PushTurnOnResult = PushDeviceState | 'dismissed';

/** Service workers, push and notifications all exist here (not in every browser, nor in http). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** This device's state now, without asking the person anything. */
export async function readPushState(): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The VAPID key as the bytes `pushManager.subscribe` takes (the server sends it base64url). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

const sendSubscription = (subscription: PushSubscription) =>
  api.post('/push/subscriptions', subscription.toJSON());

/**
 * Asks the browser, subscribes with the server's key and gives the server the subscription.
 * Throws when the key, the push service or the server cannot be reached; nothing is left half on.
 */
export async function turnPushOn(): Promise<PushTurnOnResult> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';

  // The app's service worker (src/web/sw.ts), usually registered already at page load: the same
  // address and scope, so the registration, and any subscription it holds, stays the same one.
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  // A worker still installing (the first visit) cannot take a subscription yet.
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api.get('/push/key', { schema: pushKeySchema });
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's changed) cannot take this one's pushes.
  if (existing && !sameKey(existing, key)) await existing.unsubscribe();
  const subscription =
    existing && sameKey(existing, key)
      ? existing
      : await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: key,
        });
  try {
    await sendSubscription(subscription);
  } catch (error) {
    // One the server does not know would read as 'on' here while nothing ever arrives.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/**
 * Tells the server to stop, then drops the subscription. The drop happens even when the server
 * cannot be told: it forgets an address the push service no longer takes at its next push.
 */
export async function turnPushOff(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  const body = { endpoint: subscription.endpoint };
  await apiRequest('/push/subscriptions', { method: 'DELETE', body }).catch(() => undefined);
  await subscription.unsubscribe();
}

let renewedFor: string | undefined;

/**
 * Sends this device's subscription again, once a page load per signed-in user: the browser may
 * have renewed it since, and the server keeps only the addresses it hears from. Quiet: a failure
 * waits for the next load.
 */
export async function renewPushSubscription(userId: string): Promise<void> {
  if (renewedFor === userId) return;
  renewedFor = userId;
  try {
    if (!pushSupported() || Notification.permission !== 'granted') return;
    const subscription = await currentSubscription();
    if (subscription) await sendSubscription(subscription);
  } catch {
    // Offline or signed out meanwhile: nothing the person needs to hear about.
  }
}
