import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { toast } from '../components/ui/toast.tsx';

/**
 * The service worker (src/web/sw.ts) and the new versions of the app it brings. A new version
 * never takes over under the person's hands: it waits until they choose to reload.
 */

/** The service worker's address: the same in every build (vite-plugin-pwa writes it there). */
export const SERVICE_WORKER_URL = '/sw.js';

/** vite-plugin-pwa's registerSW (virtual:pwa-register): registers, returns 'activate and reload'. */
export type RegisterServiceWorker = (
  options: RegisterSWOptions,
) => (reloadPage?: boolean) => Promise<void>;

export const UPDATE_READY_TITLE = 'A new version of Pomopal is ready';

/**
 * How often an open tab asks whether a new version was deployed. Browsers ask by themselves only
 * when a page is loaded, and a person may keep one tab of the app open for days.
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Asks the server for a new version of the worker every hour and whenever the tab comes back
 * into view. A failed check (offline, say) is tried again at the next one.
 */
function checkForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    registration.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Registers the service worker and, whenever a new version of it is waiting, shows a notice
 * whose 'Reload' button activates that version; the page reloads once it has taken over.
 */
export function offerUpdates(register: RegisterServiceWorker): void {
  let shown = false;
  const activate = register({
    onNeedRefresh() {
      if (shown) return;
      shown = true;
      toast({
        variant: 'info',
        title: UPDATE_READY_TITLE,
        description: 'Reload the page to start using it.',
        // It stays until the person reloads or closes it: the update can wait for them.
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: 'Reload',
          altText: 'Reload the page to use the new version of Pomopal.',
          onClick: () => void activate(true),
        },
      });
    },
    onRegisteredSW(_scriptUrl, registration) {
      if (registration) checkForUpdates(registration);
    },
    onRegisterError(error: unknown) {
      // Without a worker the app still works, only not offline.
      console.warn('The service worker could not be registered.', error);
    },
  });
}
