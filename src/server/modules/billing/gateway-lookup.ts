import type { Gateway } from '../../../shared/domain/payment-result.ts';
import { billingErrors } from './billing.errors.ts';
import type { PaymentGateway } from './payment-gateway.ts';

export interface GatewayLookup {
  /** The names of the gateways this server offers, in the order the web offers them. */
  names(): Gateway[];
  /** The gateway of this name, if this server offers it. */
  find(name: Gateway): PaymentGateway | undefined;
  /** The gateway of this name; `billing.gateway_unavailable` when it is not offered. */
  get(name: Gateway): PaymentGateway;
}

/** The gateways this server takes payments with, by name. */
export function gatewayLookup(gateways: readonly PaymentGateway[]): GatewayLookup {
  const byName = new Map(gateways.map((gateway) => [gateway.name, gateway]));
  return {
    names: () => [...byName.keys()],
    find: (name) => byName.get(name),
    get: (name) => {
      const gateway = byName.get(name);
      if (!gateway) throw billingErrors.gatewayUnavailable(name);
      return gateway;
    },
  };
}
