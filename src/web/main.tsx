import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

// The head's script painted the first frame; then the page follows the device's scheme and the
// choices made in other tabs, from a chunk of its own that the first paint does not wait for. A
// chunk that cannot load (offline, a new deploy) leaves the page in the colours it was painted in.
import('./lib/color-theme.ts').then(
  ({ followColorTheme }) => followColorTheme(),
  () => undefined,
);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

/**
 * The service worker (offline app shell, pushes, the 'new version' notice) is registered once the
 * page has loaded, from chunks of its own: it never holds up the first paint nor grows the entry.
 */
function startServiceWorker() {
  void Promise.all([import('virtual:pwa-register'), import('./lib/app-updates.ts')]).then(
    ([{ registerSW }, { offerUpdates }]) => offerUpdates(registerSW),
  );
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') startServiceWorker();
  else window.addEventListener('load', startServiceWorker, { once: true });
}
