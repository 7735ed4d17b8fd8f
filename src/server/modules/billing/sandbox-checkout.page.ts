import { DARK_CLASS, THEME_BOOT_SCRIPT } from '../../../shared/color-theme-boot.ts';
import { formatPrice, PLANS } from '../../../shared/domain/plans.ts';
import type { SandboxCheckoutView } from './sandbox-checkout.service.ts';
import { sandboxCheckoutPath } from './sandbox-gateway.ts';

const CLOSED: Readonly<Record<Exclude<SandboxCheckoutView['state'], 'pending'>, string>> = {
  paid: 'This test payment was paid.',
  declined: 'This test payment was declined.',
  cancelled: 'This test payment was cancelled.',
  expired: 'This test checkout expired. Start again from the subscription page.',
};

// The page's colours as the app's: light, or dark when the head's script finds the user chose dark
// (or their device is dark and they chose nothing else). The CSP allows inline styles and that
// one script.
const STYLE = `
:root { color-scheme: light; --page: #f4f4f5; --surface: #fff; --text: #18181b; --muted: #52525b;
  --line: #d4d4d8; --strong-line: #52525b; --warn-bg: #fef3c7; --warn-line: #d97706;
  --warn-text: #78350f; --link: #1d4ed8; --focus: #2563eb; }
:root.${DARK_CLASS} { color-scheme: dark; --page: #0b1120; --surface: #151d2e; --text: #f1f5f9;
  --muted: #aab4c3; --line: #334155; --strong-line: #94a3b8; --warn-bg: #3a2a0c;
  --warn-line: #d97706; --warn-text: #fde68a; --link: #93c5fd; --focus: #93c5fd; }
body { margin: 0; padding: 0 1rem; font: 16px/1.5 system-ui, sans-serif; background: var(--page);
  color: var(--text); }
main { max-width: 28rem; margin: 3rem auto; padding: 1.5rem; background: var(--surface);
  border: 1px solid var(--line); border-radius: 0.75rem; }
.banner { margin: 0 0 1rem; padding: 0.5rem 0.75rem; border-radius: 0.5rem; background: var(--warn-bg);
  border: 1px solid var(--warn-line); color: var(--warn-text); font-weight: 700; text-align: center; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
dt { color: var(--muted); } dd { margin: 0; font-weight: 600; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.5rem;
  border: 1px solid var(--strong-line); background: var(--surface); color: var(--text);
  cursor: pointer; }
button[value="pay"] { background: #b91c1c; border-color: #b91c1c; color: #fff; }
button:focus-visible, a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
a { color: var(--link); }
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
<script>${THEME_BOOT_SCRIPT}</script>
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
