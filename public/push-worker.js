// Pomopal's push worker: shows the reminders and timer ends the server pushes while no tab of
// the app is in front of the user, and opens the task when a notification is clicked.
// Plain JavaScript served as it is at /push-worker.js: a worker's address must stay the same
// from one build to the next, so it cannot be one of the build's hashed files.

// A new version takes over at once: it only shows notifications, so no open tab depends on the
// one before.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push's JSON (kind, title, body, tag, url), or null when it is not one of ours. */
function readPush(data) {
  try {
    const message = data?.json();
    return typeof message?.title === 'string' && typeof message?.url === 'string' ? message : null;
  } catch {
    return null;
  }
}

/** The app's tab the user is looking at now, if any. */
async function tabInFront() {
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
        icon: '/favicon.svg',
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
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
