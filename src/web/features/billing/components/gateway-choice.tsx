import { clsx } from 'clsx';
import { GATEWAY_LABELS, type Gateway } from '../../../../shared/domain/payment-result.ts';

const HINTS: Readonly<Record<Gateway, string>> = {
  stripe: 'Card, renews automatically until cancelled',
  paypal: 'One payment for the period, renew when it ends',
  sandbox: 'Test subscription, no real money: renews until cancelled',
};

export interface GatewayChoiceProps {
  gateways: readonly Gateway[];
  value: Gateway;
  disabled: boolean;
  onChange(gateway: Gateway): void;
}

/** How to pay, as a radio group; only the gateways this server is configured for. */
export function GatewayChoice({ gateways, value, disabled, onChange }: GatewayChoiceProps) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">Pay with</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {gateways.map((gateway) => (
          <label
            key={gateway}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-xl border bg-white px-4 py-3',
              'has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-disabled:cursor-not-allowed',
              gateway === value ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              name="gateway"
              value={gateway}
              checked={gateway === value}
              onChange={() => onChange(gateway)}
              aria-label={GATEWAY_LABELS[gateway]}
              aria-describedby={`gateway-${gateway}-hint`}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-900" aria-hidden="true">
                {GATEWAY_LABELS[gateway]}
              </span>
              <span id={`gateway-${gateway}-hint`} className="block text-xs text-slate-600">
                {HINTS[gateway]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
