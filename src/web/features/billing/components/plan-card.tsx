import { clsx } from 'clsx';
import { Check, Sparkles } from 'lucide-react';
import type { PlanView } from '../../../../shared/billing.schemas.ts';
import { formatPrice } from '../../../../shared/domain/plans.ts';
import { Button } from '../../../components/ui/button.tsx';

export interface PlanCardProps {
  plan: PlanView;
  buttonLabel: string;
  disabled: boolean;
  /** This card's checkout is starting. */
  busy: boolean;
  onChoose(): void;
}

/** One paid plan: price, what it includes, and its button. */
export function PlanCard({ plan, buttonLabel, disabled, busy, onChoose }: PlanCardProps) {
  const titleId = `plan-${plan.key}-title`;
  const featured = plan.badge !== null;
  return (
    <li
      aria-labelledby={titleId}
      className={clsx(
        'relative flex flex-col rounded-2xl bg-white p-5 shadow-sm sm:p-6',
        featured ? 'border border-brand-600 ring-1 ring-brand-600' : 'border border-slate-200',
      )}
    >
      {plan.badge && (
        <span className="absolute -top-3 right-5 inline-flex items-center gap-1 rounded-full bg-fill-brand px-2.5 py-0.5 text-xs font-semibold text-on-fill shadow-sm">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {plan.badge}
        </span>
      )}
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {formatPrice(plan.priceCents, plan.currency)}
        </span>
        <span className="text-sm text-slate-600">
          {plan.currency} / {plan.interval}
        </span>
      </p>
      {/* Kept when empty, so both cards' feature lists start level. */}
      <p className="mt-1 min-h-5 text-sm font-medium text-brand-700">{plan.priceNote}</p>
      <ul aria-label={`${plan.name} features`} className="mt-5 flex flex-1 flex-col gap-2.5">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
            <Check className="mt-0.5 size-4 shrink-0 text-leaf-500" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        variant={featured ? 'primary' : 'secondary'}
        size="lg"
        disabled={disabled}
        loading={busy}
        onClick={onChoose}
      >
        {buttonLabel}
      </Button>
    </li>
  );
}
