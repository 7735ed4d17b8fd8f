// What a user is typing is kept in this tab's sessionStorage under their own id, so a session that
// ends mid-sentence (and the sign-in that follows), or a reload, loses none of it. Signing out
// deletes it. Nothing else of the user's is stored there.

const PREFIX = 'pomopal.draft.';

const keyOf = (userId: string, name: string) => `${PREFIX}${userId}.${name}`;

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage (some private modes): drafts then live as long as the page.
    return null;
  }
}

/** The stored draft, or undefined when there is none (or it cannot be read). */
export function readDraft(userId: string, name: string): unknown {
  const raw = tabStorage()?.getItem(keyOf(userId, name));
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeDraft(userId: string, name: string, value: unknown): void {
  try {
    tabStorage()?.setItem(keyOf(userId, name), JSON.stringify(value));
  } catch {
    // Storage full: the field keeps its text, only a reload would lose it.
  }
}

export function deleteDraft(userId: string, name: string): void {
  tabStorage()?.removeItem(keyOf(userId, name));
}

/** Deletes every draft of the user (at sign-out). */
export function deleteDrafts(userId: string): void {
  const storage = tabStorage();
  if (!storage) return;
  const prefix = keyOf(userId, '');
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key?.startsWith(prefix)) storage.removeItem(key);
  }
}

/** Runs `clear` (which empties web storage) and puts the drafts back afterwards. */
export function keepingDrafts(clear: () => void): void {
  const storage = tabStorage();
  const kept: [string, string][] = [];
  for (let index = 0; storage && index < storage.length; index += 1) {
    const key = storage.key(index);
    const value = key?.startsWith(PREFIX) ? storage.getItem(key) : null;
    if (key && value !== null) kept.push([key, value]);
  }
  clear();
  for (const [key, value] of kept) storage?.setItem(key, value);
}
