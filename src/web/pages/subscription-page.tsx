import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useSubscription } from '../features/billing/api.ts';
import { CurrentPlanCard } from '../features/billing/components/current-plan-card.tsx';
import { PaymentReturnView } from '../features/billing/components/payment-return.tsx';
import { type PlanHolder, PlanPicker } from '../features/billing/components/plan-picker.tsx';
import { usePaymentReturn } from '../features/billing/hooks/use-payment-return.ts';
import { planStatus } from '../features/billing/plan-status.ts';
import { focusPlans, PLANS_SECTION_ID } from '../features/billing/plans-section.ts';
import { SUBSCRIPTION_PAGE_TIMING } from '../features/billing/return-timing.ts';
import { useAuth } from '../lib/auth-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

function SignedOutBox() {
  return (
    <section
      aria-labelledby="subscription-sign-in"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="subscription-sign-in" className="text-lg font-semibold text-slate-900">
        You're not logged in
      </h2>
      <p className="mt-1 text-slate-600">Log in or create an account to choose a plan.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/login" className={buttonClasses()}>
          <LogIn aria-hidden="true" />
          Login
        </Link>
        <Link to="/register" className={buttonClasses({ variant: 'secondary' })}>
          <UserPlus aria-hidden="true" />
          Register
        </Link>
      </div>
    </section>
  );
}

/** The plan cards' view of the user: undefined while it loads, null when signed out. */
function usePlanHolder(signedIn: boolean): PlanHolder | null | undefined {
  const subscription = useSubscription(signedIn);
  if (!signedIn) return null;
  if (!subscription.data) return undefined;
  const status = planStatus(subscription.data, new Date());
  return {
    activePlan: status.activePlan,
    renewalOpen: status.renewalOpen,
    renews: status.renews,
    provider: subscription.data.provider,
  };
}

/** A Pro user's page is about the plan they hold; anyone else's offers Pro. */
function pageHeading(holder: PlanHolder | null | undefined) {
  if (holder && holder.activePlan !== 'free') {
    return {
      title: 'Your Pro plan',
      documentTitle: 'Your Pro plan',
      description: 'AI summaries, focus trends, CSV export and every focus music theme are yours.',
    };
  }
  return {
    title: 'Upgrade to Pro Plan',
    documentTitle: 'Upgrade to Pro',
    description: 'Unlock AI summaries, focus trends, CSV export and every focus music theme.',
  };
}

export function SubscriptionPage() {
  const { user, isPending } = useAuth();
  const payment = usePaymentReturn(SUBSCRIPTION_PAGE_TIMING);
  const holder = usePlanHolder(user !== null);
  const heading = pageHeading(holder);
  useDocumentTitle(heading.documentTitle);

  function tryAgain() {
    payment.dismiss();
    focusPlans();
  }

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={heading.title} description={heading.description} />
      <PaymentReturnView view={payment} onTryAgain={tryAgain} />
      {!isPending && !user && <SignedOutBox />}
      {user && <CurrentPlanCard />}
      {!isPending && <PlanPicker id={PLANS_SECTION_ID} holder={holder} />}
    </div>
  );
}
