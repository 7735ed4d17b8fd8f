import { Crown, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useSubscription } from '../api.ts';
import { billingMessages } from '../messages.ts';
import { planStatus } from '../plan-status.ts';
import { focusPlans } from '../plans-section.ts';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';
import { ManageBillingButton } from './manage-billing-button.tsx';
import { ResumeSubscriptionButton } from './resume-subscription-button.tsx';

function CardFrame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <section
      aria-labelledby="current-plan-title"
      aria-busy={busy || undefined}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="current-plan-title"
        className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
      >
        Current plan
      </h2>
      {children}
    </section>
  );
}

/** The signed-in user's plan: its name, its renewal or end date, and what can be done with it. */
export function CurrentPlanCard() {
  const subscription = useSubscription(true);

  if (subscription.isPending) {
    return (
      <CardFrame busy>
        <div className="mt-3 flex flex-col gap-2" aria-hidden="true">
          <div className="h-7 w-40 animate-pulse rounded-lg bg-slate-100" />
          <div className="h-4 w-56 animate-pulse rounded bg-slate-100" />
        </div>
        <p className="sr-only">Loading your plan...</p>
      </CardFrame>
    );
  }
  if (subscription.isError) {
    return (
      <CardFrame>
        <LoadFailed
          className="mt-3"
          size="sm"
          message={billingMessages.subscriptionLoadFailed}
          retrying={subscription.isFetching}
          onRetry={() => subscription.refetch()}
        />
      </CardFrame>
    );
  }

  const status = planStatus(subscription.data, new Date());
  const isPro = status.activePlan !== 'free';
  return (
    <CardFrame>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
            {isPro && <Crown className="size-6 text-amber-500" aria-hidden="true" />}
            {status.name}
          </p>
          {status.dateLine && <p className="mt-1 font-medium text-slate-800">{status.dateLine}</p>}
          {status.notes.map((note) => (
            <p key={note} className="mt-1 text-sm text-slate-600">
              {note}
            </p>
          ))}
        </div>
        {(status.renewalOpen ||
          status.canResume ||
          status.canManageBilling ||
          status.canCancel) && (
          <div className="flex flex-wrap gap-2">
            {status.renewalOpen && (
              <Button icon={<RefreshCw aria-hidden="true" />} onClick={focusPlans}>
                Renew
              </Button>
            )}
            {status.canResume && <ResumeSubscriptionButton />}
            {status.canManageBilling && <ManageBillingButton />}
            {status.canCancel && <CancelSubscriptionDialog />}
          </div>
        )}
      </div>
    </CardFrame>
  );
}
