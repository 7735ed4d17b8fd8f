import { useEffect, useState } from 'react';
import type { describeRepeatRule, RepeatRule } from '../../../../shared/domain/repeat-rule.ts';

type Describe = typeof describeRepeatRule;

/** Said of a repeating task until the words of its rule have loaded. */
export const REPEATS_TEXT = 'Repeats';

let loading: Promise<Describe> | null = null;

/**
 * The rule reader (rrule) is loaded once a row shows a repeating task, not with the page: most
 * rows do not repeat, and the page shows them at once.
 */
function loadDescribe(): Promise<Describe> {
  loading ??= import('../../../../shared/domain/repeat-rule.ts').then(
    (module) => module.describeRepeatRule,
  );
  return loading;
}

/** A repeating task's rule in words ('Every Monday and Thursday'); null for a task that does not. */
export function useRepeatWords(repeat: RepeatRule | null): string | null {
  const [describe, setDescribe] = useState<Describe | null>(null);
  const repeats = repeat !== null;

  useEffect(() => {
    if (!repeats) return;
    let mounted = true;
    loadDescribe().then(
      (loaded) => {
        if (mounted) setDescribe(() => loaded);
      },
      // Unavailable (offline, or a deploy replaced it): the row says that the task repeats.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [repeats]);

  if (!repeat) return null;
  if (!describe) return REPEATS_TEXT;
  try {
    return describe(repeat);
  } catch {
    return REPEATS_TEXT;
  }
}

/** The rule of a task, or null when it does not repeat. */
export function repeatOf(task: {
  repeatRule: string | null;
  repeatAfterCompletion: boolean;
}): RepeatRule | null {
  return task.repeatRule === null
    ? null
    : { rule: task.repeatRule, afterCompletion: task.repeatAfterCompletion };
}
