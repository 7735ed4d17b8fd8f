import { useLocation } from 'react-router';
import type { z } from '../../../shared/zod.ts';
import { lazySchemas } from '../../lib/lazy-schemas.ts';
import { useLoaded } from '../../lib/load-once.ts';
import type { callEntryStateSchema, endedCallStateSchema } from './navigation-state-schemas.ts';

export type CallEntryState = z.infer<typeof callEntryStateSchema>;
export type EndedCallState = z.infer<typeof endedCallStateSchema>;

// History may hand back any state, one an older version of the page left say: it is checked, with
// schemas that load after the page.
const stateSchemas = lazySchemas(() => import('./navigation-state-schemas.ts'));

/** The match the call page was opened with; null while its check loads, and when there is none. */
export function useCallEntryState(): CallEntryState | null {
  const { state } = useLocation();
  const schemas = useLoaded(stateSchemas, true);
  return schemas?.callEntryStateSchema.safeParse(state).data ?? null;
}

/** The call just ended, to wrap up; null while its check loads, and when there is none. */
export function useEndedCallState(): EndedCallState | null {
  const { state } = useLocation();
  const schemas = useLoaded(stateSchemas, true);
  return schemas?.endedCallStateSchema.safeParse(state).data ?? null;
}
