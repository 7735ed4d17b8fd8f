import { type SetStateAction, useCallback, useMemo, useRef, useState } from 'react';
import { useAuth } from './auth-client.ts';
import { deleteDraft, readDraft, writeDraft } from './drafts.ts';
import type { SafeParser } from './lazy-schemas.ts';

/** Checks a stored draft's shape (the shared zod schemas fit). */
export type DraftSchema<T> = SafeParser<T>;

/** A draft of one text (a one-line form's): checked by hand, as it needs nothing of zod. */
export const TEXT_DRAFT: DraftSchema<string> = {
  safeParse: (value) =>
    typeof value === 'string' ? { success: true, data: value } : { success: false },
};

export interface Draft<T> {
  value: T;
  /** Changes the value, keeping a copy for the signed-in user (removed when back to `initial`). */
  set(next: SetStateAction<T>): void;
  /** Whether the form opened with typing an ended session or a reload had cut short. */
  restored: boolean;
  /** Shows the stored copy again, or `initial` when there is none. */
  reload(): void;
  /** Forgets the stored copy (saved, or cancelled); the value stays until changed. */
  discard(): void;
  /**
   * Empties the field at once, as a form does when it sends; the stored copy goes only once
   * `saving` succeeds, so a request refused because the session ended leaves it to come back.
   */
  clearWhenSaved(saving: Promise<unknown>): void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * useState for a form's typing that survives the end of a session, a reload and the sign-in that
 * follows, in this tab only and for this user only. `name` tells the forms apart.
 */
export function useDraft<T>(name: string, initial: T, schema: DraftSchema<T>): Draft<T> {
  const userId = useAuth().user?.id ?? null;
  const stored = useCallback((): T | undefined => {
    if (!userId) return undefined;
    const parsed = schema.safeParse(readDraft(userId, name));
    return parsed.success ? parsed.data : undefined;
  }, [userId, name, schema]);
  const [found] = useState(() => stored());
  const [value, setValue] = useState<T>(found ?? initial);
  const current = useRef(value);
  const initialRef = useRef(initial);

  const show = useCallback((next: T) => {
    current.current = next;
    setValue(next);
  }, []);

  const set = useCallback(
    (next: SetStateAction<T>) => {
      const value = next instanceof Function ? next(current.current) : next;
      show(value);
      if (!userId) return;
      if (same(value, initialRef.current)) deleteDraft(userId, name);
      else writeDraft(userId, name, value);
    },
    [show, userId, name],
  );

  return useMemo(
    () => ({
      value,
      set,
      restored: found !== undefined,
      reload: () => show(stored() ?? initialRef.current),
      discard: () => {
        if (userId) deleteDraft(userId, name);
      },
      clearWhenSaved: (saving: Promise<unknown>) => {
        const sent = current.current;
        show(initialRef.current);
        saving.then(
          () => {
            if (userId && same(readDraft(userId, name), sent)) deleteDraft(userId, name);
          },
          // The form's own error handling says what went wrong; the copy stays for a retry.
          () => undefined,
        );
      },
    }),
    [value, set, found, show, stored, userId, name],
  );
}
