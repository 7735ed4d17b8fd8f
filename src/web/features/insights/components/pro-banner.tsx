import { Sparkles } from 'lucide-react';
import { insightsMessages } from '../messages.ts';
import { UpgradeLink } from './upgrade-link.tsx';

/** What a free user sees where a Pro user has the AI insights. */
export function ProBanner() {
  return (
    <section
      aria-labelledby="pro-banner-title"
      className="@container rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
    >
      <div className="flex flex-col items-start gap-4 @xl:flex-row @xl:items-center">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="pro-banner-title" className="font-semibold text-slate-900">
            {insightsMessages.proBanner}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{insightsMessages.proBannerDetail}</p>
        </div>
        <UpgradeLink />
      </div>
    </section>
  );
}
