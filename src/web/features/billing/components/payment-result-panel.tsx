import { clsx } from 'clsx';
import { CircleCheck, LayoutDashboard, ListChecks, LogIn, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { billingMessages } from '../messages.ts';
import type { NextStep, PaymentOutcome } from '../payment-outcome.ts';

export interface PaymentResultPanelProps {
  outcome: PaymentOutcome;
  loginPath: string;
  retrying: boolean;
  onRetry(): void;
  /** Given on /subscription, where trying again means the plans right below. */
  onTryAgain?: () => void;
  /** Stretches the actions across the column (the narrow public card of /payment-status). */
  fullWidthActions?: boolean;
}

function NextStepAction({ next, onTryAgain }: { next: NextStep; onTryAgain?: () => void }) {
  if (next === 'subscription') {
    return onTryAgain ? (
      <Button variant="secondary" onClick={onTryAgain}>
        Try Subscription Again
      </Button>
    ) : (
      <Link to="/subscription" className={buttonClasses({ variant: 'secondary' })}>
        Try Subscription Again
      </Link>
    );
  }
  return (
    <Link to="/dashboard" className={buttonClasses({ variant: 'secondary' })}>
      <LayoutDashboard aria-hidden="true" />
      Back to Dashboard
    </Link>
  );
}

/** A gateway's return, as the payment status page shows it: the result and where to go next. */
export function PaymentResultPanel({
  outcome,
  loginPath,
  retrying,
  onRetry,
  onTryAgain,
  fullWidthActions = false,
}: PaymentResultPanelProps) {
  const actions = clsx(
    'flex gap-3',
    fullWidthActions ? 'w-full flex-col [&>*]:w-full' : 'flex-wrap',
  );
  switch (outcome.kind) {
    case 'none':
      return null;
    case 'verifying':
    case 'paid': {
      // One live region for both states, so the thank-you is announced when it replaces the wait.
      const paid = outcome.kind === 'paid' ? outcome.subscription : null;
      return (
        <section
          aria-labelledby={paid ? 'payment-thank-you' : undefined}
          className={clsx(
            'flex flex-col items-start gap-4 rounded-2xl border p-5 sm:p-6',
            paid ? 'border-emerald-200 bg-emerald-50 text-emerald-950' : 'border-slate-200',
          )}
        >
          <div role="status" className="flex items-start gap-3">
            {paid ? (
              <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden="true" />
            ) : (
              <Spinner className="mt-0.5 text-brand-600" />
            )}
            {paid ? (
              <div>
                <h2 id="payment-thank-you" className="text-lg font-semibold">
                  {billingMessages.thankYou(paid.planDisplay)}
                </h2>
                <p className="mt-1 text-sm text-emerald-900">{billingMessages.thankYouDetail}</p>
              </div>
            ) : (
              <p className="font-medium text-slate-700">{billingMessages.confirming}</p>
            )}
          </div>
          {paid && (
            <Link
              to="/my-tasks"
              replace
              className={buttonClasses({ className: fullWidthActions ? 'w-full' : undefined })}
            >
              <ListChecks aria-hidden="true" />
              Go to My Tasks
            </Link>
          )}
        </section>
      );
    }
    case 'session-expired':
      return (
        <div className="flex flex-col items-start gap-4">
          <Notice tone="info" className="w-full">
            {outcome.message}
          </Notice>
          <div className={actions}>
            <Link to={loginPath} className={buttonClasses()}>
              <LogIn aria-hidden="true" />
              Log in
            </Link>
            <NextStepAction next="dashboard" />
          </div>
        </div>
      );
    case 'problem':
      return (
        <div className="flex flex-col items-start gap-4">
          <Notice tone={outcome.tone} className="w-full">
            {outcome.message}
          </Notice>
          <div className={actions}>
            {outcome.retryable && (
              <Button loading={retrying} icon={<RotateCw aria-hidden="true" />} onClick={onRetry}>
                Check again
              </Button>
            )}
            <NextStepAction next={outcome.next} onTryAgain={onTryAgain} />
          </div>
        </div>
      );
  }
}
