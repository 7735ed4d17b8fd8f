import { useSearchParams } from 'react-router';
import {
  DEFAULT_INSIGHT_RANGE,
  type InsightRangeKey,
  isFreeInsightRange,
  type PickedInsightRange,
  parseInsightRangeKey,
  pickedInsightRange,
} from '../../../../shared/domain/insights.ts';
import type { ProStatus } from '../../../lib/use-pro-status.ts';

/** The address's query parameter that keeps the chosen range across reloads and links. */
const RANGE_PARAM = 'range';

export interface InsightRangeChoice {
  /** The range the picker shows as chosen. */
  key: InsightRangeKey;
  /**
   * The range the figures are asked for: the chosen one, or the last 7 days for a free user.
   * Undefined while the plan is unknown and the chosen range needs Pro, so the server is never
   * asked for a range it would refuse.
   */
  range: PickedInsightRange | undefined;
  choose(key: InsightRangeKey): void;
}

/** The insights page's range, read from and written to the address (`?range=30d`). */
export function useInsightRange(today: string, { isPro, pending }: ProStatus): InsightRangeChoice {
  const [params, setParams] = useSearchParams();
  const asked = parseInsightRangeKey(params.get(RANGE_PARAM));
  const allowed = isPro || isFreeInsightRange(asked);
  const key = allowed || pending ? asked : DEFAULT_INSIGHT_RANGE;
  return {
    key,
    range: allowed || !pending ? pickedInsightRange(key, today) : undefined,
    choose: (next) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(RANGE_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
  };
}
