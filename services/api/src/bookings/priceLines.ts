/**
 * The booking's slot, category and lines: the catalogue's price for every service from its
 * read model (the client's price is never read), the location's name, and the slot from
 * its own stream (core placement's slotToPlace: the stream the placement decides on, most
 * often already at hand in this process, so no statement). Unknown ids are 422s on their
 * field.
 */
import type { CatalogueLine } from '@app/core/bookings/pricing';
import { INVALID_COUPON } from '@app/core/coupons/couponDecider';
import { normalizeCode } from '@app/core/coupons/couponEvents';
import type { SlotRef } from '@app/core/bookings/bookingEvents';
import { isSlotId } from '@app/core/schedules/slotEvents';
import { slotToPlace } from '@app/core/bookings/placement/placeBooking';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore';
import { cartCatalogue } from '@app/projections/readModels/catalogue/cartCatalogue';
import { HttpError } from '../http/problems.js';
import type { BookingForm } from '@app/core/contract/bookingForm';

/** What an administrator's line shows when the admin form names no location. */
export const NO_LOCATION = 'Not specified';

const invalid = (field: string, message: string) => new HttpError('validation_failed', message, { [field]: [message] });

export async function slotOf(store: EventStore, id: string): Promise<SlotRef> {
  const slot = isSlotId(id) ? await slotToPlace(store, id) : undefined;
  if (!slot) throw invalid('date', 'The selected date is invalid.');
  return slot;
}

/** The booking's category and its lines priced from the catalogue. */
export interface Cart {
  category: { id: string; name: string };
  lines: CatalogueLine[];
  /** The id of the coupon code asked for (null without one). */
  couponId: string | null;
}

/**
 * The cart priced from the catalogue, in the cart's order; every service must be of the
 * booking's category (one of another would price this booking with foreign lines).
 * `locationRequired` for the customer's and guest's flows. Every wrong field is reported
 * in one 422.
 */
export async function cartOf(pool: Pool, form: Pick<BookingForm, 'category' | 'services'> & { discountCoupon?: string | null }, locationRequired: boolean): Promise<Cart> {
  const { services } = form;
  const serviceIds = [...new Set(services.map((s) => s.service))];
  const locationIds = [...new Set(services.flatMap((s) => (s.location ? [s.location] : [])))];
  const couponCode = form.discountCoupon ? normalizeCode(form.discountCoupon) : null;
  const rows = await cartCatalogue(pool, form.category, serviceIds, locationIds, couponCode);
  const couponId = rows.find((r) => r.kind === 'coupon')?.id ?? null;
  const category = rows.find((r) => r.kind === 'category');
  const catalogue = new Map(rows.filter((r) => r.kind === 'service').map((r) => [r.id, r]));
  const locations = new Map(rows.filter((r) => r.kind === 'location').map((r) => [r.id, r.name]));

  const errors: Record<string, string[]> = {};
  const refuse = (field: string, message: string) => (errors[field] = [message]);
  if (!category) refuse('category', 'The selected category is invalid.');
  const lines = services.map((item, i) => {
    const service = catalogue.get(item.service);
    if (!service || (category && service.category_id !== category.id)) refuse(`services.${i}.service`, 'The selected service is invalid.');
    let location = NO_LOCATION;
    if (item.location) {
      const name = locations.get(item.location);
      if (name) location = name;
      else refuse(`services.${i}.location`, 'The selected location is invalid.');
    } else if (locationRequired) {
      refuse(`services.${i}.location`, 'The location field is required.');
    }
    return { serviceId: item.service, name: service?.name ?? '', unitPrice: Number(service?.price), quantity: item.quantity, location };
  });
  // An unknown code is invalid (placing redeems it; a quote asks the coupon itself).
  if (couponCode && !couponId) refuse('discountCoupon', INVALID_COUPON);
  const fields = Object.keys(errors);
  if (fields.length > 0) throw new HttpError('validation_failed', errors[fields[0]!]![0]!, errors);
  return { category: { id: category!.id, name: category!.name }, lines, couponId };
}
