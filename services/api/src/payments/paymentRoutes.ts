/**
 * Payments over HTTP: whether they run in test mode, the sandbox gateway's page and
 * buttons, and the real gateways' callbacks. Every verified outcome goes to one hook, which for now only logs it
 * (outcomeHook.ts) until bookings are wired to payments.
 */
import { paymentMode } from '@app/core/contract/checkout';
import { createGateways, type Gateways } from '@app/core/payments/gateways';
import type { OnOutcome } from '@app/core/payments/callbacks';
import { TEST_PAYMENTS_NOTICE } from '@app/core/payments/testMode';
import type { ApiContext } from '../context.js';
import type { Routes } from '../http/routing.js';
import { callbackRoutes } from './callbackRoutes.js';
import { logOutcome } from './outcomeHook.js';
import { sandboxRoutes } from './sandboxRoutes.js';

export interface PaymentRouteOptions {
  gateways?: Gateways;
  onOutcome?: OnOutcome;
}

export function paymentRoutes(routes: Routes, ctx: ApiContext, options: PaymentRouteOptions = {}): void {
  const gateways = options.gateways ?? createGateways(ctx.config, { pool: ctx.pool });
  const onOutcome = options.onOutcome ?? logOutcome(ctx.log);
  routes.document('GET /api/payment-mode', { summary: 'Whether payments run in test mode, with the words that say so', response: paymentMode });
  routes.add('GET /api/payment-mode', (_req, res) => {
    res.json({ test_payments: gateways.sandboxServes, notice: gateways.sandboxServes ? TEST_PAYMENTS_NOTICE : null });
  });
  sandboxRoutes(routes, ctx, gateways, onOutcome);
  callbackRoutes(routes, ctx, gateways, onOutcome);
}
