import { BlockList, isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPaypalGateway } from './paypal-gateway.ts';
import { createStripeClient } from './stripe-client.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import type { StripePrices } from './stripe-subscription.ts';

/**
 * Whether the local test gateway is offered: only where no real provider is configured, and
 * never in production, where a payment that moves no money must not grant anything.
 */
export function sandboxAllowed(config: Config): boolean {
  return config.env !== 'production' && !config.stripe && !config.paypal;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether the app is only reachable from this machine: localhost, 127.0.0.0/8 or ::1. */
function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  return family !== 0 && LOOPBACK.check(host, family === 6 ? 'ipv6' : 'ipv4');
}

export interface ConfiguredGateways {
  gateways: PaymentGateway[];
  /** What the Stripe webhook route needs, when Stripe is configured. */
  stripe: { client: Stripe; webhookSecret: string; prices: StripePrices } | undefined;
}

/** Every gateway this server's configuration sets up, in the order the web offers them. */
export function configuredGateways(
  config: Config,
  { sandbox, logger }: { sandbox: () => PaymentGateway; logger: Pick<FastifyBaseLogger, 'warn'> },
): ConfiguredGateways {
  const gateways: PaymentGateway[] = [];
  let stripe: ConfiguredGateways['stripe'];
  if (config.stripe) {
    const client = createStripeClient({
      secretKey: config.stripe.secretKey,
      apiBase: config.stripe.apiBase,
    });
    const prices = {
      pro_monthly: config.stripe.priceMonthly,
      pro_annual: config.stripe.priceAnnual,
    };
    gateways.push(createStripeGateway({ stripe: client, prices }));
    stripe = { client, webhookSecret: config.stripe.webhookSecret, prices };
  }
  if (config.paypal) gateways.push(createPaypalGateway(config.paypal));
  if (sandboxAllowed(config)) {
    gateways.push(sandbox());
    // NODE_ENV is easy to forget on a real server, where the test gateway grants Pro for free.
    if (!isLoopbackUrl(config.appUrl)) {
      logger.warn(
        { appUrl: config.appUrl, nodeEnv: config.env },
        'TEST PAYMENTS ARE ON: anyone can grant themselves Pro. Set NODE_ENV=production, or configure Stripe or PayPal, on a server others can reach.',
      );
    }
  }
  return { gateways, stripe };
}
