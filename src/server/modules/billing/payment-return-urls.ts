import { type Gateway, paymentReturnPath } from '../../../shared/domain/payment-result.ts';
import type { PaidPlanKey } from '../../../shared/domain/plans.ts';
import type { CheckoutInput } from './payment-gateway.ts';

/** The absolute addresses a gateway sends the browser back to, on the public APP_URL. */
export function paymentReturnUrls(
  appUrl: string,
  gateway: Gateway,
  plan: PaidPlanKey,
): Pick<CheckoutInput, 'successUrl' | 'cancelUrl'> {
  return {
    successUrl: `${appUrl}${paymentReturnPath({ status: 'success', gateway, plan })}`,
    cancelUrl: `${appUrl}${paymentReturnPath({ status: 'cancelled', gateway, plan })}`,
  };
}
