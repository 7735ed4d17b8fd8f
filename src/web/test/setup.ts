import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB, where signed-in data is kept for offline use: an in-memory one.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadDialogs } from '../components/ui/dialog.tsx';
import { preloadToasts } from '../components/ui/toast.tsx';
import * as sharedSchemas from '../lib/schema-loaders.ts';

// Tests of logic alone run without a DOM (`@vitest-environment node`), which costs seconds a file.
if (typeof window !== 'undefined') {
  // jsdom lacks pointer capture, which Radix's swipe-to-dismiss (toasts) calls on pointer events.
  if (!Element.prototype.hasPointerCapture) {
    Element.prototype.hasPointerCapture = () => false;
    Element.prototype.setPointerCapture = () => {};
    Element.prototype.releasePointerCapture = () => {};
  }

  // Rendering in jsdom takes seconds while the browser tests share the machine: a `findBy` waits
  // that long rather than the default second.
  configure({ asyncUtilTimeout: 5_000 });

  // The app loads these parts after its first paint; tests render them from the start, as the
  // page shows them once loaded. The schemas come with a page's first answers.
  await Promise.all([
    preloadToasts(),
    preloadDialogs(),
    ...Object.values(sharedSchemas).map((schemas) => schemas.load()),
  ]);

  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
}
