import { useEffect, useRef } from 'react';

// While a dialog or the phone menu is open, the page holds one history entry of its own (at the
// same address), so the browser's Back, a phone's back gesture above all, closes the overlay
// instead of leaving the page. Closing it any other way takes that entry off again. The router
// sees those steps as a move to the address it already shows, which changes nothing.

const MARK = 'pomopalOverlay';

interface Entry {
  id: string;
  close: () => void;
  /** A link in the overlay is being followed: its navigation takes the entry's place. */
  leaving: boolean;
}

/** The open overlays' entries, in the order they were added. */
const entries: Entry[] = [];
/** The entry being taken off after its overlay closed, until the step back is made. */
let pendingPop: string | null = null;
let listening = false;
let counter = 0;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function currentMark(): string | undefined {
  const state: unknown = window.history.state;
  const mark = isRecord(state) ? state[MARK] : undefined;
  return typeof mark === 'string' ? mark : undefined;
}

function onPopState() {
  const mark = currentMark();
  // Back left every entry above the one now shown: their overlays close, the topmost first.
  const kept = mark === undefined ? 0 : entries.findIndex((entry) => entry.id === mark) + 1;
  for (const entry of entries.splice(kept).reverse()) entry.close();
}

function addEntry(close: () => void): Entry {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  counter += 1;
  const entry: Entry = { id: `${Date.now().toString(36)}-${counter}`, close, leaving: false };
  // The router's own state (its key and index) is kept, so it reads this as the same page.
  const state = {
    ...(isRecord(window.history.state) ? window.history.state : {}),
    [MARK]: entry.id,
  };
  if (pendingPop !== null && currentMark() === pendingPop) {
    // One overlay closed and another opened at once: the new one takes the old one's entry.
    pendingPop = null;
    window.history.replaceState(state, '');
  } else {
    window.history.pushState(state, '');
  }
  entries.push(entry);
  return entry;
}

/** `shown`: whether the overlay's component is still on the page. */
function removeEntry(entry: Entry, shown: () => boolean) {
  const index = entries.indexOf(entry);
  // Gone already: Back closed the overlay.
  if (index === -1) return;
  entries.splice(index, 1);
  if (entry.leaving || currentMark() !== entry.id) return;
  pendingPop = entry.id;
  // A moment later, so that a navigation started by the same click (which replaces the entry)
  // or another overlay opening (which reuses it) goes first.
  window.setTimeout(() => {
    if (pendingPop !== entry.id) return;
    pendingPop = null;
    // Taken off the page with its page (a redirect to /login, say): the navigation under way
    // takes the entry's place, and a step back now would cancel it.
    if (!shown()) return;
    if (currentMark() === entry.id) window.history.back();
  }, 0);
}

/**
 * Before following a link out of an open overlay: the overlays' entries stay for the navigation
 * to replace (give the link `replace`), so Back afterwards returns to the page in one step.
 */
export function leaveOverlaysByNavigation(): void {
  for (const entry of entries) entry.leaving = true;
  pendingPop = null;
}

/** While `open`, Back calls `close` instead of leaving the page. */
export function useBackCloses(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  const shown = useRef(false);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  useEffect(() => {
    if (!open) return;
    const entry = addEntry(() => closeRef.current());
    return () => removeEntry(entry, () => shown.current);
  }, [open]);
}
