/**
 * The sandbox gateway's checkout page: what Xendit's invoice page is to a real payment,
 * with two buttons. Plain HTML forms that POST: no script, no inline style, so the page
 * works under the strictest Content-Security-Policy (sandboxRoutes.ts sends one).
 */
import { pesosText } from '@app/core/bookings/pricing';
import type { SandboxCheckout } from '@app/core/payments/sandbox/sandboxCheckouts';
import { sandboxPagePath } from '@app/core/payments/sandbox/sandboxGateway';
import { TEST_PAYMENTS_NOTICE } from '@app/core/payments/testMode';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STATUS_TEXT = { pending: 'Waiting for payment', paid: 'Paid', failed: 'Failed' } as const;

export function renderSandboxPage(checkout: SandboxCheckout): string {
  const path = escapeHtml(sandboxPagePath(checkout.paymentId));
  const amount = escapeHtml(pesosText(checkout.amountCentavos));
  const settled = checkout.status !== 'pending';
  // Once settled the buttons still work (they report the same outcome again), but the
  // page says what happened first.
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox payment: Php ${amount}</title>
</head>
<body>
<main>
<h1>Sandbox payment</h1>
<p>${TEST_PAYMENTS_NOTICE}. Choose what the gateway should report.</p>
<dl>
<dt>Amount</dt><dd>Php ${amount}</dd>
<dt>Payment</dt><dd>${escapeHtml(checkout.paymentId)}</dd>
<dt>Status</dt><dd>${escapeHtml(STATUS_TEXT[checkout.status])}</dd>
</dl>
${settled ? `<p>This payment is already ${escapeHtml(checkout.status)}.</p>` : ''}
<form method="post" action="${path}/pay"><button type="submit">Pay</button></form>
<form method="post" action="${path}/fail"><button type="submit">Fail</button></form>
</main>
</body>
</html>
`;
}
