import { useEffect, useState } from 'react';
import { asTyped } from './quick-add-parse.ts';
import type { parseQuickAdd } from './quick-add-parser.ts';

type Parse = typeof parseQuickAdd;

/**
 * Quick add's parser. Its date reader (chrono-node) is the heaviest part of the page, so it loads
 * once the form shows. Until then lines read as typed (`asTyped`), and the form shows no chips,
 * so what is added is always what the form showed.
 */
export function useQuickAddParser(): Parse {
  const [parser, setParser] = useState<Parse | null>(null);

  useEffect(() => {
    let mounted = true;
    import('./quick-add-parser.ts').then(
      ({ parseQuickAdd }) => {
        if (mounted) setParser(() => parseQuickAdd);
      },
      // Unavailable (offline, or a deploy replaced it): lines are added as typed.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);

  return parser ?? asTyped;
}
