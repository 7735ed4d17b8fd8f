import { Lock } from 'lucide-react';
import { insightsMessages } from '../messages.ts';
import { UpgradeLink } from './upgrade-link.tsx';

// A made-up week behind the lock, so the free user sees what the chart would look like.
const SAMPLE_SHARES = [0.35, 0.6, 0.45, 0.85, 0.5, 0.2, 0.7];

/** The Focus Trend chart as a free user sees it, with the way to unlock it. */
export function LockedTrend() {
  return (
    <div className="relative">
      <div className="flex items-end gap-2 opacity-40 blur-[2px] sm:gap-3" aria-hidden="true">
        {SAMPLE_SHARES.map((share) => (
          <div key={share} className="flex h-44 flex-1 items-end rounded-md bg-slate-50">
            <div className="w-full rounded-md bg-slate-300" style={{ height: `${share * 100}%` }} />
          </div>
        ))}
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-4 text-center">
        <span className="flex size-9 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
          <Lock className="size-4" aria-hidden="true" />
        </span>
        <p className="font-semibold text-slate-900">{insightsMessages.lockedChart}</p>
        <p className="max-w-sm text-sm text-slate-700">{insightsMessages.lockedChartDetail}</p>
        <UpgradeLink />
      </div>
    </div>
  );
}
