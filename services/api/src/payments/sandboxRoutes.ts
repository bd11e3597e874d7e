/**
 * The sandbox gateway's page and its two buttons. Pay and Fail settle the checkout the way
 * a real gateway settles an invoice, then go through handleGatewayCallback exactly as a
 * real gateway's callback does. A browser (form POST) is sent on to the success or failure
 * URL; a script (`Accept: application/json`, the benchmark) gets the outcome as JSON.
 *
 * No CSRF token (policy.ts): the unguessable payment id in the path is the only key, and
 * whoever holds it may press the buttons anyway; these pages live outside the session.
 */
import type { Request, Response } from 'express';
import type { OnOutcome } from '@app/core/payments/callbacks';
import { handleGatewayCallback } from '@app/core/payments/callbacks';
import type { Gateways } from '@app/core/payments/gateways';
import type { ApiContext } from '../context.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';
import { contentSecurityPolicy } from '../http/securityHeaders.js';
import { answeringPaymentErrors } from './callbackErrors.js';
import { originsOf } from './redirects.js';
import { renderSandboxPage, SANDBOX_STYLE_SRC } from './sandboxPage.js';

const NOT_FOUND = 'Sandbox payment not found.';

export function sandboxRoutes(routes: Routes, ctx: ApiContext, gateways: Gateways, onOutcome: OnOutcome): void {
  const { sandbox } = gateways;
  const deps = { onOutcome, log: ctx.log };
  // Outside test mode (a real gateway configured, or PAYMENTS_SANDBOX=false) the pages are
  // as absent as an unknown payment's, so a free Pay button is never reachable there, not
  // even for a checkout opened before the keys were set.
  const serves = gateways.sandboxServes;

  routes.add('GET /payments/sandbox/:paymentId', async (req, res) => {
    const checkout = serves ? await sandbox.checkouts.find(String(req.params.paymentId)) : undefined;
    if (!checkout) throw new HttpError('not_found', NOT_FOUND);
    // Stricter than the site's: no script at all, its one stylesheet by hash, and its forms
    // may lead only here and to the booking's own success and failure pages.
    const policy = contentSecurityPolicy({
      'default-src': ["'none'"],
      'form-action': ["'self'", ...originsOf(checkout.successUrl, checkout.failureUrl)],
      'style-src': [SANDBOX_STYLE_SRC],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
    });
    policy(req, res, () => {
      // The page's address is the payment's key: no other site may learn it as a referrer.
      res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }).type('html').send(renderSandboxPage(checkout));
    });
  });

  const press = (to: 'paid' | 'failed') => async (req: Request, res: Response) => {
    const paymentId = String(req.params.paymentId);
    if (!serves) throw new HttpError('not_found', NOT_FOUND);
    const checkout = await sandbox.checkouts.settle(paymentId, to);
    if (!checkout) throw new HttpError('not_found', NOT_FOUND);
    const outcome = await answeringPaymentErrors(() => handleGatewayCallback(sandbox, sandbox.callbackFor(paymentId), deps));
    const redirect = outcome.status === 'paid' ? checkout.successUrl : checkout.failureUrl;
    if (req.accepts(['json', 'html']) === 'html') return res.redirect(303, redirect);
    res.json({ ...outcome, redirect });
  };
  routes.add('POST /payments/sandbox/:paymentId/pay', press('paid'));
  routes.add('POST /payments/sandbox/:paymentId/fail', press('failed'));
}
