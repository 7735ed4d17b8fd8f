/**
 * A browser notification, only when the user allowed them; where the page cannot create one
 * (some mobile browsers need a service worker) it is skipped with a warning.
 */
export function showNotification(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    // One tag: a new end-of-phase notice replaces the previous one instead of piling up.
    new Notification(title, { body, tag: 'pomopal-timer', icon: '/favicon.svg' });
  } catch (error) {
    console.warn('Could not show the timer notification.', error);
  }
}
