import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlanView } from '../../../../shared/billing.schemas.ts';
import type { Gateway } from '../../../../shared/domain/payment-result.ts';
import {
  isPlanButtonDisabled,
  type PaidPlanKey,
  type PlanKey,
} from '../../../../shared/domain/plans.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { loginPathFrom } from '../../../lib/return-path.ts';
import { useCheckout, usePlans } from '../api.ts';
import { useLeavingPage } from '../hooks/use-leaving-page.ts';
import { billingMessages } from '../messages.ts';
import { SIGN_IN_REDIRECT_DELAY_MS } from '../return-timing.ts';
import { GatewayChoice } from './gateway-choice.tsx';
import { PlanCard } from './plan-card.tsx';
import { PlanCardsSkeleton } from './plan-cards-skeleton.tsx';
import { SwitchPlanDialog } from './switch-plan-dialog.tsx';

/** The user's plan as far as the cards need it; null for a signed-out visitor. */
export interface PlanHolder {
  activePlan: PlanKey;
  renewalOpen: boolean;
  /** The provider charges again by itself: another plan through Stripe changes it in place. */
  renews: boolean;
  /** Who takes this user's payments now (the gateway preselected, and named in refusals). */
  provider: Gateway | null;
}

export interface PlanPickerProps {
  /** Undefined while the signed-in user's plan loads; null for a signed-out visitor. */
  holder: PlanHolder | null | undefined;
  id: string;
}

function buttonLabel(plan: PlanView, holder: PlanHolder | null): string {
  if (holder?.activePlan === plan.key) {
    return holder.renewalOpen ? `Renew ${plan.name}` : 'Current plan';
  }
  if (plan.key === 'pro_monthly' && holder?.activePlan === 'pro_annual')
    return 'Included in your plan';
  return `Choose ${plan.name}`;
}

/** The two plan cards from GET /api/plans, the gateway choice, and the start of a checkout. */
export function PlanPicker({ holder, id }: PlanPickerProps) {
  const plans = usePlans();
  const checkout = useCheckout();
  const leaving = useLeavingPage();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Gateway | null>(null);
  const [starting, setStarting] = useState<PaidPlanKey | null>(null);
  const [switching, setSwitching] = useState<PaidPlanKey | null>(null);
  const signInTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(signInTimer.current), []);

  function sendToLogin() {
    toast({ variant: 'info', title: billingMessages.signInToSubscribe });
    window.clearTimeout(signInTimer.current);
    signInTimer.current = window.setTimeout(
      () => navigate(loginPathFrom({ pathname: '/subscription' })),
      SIGN_IN_REDIRECT_DELAY_MS,
    );
  }

  if (plans.isPending) return <PlanCardsSkeleton id={id} />;
  if (plans.isError) {
    return (
      <section id={id} aria-label="Plans">
        <LoadFailed
          message={billingMessages.plansLoadFailed}
          retrying={plans.isFetching}
          onRetry={() => plans.refetch()}
        />
      </section>
    );
  }

  const { gateways } = plans.data;
  const preferred = holder?.provider && gateways.includes(holder.provider) ? holder.provider : null;
  const gateway = chosen && gateways.includes(chosen) ? chosen : (preferred ?? gateways[0] ?? null);
  const busy = checkout.isPending || leaving.active;

  function choose(plan: PaidPlanKey) {
    if (holder === null) {
      sendToLogin();
      return;
    }
    if (gateway === null) return;
    // A running Stripe subscription is updated and charged at once, not sent to a checkout page;
    // the test gateway has no card on file, so a new plan through it goes to its checkout page.
    if (
      holder?.renews &&
      gateway === 'stripe' &&
      holder.provider === 'stripe' &&
      plan !== holder.activePlan
    ) {
      setSwitching(plan);
      return;
    }
    startCheckout(plan, gateway);
  }

  function startCheckout(plan: PaidPlanKey, gateway: Gateway) {
    setStarting(plan);
    checkout.mutate(
      { plan, gateway },
      {
        onSuccess: ({ url }) => leaving.go(url),
        onError: (error) => {
          if (isApiError(error, 'auth.unauthorized')) {
            sendToLogin();
            return;
          }
          toast({
            variant: 'error',
            title: checkoutRefusal(error, gateway, holder?.provider ?? null),
          });
        },
      },
    );
  }

  function confirmSwitch() {
    const plan = switching;
    setSwitching(null);
    if (plan !== null && gateway !== null) startCheckout(plan, gateway);
  }

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-5">
      {/* Focused by focusPlans: after a failed payment, or to renew. */}
      <h2
        id={`${id}-title`}
        tabIndex={-1}
        className="scroll-mt-6 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        Choose your plan
      </h2>
      {gateways.length === 0 ? (
        <Notice tone="info">{billingMessages.noGatewayConfigured}</Notice>
      ) : gateways.length > 1 && gateway !== null ? (
        <GatewayChoice gateways={gateways} value={gateway} disabled={busy} onChange={setChosen} />
      ) : gateway === 'sandbox' ? (
        <Notice tone="info">{billingMessages.sandboxOnly}</Notice>
      ) : null}
      <ul className="grid gap-5 md:grid-cols-2">
        {plans.data.plans.map((plan) => (
          <PlanCard
            key={plan.key}
            plan={plan}
            buttonLabel={buttonLabel(plan, holder ?? null)}
            busy={busy && starting === plan.key}
            disabled={
              gateway === null ||
              isPlanButtonDisabled({
                plan: plan.key,
                activePlan: holder?.activePlan ?? 'free',
                // Until the signed-in user's plan is known, no card can be judged.
                busy: busy || holder === undefined,
                renewalOpen: holder?.renewalOpen,
              })
            }
            onChoose={() => choose(plan.key)}
          />
        ))}
      </ul>
      <SwitchPlanDialog
        planName={plans.data.plans.find((plan) => plan.key === switching)?.name ?? null}
        onConfirm={confirmSwitch}
        onCancel={() => setSwitching(null)}
      />
    </section>
  );
}

/** The text for a checkout that could not start, by the server's code. */
function checkoutRefusal(error: unknown, gateway: Gateway, provider: Gateway | null): string {
  if (isApiError(error, 'billing.plan_not_available')) return billingMessages.planNotAvailable;
  if (isApiError(error, 'billing.billed_elsewhere'))
    return billingMessages.billedElsewhere(provider);
  if (isApiError(error, 'billing.gateway_unavailable')) return billingMessages.gatewayUnavailable;
  return billingMessages.checkoutFailed(gateway);
}
