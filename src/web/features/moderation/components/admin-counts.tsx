import type { AdminOverview } from '../../../../shared/moderation.schemas.ts';
import { moderationMessages } from '../messages.ts';

const NUMBER = new Intl.NumberFormat();

/** The three counts at the top of the admin page. */
export function AdminCounts({ overview }: { overview: AdminOverview }) {
  const counts = [
    ['users', overview.users],
    ['proUsers', overview.proUsers],
    ['callsToday', overview.callsToday],
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {counts.map(([key, value]) => (
        <div key={key} className="rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
          <dt className="text-sm text-slate-600">{moderationMessages.counts[key]}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">
            {NUMBER.format(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
