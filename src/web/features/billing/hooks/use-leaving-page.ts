import { useEffect, useState } from 'react';

/** The browser's way off the app, to a provider's page (one object, so tests can watch it). */
export const pageExit = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Sends the browser to a provider's page and stays busy until it is gone. Coming back with the
 * browser's Back button may show this page from the back-forward cache, as it was: busy ends then.
 */
export function useLeavingPage(): { active: boolean; go(url: string): void } {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setActive(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  return {
    active,
    go: (url) => {
      setActive(true);
      pageExit.assign(url);
    },
  };
}
