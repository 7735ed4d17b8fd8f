import { randomUUID } from 'node:crypto';
import { PLANS } from '../../../shared/domain/plans.ts';
import { billingErrors } from './billing.errors.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPaypalClient, type PaypalAnswer } from './paypal-client.ts';
import {
  isCapturePending,
  isOrderFor,
  type PaypalOrder,
  paidCapture,
  paypalCustomId,
  paypalErrorSchema,
  paypalMoney,
  paypalOrderSchema,
} from './paypal-order.ts';

/** PayPal order ids are short upper-case codes; anything else is refused before PayPal is asked. */
const ORDER_ID = /^[A-Z0-9]{5,36}$/;

const notVerified = () =>
  billingErrors.paymentNotVerified('PayPal payment verification failed. Please contact support.');

/** The issue PayPal names in a refusal (`ORDER_ALREADY_CAPTURED`), if any. */
function issueOf(answer: PaypalAnswer): string | undefined {
  const parsed = paypalErrorSchema.safeParse(answer.body);
  return parsed.success ? parsed.data.details?.[0]?.issue : undefined;
}

function orderOf(answer: PaypalAnswer): PaypalOrder {
  const parsed = paypalOrderSchema.safeParse(answer.body);
  if (!parsed.success) throw billingErrors.providerFailed('paypal');
  return parsed.data;
}

/**
 * PayPal Orders v2 over its REST API: one order per purchase, captured by the server when the
 * buyer returns, and granted only for a completed capture of exactly the plan's price. A PayPal
 * purchase buys one period and never renews by itself.
 */
export function createPaypalGateway({
  clientId,
  clientSecret,
  apiBase,
  timeoutMs,
}: {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  timeoutMs?: number;
}): PaymentGateway {
  const paypal = createPaypalClient({ clientId, clientSecret, apiBase, timeoutMs });

  const getOrder = async (orderId: string) => {
    const answer = await paypal.call('GET', `/v2/checkout/orders/${orderId}`);
    if (answer.status === 404) throw notVerified();
    if (answer.status !== 200) throw billingErrors.providerFailed('paypal');
    return orderOf(answer);
  };

  /** Takes the approved payment; a repeat, or a capture that already happened, reads the result. */
  const capture = async (orderId: string) => {
    const answer = await paypal.call('POST', `/v2/checkout/orders/${orderId}/capture`, {
      // Derived from the order, so a retried confirmation can never capture twice.
      requestId: `capture-${orderId}`,
    });
    if (answer.status === 200 || answer.status === 201) return orderOf(answer);
    if (issueOf(answer) === 'ORDER_ALREADY_CAPTURED') return getOrder(orderId);
    if (answer.status === 422 || answer.status === 404) throw notVerified();
    throw billingErrors.providerFailed('paypal');
  };

  return {
    name: 'paypal',

    createCheckout: async ({ user, plan, successUrl, cancelUrl }) => {
      const answer = await paypal.call('POST', '/v2/checkout/orders', {
        // PayPal asks for one on every create, so that a repeat of the same request (a retry on
        // the way) makes no second order.
        requestId: randomUUID(),
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: plan,
              custom_id: paypalCustomId(user.id, plan),
              description: `Pomopal ${PLANS[plan].name}`,
              amount: paypalMoney(plan),
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: 'Pomopal',
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
                return_url: successUrl,
                cancel_url: cancelUrl,
              },
            },
          },
        },
      });
      if (answer.status !== 200 && answer.status !== 201) {
        throw billingErrors.providerFailed('paypal');
      }
      const approval = orderOf(answer).links?.find(
        (link) => link.rel === 'payer-action' || link.rel === 'approve',
      );
      if (!approval) throw billingErrors.providerFailed('paypal');
      return { url: approval.href };
    },

    confirm: async ({ userId, plan, token, refusal }) => {
      if (!ORDER_ID.test(token)) throw notVerified();
      // Whose order it is, what it costs and whether it may still be bought are checked before
      // any money is taken; an order captured before is paid, and is answered as such.
      const order = await getOrder(token);
      if (!isOrderFor(order, userId, plan)) throw notVerified();
      if (order.status !== 'COMPLETED' && order.status !== 'APPROVED') throw notVerified();
      if (order.status === 'APPROVED' && refusal) throw refusal;
      const completed = order.status === 'COMPLETED' ? order : await capture(token);
      const paid = paidCapture(completed, plan);
      if (!paid && isCapturePending(completed, plan)) return { held: true };
      if (!paid) throw notVerified();
      return {
        plan,
        paymentId: completed.id,
        periodEnd: null,
        cancelAtPeriodEnd: false,
        ids: { paypalOrderId: completed.id, paypalCaptureId: paid.id },
      };
    },

    // A PayPal purchase does not renew: there is nothing to stop at PayPal.
    cancel: async () => {},
  };
}
