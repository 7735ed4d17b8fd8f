// Pomopal's service worker, built by vite-plugin-pwa (strategy injectManifest) to /sw.js: its
// address stays the same from one build to the next, and the server never lets it be cached.
// It keeps the app shell (the build's hashed files and index.html) so the app opens with no
// network, and shows the reminders and timer ends the server pushes while no tab of the app is in
// front of the user. It never caches an API answer: only the files the build lists are kept.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  /** The build's files with their revisions, written in by vite-plugin-pwa. */
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** The worker that only showed pushes before this one: nothing in an open tab depends on it. */
const PUSH_ONLY_WORKER = '/push-worker.js';

self.addEventListener('install', () => {
  // A new version waits until the person chooses to reload (the app's 'Reload' notice), so a page
  // never runs with files of two versions. The push-only worker is replaced at once.
  const active = self.registration.active?.scriptURL;
  if (active && new URL(active).pathname === PUSH_ONLY_WORKER) void self.skipWaiting();
});

self.addEventListener('message', (event) => {
  // Sent by the app's 'Reload' button (virtual:pwa-register's updateSW).
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Paths the server answers itself: never the app shell, and never cached. Everything else a
 * browser navigates to is a page of the app's router.
 */
const SERVER_PATHS = [/^\/api(?:\/|$)/, /^\/socket\.io(?:\/|$)/, /^\/billing\//, /^\/assets\//];

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_PATHS }),
);

/** A push's JSON (kind, title, body, tag, url). */
interface PushMessage {
  kind?: string;
  title: string;
  body?: string;
  tag?: string;
  url: string;
}

/** The push's JSON, or null when it is not one of ours. */
function readPush(data: PushMessageData | null): PushMessage | null {
  try {
    const message = data?.json() as Partial<PushMessage> | undefined;
    return typeof message?.title === 'string' && typeof message.url === 'string'
      ? (message as PushMessage)
      : null;
  } catch {
    return null;
  }
}

/** The app's tab the user is looking at now, if any. */
async function tabInFront(): Promise<WindowClient | undefined> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return tabs.find((tab) => tab.visibilityState === 'visible' && tab.focused);
}

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  if (!message) return;
  event.waitUntil(
    (async () => {
      const tab = message.kind === 'reminder' ? await tabInFront() : undefined;
      // The tab in front shows its own notice: a system notification on top would say it twice.
      // Browsers accept a push that shows nothing while a page of the site is in front.
      if (tab) {
        tab.postMessage({ type: 'pomopal:push', message });
        return;
      }
      // The same tag replaces a notification instead of adding one: a push sent twice shows once.
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        data: { url: message.url },
        icon: '/pwa-192.png',
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target: unknown = event.notification.data?.url;
  const url = new URL(typeof target === 'string' ? target : '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // An open tab is reused, so the person does not end up with one more Pomopal tab.
      const tab = tabs.find((candidate) => new URL(candidate.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus();
        // A tab this worker does not control cannot be navigated: a new one opens instead.
        if (await focused.navigate(url).catch(() => null)) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
