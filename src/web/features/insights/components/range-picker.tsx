import { clsx } from 'clsx';
import { Lock } from 'lucide-react';
import {
  INSIGHT_RANGE_KEYS,
  type InsightRangeKey,
  isFreeInsightRange,
} from '../../../../shared/domain/insights.ts';
import { insightsMessages } from '../messages.ts';
import { UpgradeLink } from './upgrade-link.tsx';

const LOCKED_NOTE_ID = 'insights-range-locked';

export interface RangePickerProps {
  value: InsightRangeKey;
  onChange(key: InsightRangeKey): void;
  /** The plan is not known yet: no range can be chosen, and none is offered. */
  disabled: boolean;
  /** A free user: the ranges beyond the free one show a lock, with the way to Pro. */
  locked: boolean;
}

/**
 * The range the insights cover, as a segmented control of radio buttons: arrow keys move
 * between the ranges, and a locked range cannot be chosen.
 */
export function RangePicker({ value, onChange, disabled, locked }: RangePickerProps) {
  return (
    <div className="@container flex flex-wrap items-center gap-x-4 gap-y-3">
      <fieldset disabled={disabled} className="min-w-0 max-sm:w-full">
        <legend className="sr-only">{insightsMessages.rangeLegend}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 @sm:grid-cols-4 sm:inline-grid">
          {INSIGHT_RANGE_KEYS.map((key) => {
            const lockedRange = locked && !isFreeInsightRange(key);
            return (
              <label
                key={key}
                className={clsx(
                  'flex cursor-pointer items-center justify-center gap-1.5 rounded-lg px-3 py-1.5',
                  'text-sm font-medium whitespace-nowrap text-slate-700 hover:text-slate-900',
                  'has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm',
                  'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-600',
                  'has-disabled:cursor-not-allowed has-disabled:text-slate-500 has-disabled:hover:text-slate-500',
                )}
              >
                <input
                  type="radio"
                  name="insights-range"
                  value={key}
                  checked={key === value}
                  disabled={lockedRange}
                  aria-describedby={lockedRange ? LOCKED_NOTE_ID : undefined}
                  onChange={() => onChange(key)}
                  className="sr-only"
                />
                {lockedRange && <Lock className="size-3.5 shrink-0" aria-hidden="true" />}
                {insightsMessages.rangeOptions[key]}
              </label>
            );
          })}
        </div>
      </fieldset>
      {/* While the plan loads, the free plan's note (the common case) keeps its place unseen, so
          the cards below stay put when it shows. */}
      {(locked || disabled) && (
        <div
          aria-hidden={locked ? undefined : true}
          style={locked ? undefined : { visibility: 'hidden' }}
          className="flex flex-wrap items-center gap-x-3 gap-y-2"
        >
          <p id={LOCKED_NOTE_ID} className="text-sm text-slate-700">
            {insightsMessages.rangeLocked}
          </p>
          <UpgradeLink />
        </div>
      )}
    </div>
  );
}
