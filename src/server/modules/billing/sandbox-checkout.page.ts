import { formatPrice, PLANS } from '../../../shared/domain/plans.ts';
import type { SandboxCheckoutView } from './sandbox-checkout.service.ts';
import { sandboxCheckoutPath } from './sandbox-gateway.ts';

const CLOSED: Readonly<Record<Exclude<SandboxCheckoutView['state'], 'pending'>, string>> = {
  paid: 'This test payment was paid.',
  declined: 'This test payment was declined.',
  cancelled: 'This test payment was cancelled.',
  expired: 'This test checkout expired. Start again from the subscription page.',
};

// The app's CSP allows inline styles (not scripts): the page needs no script at all.
const STYLE = `
body { margin: 0; padding: 0 1rem; font: 16px/1.5 system-ui, sans-serif; background: #f4f4f5;
  color: #18181b; }
main { max-width: 28rem; margin: 3rem auto; padding: 1.5rem; background: #fff;
  border: 1px solid #d4d4d8; border-radius: 0.75rem; }
.banner { margin: 0 0 1rem; padding: 0.5rem 0.75rem; border-radius: 0.5rem; background: #fef3c7;
  border: 1px solid #d97706; color: #78350f; font-weight: 700; text-align: center; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
dt { color: #52525b; } dd { margin: 0; font-weight: 600; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.5rem; border: 1px solid #52525b;
  background: #fff; color: #18181b; cursor: pointer; }
button[value="pay"] { background: #b91c1c; border-color: #b91c1c; color: #fff; }
button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
a { color: #1d4ed8; }
`;

/**
 * The test checkout page. Everything on it comes from our own plan table or the checkout's
 * random id, checked against a strict pattern, so nothing needs escaping. Its referrer policy is
 * same-origin: under the app's no-referrer a browser sends its form post's Origin as 'null',
 * which the origin check refuses.
 */
export function renderSandboxCheckoutPage(checkout: SandboxCheckoutView): string {
  const plan = PLANS[checkout.plan];
  const price = `${formatPrice(checkout.amountCents, plan.currency)} ${plan.currency} per ${plan.interval}`;
  const body =
    checkout.state === 'pending'
      ? `<p>Choose what the payment provider would answer. Paying grants the plan as a real
payment would; declining and cancelling change nothing.</p>
<form method="post" action="${sandboxCheckoutPath(checkout.id)}" class="actions">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="decline">Decline</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`
      : `<p role="status">${CLOSED[checkout.state]}</p>
<p><a href="/subscription">Back to plans</a></p>`;
  return page(`<dl>
<dt>Plan</dt><dd>${plan.name}</dd>
<dt>Price</dt><dd>${price}</dd>
</dl>
${body}`);
}

/**
 * What a signed-out visitor of a test checkout sees: the checkout is the signed-in user's own, so
 * they sign in and start again from the plans.
 */
export function renderSandboxSignedOutPage(): string {
  return page(`<p role="status">Your session has ended. Log in, then choose your plan again.</p>
<p><a href="/login?next=%2Fsubscription">Log in</a></p>`);
}

function page(content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<title>Test payment - Pomopal</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner">Test payment - no money moves</p>
<h1>Pomopal test checkout</h1>
${content}
</main>
</body>
</html>
`;
}
