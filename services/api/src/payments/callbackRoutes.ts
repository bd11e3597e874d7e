/**
 * The real gateways' callbacks. No session or CSRF token can come with them (policy.ts:
 * csrf false); they are believed on the gateway's own proof, checked by the adapter: the
 * `x-callback-token` for Xendit, the `x_signature` for TendoPay, then a re-read.
 *
 * The global JSON and form parsers (app.ts) have already read the bodies; neither
 * adapter signs bytes (Xendit sends a token header, TendoPay signs field values), so no
 * raw-body parser is needed here.
 */
import type { Request } from 'express';
import type { OnOutcome } from '@app/core/payments/callbacks';
import { handleGatewayCallback } from '@app/core/payments/callbacks';
import type { Gateways } from '@app/core/payments/gateways';
import { PaymentCallbackRejected, type CallbackRequest, type GatewayName, type PaymentGateway } from '@app/core/payments/port';
import type { ApiContext } from '../context.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';
import { answeringPaymentErrors } from './callbackErrors.js';
import { sameOriginTarget } from './redirects.js';

export const toCallbackRequest = (req: Request): CallbackRequest => ({
  headers: req.headers,
  body: req.body ?? {},
  query: req.query as Record<string, unknown>,
  ...(Buffer.isBuffer(req.body) ? { rawBody: req.body } : {}),
});

export function callbackRoutes(routes: Routes, ctx: ApiContext, gateways: Gateways, onOutcome: OnOutcome): void {
  const deps = { onOutcome, log: ctx.log };
  const configured = (name: GatewayName): PaymentGateway => {
    const gateway = gateways.named(name);
    if (!gateway) throw new HttpError('not_found', `${name} is not configured.`);
    return gateway;
  };

  for (const name of ['xendit', 'tendopay'] as const) {
    routes.add(`POST /api/payments/${name}/callback`, async (req, res) => {
      const outcome = await answeringPaymentErrors(() => handleGatewayCallback(configured(name), toCallbackRequest(req), deps));
      res.json({ received: true, status: outcome.status });
    });
  }

  // TendoPay sends the customer's browser back here with signed fields: the same check as
  // its notification, then on to the success page only when TendoPay says PAID.
  routes.add('GET /api/payments/tendopay/return', async (req, res) => {
    const failure = sameOriginTarget(req.query.failure, ctx.config.PUBLIC_URL, '/payment-failed');
    let paid = false;
    try {
      const outcome = await handleGatewayCallback(configured('tendopay'), toCallbackRequest(req), deps);
      paid = outcome.status === 'paid';
    } catch (error) {
      // The browser gets the failure page whatever went wrong; the handler logged refusals.
      if (!(error instanceof HttpError || error instanceof PaymentCallbackRejected)) ctx.log.warn({ err: error }, 'TendoPay return: not verified');
    }
    res.redirect(303, paid ? sameOriginTarget(req.query.success, ctx.config.PUBLIC_URL, failure) : failure);
  });
}
