/**
 * The booking's slot, category and lines from the server's read models: the catalogue's
 * price for every service (the client's price is never read), the location's name, and
 * the slot as the schedules read model holds it. Unknown ids are 422s on their field.
 */
import type { CatalogueLine } from '@app/core/bookings/pricing';
import type { SlotRef } from '@app/core/bookings/bookingEvents';
import { isSlotId } from '@app/core/schedules/slotEvents';
import { findSlot } from '@app/projections/readModels/schedules/slots';
import type { Pool } from '@app/core/db/pool';
import { HttpError } from '../http/problems.js';
import type { BookingForm } from './bookingForm.js';

/** What an administrator's line shows when the admin form names no location. */
export const NO_LOCATION = 'Not specified';

const invalid = (field: string, message: string) => new HttpError('validation_failed', message, { [field]: [message] });

export async function slotOf(pool: Pool, id: string): Promise<SlotRef> {
  const slot = isSlotId(id) ? await findSlot(pool, id) : undefined;
  if (!slot) throw invalid('date', 'The selected date is invalid.');
  return { id: slot.id, date: slot.scheduled_at, startAt: slot.start_at, endAt: slot.end_at };
}

/** The category by id (admin form) or by friendly name or name (the wizard's title). */
export async function categoryOf(pool: Pool, text: string): Promise<{ id: string; name: string }> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
  const { rows } = await pool.query<{ id: string; name: string }>(
    `SELECT id, name FROM rm_catalogue.categories WHERE ${isUuid ? 'id = $1::uuid' : 'friendly_name = $1 OR name = $1'} ORDER BY created_at, id LIMIT 1`,
    [text],
  );
  if (!rows[0]) throw invalid('category', 'The selected category is invalid.');
  return rows[0];
}

/** The cart's lines priced from the catalogue, with each service's category (checked by `ofCategory` once the booking's is known). */
export interface CartLines {
  lines: CatalogueLine[];
  categoryIds: string[];
}

/** Catalogue lines in the cart's order; `locationRequired` for the customer's and guest's flows. */
export async function catalogueLines(pool: Pool, services: BookingForm['services'], locationRequired: boolean): Promise<CartLines> {
  const serviceIds = [...new Set(services.map((s) => s.service))];
  const locationIds = [...new Set(services.flatMap((s) => (s.location ? [s.location] : [])))];
  const [priced, named] = await Promise.all([
    pool.query<{ id: string; name: string; price: string; category_id: string }>('SELECT id, name, price::text AS price, category_id FROM rm_catalogue.category_services WHERE id = ANY($1::uuid[])', [serviceIds]),
    pool.query<{ id: string; name: string }>('SELECT id, name FROM rm_catalogue.locations WHERE id = ANY($1::uuid[])', [locationIds]),
  ]);
  const catalogue = new Map(priced.rows.map((r) => [r.id, r]));
  const locations = new Map(named.rows.map((r) => [r.id, r.name]));
  const lines = services.map((item, i) => {
    const service = catalogue.get(item.service);
    if (!service) throw invalid(`services.${i}.service`, 'The selected service is invalid.');
    let location = NO_LOCATION;
    if (item.location) {
      const name = locations.get(item.location);
      if (!name) throw invalid(`services.${i}.location`, 'The selected location is invalid.');
      location = name;
    } else if (locationRequired) {
      throw invalid(`services.${i}.location`, 'The location field is required.');
    }
    return { serviceId: item.service, name: service.name, unitPrice: Number(service.price), quantity: item.quantity, location };
  });
  return { lines, categoryIds: services.map((item) => catalogue.get(item.service)!.category_id) };
}

/** The lines, if every service is of the booking's category: one of another would price this booking with foreign lines. */
export function ofCategory(cart: CartLines, categoryId: string): CatalogueLine[] {
  const foreign = cart.categoryIds.findIndex((id) => id !== categoryId);
  if (foreign >= 0) throw invalid(`services.${foreign}.service`, 'The selected service is invalid.');
  return cart.lines;
}
