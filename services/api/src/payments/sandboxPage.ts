/**
 * The sandbox gateway's checkout page: what Xendit's invoice page is to a real payment,
 * with two buttons. Plain HTML forms that POST and no script, so the page works under a
 * strict Content-Security-Policy: its one stylesheet is allowed by hash (SANDBOX_STYLE_SRC).
 */
import { decimalPesos } from '@app/core/format/money';
import type { SandboxCheckout } from '@app/core/payments/sandbox/sandboxCheckouts';
import { sandboxPagePath } from '@app/core/payments/sandbox/sandboxGateway';
import { TEST_PAYMENTS_NOTICE } from '@app/core/payments/testMode';
import { cspHash } from '../http/securityHeaders.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STATUS_TEXT = { pending: 'Waiting for payment', paid: 'Paid', failed: 'Failed' } as const;

// The public site's look (MUI's type scale and the site's blue and orange), phone first.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f5f7fb;color:#1f2933;font:16px/1.5 Roboto,"Helvetica Neue",Arial,sans-serif}
header{background:#0d47a1;color:#fff;padding:14px 20px;font-weight:500;font-size:1.1rem}
main{max-width:480px;margin:24px auto;padding:24px 20px;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.5rem;font-weight:500;margin:0 0 8px}
.notice{background:#fff4e5;border-left:4px solid #f57c00;padding:10px 14px;margin:0 0 20px;color:#663c00}
.amount{font-size:2.25rem;font-weight:500;margin:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0 24px}
dt{color:#52606d}dd{margin:0;overflow-wrap:anywhere}
form{margin:0 0 12px}
button{width:100%;min-height:56px;border:0;border-radius:6px;font:500 1.1rem Roboto,"Helvetica Neue",Arial,sans-serif;letter-spacing:.03em;cursor:pointer}
form[action$="/pay"] button{background:#0d47a1;color:#fff}
form[action$="/fail"] button{background:#fff;color:#b71c1c;border:2px solid #b71c1c}
button:focus-visible{outline:3px solid #f57c00;outline-offset:2px}
.settled{font-weight:500}
`;

/** The CSP source that allows STYLE and nothing else (sandboxRoutes.ts sends it). */
export const SANDBOX_STYLE_SRC = cspHash(STYLE);

/** The booking a checkout pays, as its success URL names it (/booking-success/<reference>). */
function bookingOf(checkout: SandboxCheckout): string | undefined {
  const match = /\/booking-success\/([^/?#]+)/.exec(new URL(checkout.successUrl, 'http://x').pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

export function renderSandboxPage(checkout: SandboxCheckout): string {
  const path = escapeHtml(sandboxPagePath(checkout.paymentId));
  const amount = escapeHtml(decimalPesos(checkout.amountCentavos));
  const booking = bookingOf(checkout);
  const settled = checkout.status !== 'pending';
  // Once settled the buttons still work (they report the same outcome again), but the
  // page says what happened first.
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Test payment: Php ${amount}</title>
<style>${STYLE}</style>
</head>
<body>
<header>Home repair · Test payment</header>
<main>
<h1>Sandbox payment</h1>
<p class="notice"><strong>${TEST_PAYMENTS_NOTICE}.</strong> Choose what the gateway should report.</p>
<p class="amount">Php ${amount}</p>
<dl>
${booking ? `<dt>Booking</dt><dd>${escapeHtml(booking)}</dd>\n` : ''}<dt>Payment</dt><dd>${escapeHtml(checkout.paymentId)}</dd>
<dt>Status</dt><dd>${escapeHtml(STATUS_TEXT[checkout.status])}</dd>
</dl>
${settled ? `<p class="settled">This payment is already ${escapeHtml(checkout.status)}.</p>` : ''}
<form method="post" action="${path}/pay"><button type="submit">Pay</button></form>
<form method="post" action="${path}/fail"><button type="submit">Fail</button></form>
</main>
</body>
</html>
`;
}
