/**
 * The body of `POST /api/xendit/process` and `POST /api/tendopay/process`: the wizard's
 * cart as the spec's call table names it (user, date_of_service, category, list,
 * discountCoupon), turned into the booking request of `POST /api/bookings`, which then
 * validates it with its one schema (bookingForm.ts). The gateway is the path's, whatever
 * the body says. Prices in `list` are ignored there like everywhere else.
 */
import { z } from 'zod';
import type { Gateway } from '@app/core/bookings/pricing';

/** What `user` may carry for the public flow: the contact and service address form. */
const userFields = ['first_name', 'last_name', 'email', 'contact_number', 'street_address', 'city', 'barangay', 'type_of_home', 'apt_number', 'source'] as const;
/** Already the booking request's names, accepted at the top level as well. */
const topLevel = [...userFields, 'address', 'customer', 'source', 'text_messages', 'plan'] as const;

const object = z.record(z.string(), z.unknown());
const idOf = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v);

/** The booking request's own names, accepted at the top level: errors are reported under them. */
const asInBooking = Object.fromEntries(topLevel.map((field) => [field, z.unknown().optional().describe('as in POST /api/bookings')]));

/** The documented shape, for the OpenAPI page; `toBookingRequest` is what is applied. */
export const processForm = z.object({
  ...asInBooking,
  user: object.optional().describe('the signed-in user, or the public flow contact and address form'),
  date_of_service: z.unknown().describe('the chosen schedule slot (its id, or the slot)'),
  date: z.unknown().optional().describe('the same as date_of_service, under the name its errors are reported'),
  category: z.string().describe("the category's title"),
  list: z.array(object).describe('cart items: id (or service), quantity, location; price is ignored'),
  services: z.array(object).optional().describe('the same as list, under the name its errors are reported'),
  discountCoupon: z.unknown().optional(),
  paymentGateway: z.unknown().optional().describe("ignored: the path's gateway is used; an unavailable gateway is reported under this name"),
});

export function toBookingRequest(body: unknown, gateway: Gateway): Record<string, unknown> {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const user = b.user && typeof b.user === 'object' ? (b.user as Record<string, unknown>) : {};
  const request: Record<string, unknown> = {};
  for (const field of userFields) if (user[field] !== undefined) request[field] = user[field];
  for (const field of topLevel) if (b[field] !== undefined) request[field] = b[field];
  if (request.city !== undefined) request.city = idOf(request.city);
  const list = Array.isArray(b.list) ? b.list : b.services;
  return {
    ...request,
    date: idOf(b.date_of_service ?? b.date),
    category: b.category && typeof b.category === 'object' ? ((b.category as { title?: unknown; name?: unknown }).title ?? (b.category as { name?: unknown }).name) : b.category,
    services: Array.isArray(list)
      ? list.map((item) => {
          const i = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
          return { service: i.service ?? i.id, quantity: i.quantity, location: i.location };
        })
      : list,
    discountCoupon: b.discountCoupon,
    paymentGateway: gateway,
  };
}
