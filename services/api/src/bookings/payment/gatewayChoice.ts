/**
 * Which gateway a customer may pay at. `createGateways` serves a gateway without keys with
 * the sandbox, whose Pay button is free: fine while the whole installation is a sandbox
 * (no keys at all: test payments), a hole once real keys are set. So there, or where
 * PAYMENTS_SANDBOX=false (Gateways.sandboxServes false), a choice the sandbox would serve
 * (`sandbox` itself, or a gateway left without keys) is refused before anything is placed
 * or opened.
 */
import { z } from 'zod';
import type { Gateway } from '@app/core/bookings/pricing';
import type { Gateways } from '@app/core/payments/gateways';
import { HttpError } from '../../http/problems.js';

export const GATEWAY_NOT_AVAILABLE = 'The selected payment gateway is not available.';

/** The cart's gateway values (bookingForm.ts reads the same ones); absent: undefined. */
const gatewayNames: Record<string, Gateway> = { xendit_payment: 'xendit', xendit: 'xendit', tendopay_gateway: 'tendopay', tendopay: 'tendopay', sandbox: 'sandbox' };
export const gatewayField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : (v ?? undefined)),
  z
    .string({ error: 'The payment gateway must be a string.' })
    .refine((v) => v in gatewayNames, 'The selected payment gateway is invalid.')
    .transform((v) => gatewayNames[v]!)
    .optional(),
);

/** The gateway a booking request names (top level, or tucked in its coupon object), as POST /api/bookings reads it. */
export function requestedGateway(body: unknown): Gateway {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const tucked = b.discountCoupon && typeof b.discountCoupon === 'object' ? (b.discountCoupon as { paymentGateway?: unknown }).paymentGateway : undefined;
  const parsed = gatewayField.safeParse(b.paymentGateway ?? tucked);
  // An invalid value is the booking form's to refuse, with its field message.
  return (parsed.success ? parsed.data : undefined) ?? 'xendit';
}

export function assertGatewayAvailable(gateways: Gateways, choice: Gateway): void {
  if (!gateways.sandboxServes && gateways.forChoice(choice).name === 'sandbox') {
    throw new HttpError('validation_failed', GATEWAY_NOT_AVAILABLE, { paymentGateway: [GATEWAY_NOT_AVAILABLE] });
  }
}
