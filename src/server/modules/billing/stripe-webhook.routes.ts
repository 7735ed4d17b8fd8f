import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { billingErrors } from './billing.errors.ts';
import type { BillingLedger } from './payment-gateway.ts';
import type { StripePrices } from './stripe-subscription.ts';
import { createStripeEventHandler } from './stripe-webhook.ts';

export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

/**
 * Stripe's webhook: public (Stripe has no session, and sends no Origin), believed only when its
 * signature over the raw body holds. Answers 200 to every verified event, handled or not, so
 * Stripe stops sending it; a failure answers an error and Stripe sends it again later.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  stripe: Stripe;
  webhookSecret: string;
  ledger: BillingLedger;
  prices: StripePrices;
}> = async (app, { stripe, webhookSecret, ledger, prices }) => {
  const handle = createStripeEventHandler({ stripe, prices, ledger, logger: app.log });

  // The signature covers the exact bytes Stripe sent, so this scope, and only this one, keeps
  // bodies raw; every other route still gets parsed JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(STRIPE_WEBHOOK_PATH, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
      throw billingErrors.invalidSignature();
    }
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw billingErrors.invalidSignature();
      }
      throw error;
    }
    const outcome = await handle(event);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
    return { received: true };
  });
};
