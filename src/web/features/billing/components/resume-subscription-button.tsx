import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useResumeSubscription } from '../api.ts';
import { billingMessages } from '../messages.ts';
import { formatBillingDate } from '../plan-status.ts';

/** Undoes a cancel while the paid period runs: the plan renews again at its end. */
export function ResumeSubscriptionButton() {
  const resume = useResumeSubscription();

  return (
    <Button
      loading={resume.isPending}
      icon={<RotateCcw aria-hidden="true" />}
      onClick={() =>
        resume.mutate(undefined, {
          onSuccess: ({ currentPeriodEnd }) =>
            toast({
              variant: 'success',
              title: billingMessages.resumed(
                currentPeriodEnd === null ? null : formatBillingDate(currentPeriodEnd),
              ),
            }),
          onError: (error) =>
            toast({
              variant: 'error',
              title: isApiError(error, 'billing.nothing_to_resume')
                ? billingMessages.resumeEnded
                : billingMessages.resumeFailed,
            }),
        })
      }
    >
      Resume subscription
    </Button>
  );
}
