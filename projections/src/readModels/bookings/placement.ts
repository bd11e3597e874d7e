/** BookingPlaced as rows, and the reservations a booking makes before it appears. */
import type { BookingPlaced } from '@app/core/bookings/bookingEvents';
import { MANILA_OFFSET } from '@app/core/schedules/manilaTime';
import type { BatchClient } from '../../batchClient.js';

/** Centavos as the numeric(12, 2) text of pesos: exact, no float on the way. */
export const pesos = (centavos: number) => `${Math.trunc(centavos / 100)}.${String(Math.abs(centavos % 100)).padStart(2, '0')}`;

/** A slot's instant in Manila, as the schedules read model computes it. */
export const slotInstant = (slot: { date: string; startAt: string }) => `${slot.date}T${slot.startAt}:00${MANILA_OFFSET}`;

/** The booking's first payment request, when the same batch holds it: the row is written with it (see the projection's handleBatch). */
export interface FirstPayment {
  paymentId: string;
  url: string;
  /** When it was requested: the row's updated_at, as the request's own UPDATE would have left it. */
  at: string;
}

export function insertPlaced(db: BatchClient, d: BookingPlaced, at: string, payment?: FirstPayment): void {
  const c = d.customer;
  const a = d.address;
  const name = [c.firstName, c.middleName, c.lastName].filter(Boolean).join(' ');
  db.write(
    `INSERT INTO bookings (id, reference, customer_id, customer_first_name, customer_middle_name, customer_last_name, customer_name, customer_email,
       customer_contact_number, address_id, address_city_id, address_city_name, address_street, address_barangay, address_type_of_home,
       address_contact_number, address_apartment_no, category_id, category_name, slot_id, when_at, work_status, payment_status,
       sub_total, discount, total, coupon_id, coupon_code, gateway, placed_by, assessment_id, source, created_at, updated_at,
       current_payment_id, payment_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, 0, 'unpaid',
       $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34)
     ON CONFLICT (id) DO NOTHING`,
    [
      d.bookingId, d.reference, c.customerId, c.firstName, c.middleName, c.lastName, name, c.email,
      c.contactNumber, a.addressId, a.cityId, a.cityName, a.streetAddress, a.barangay, a.typeOfHome,
      a.contactNumber, a.apartmentNo, d.category.id, d.category.name, d.slot.id, slotInstant(d.slot),
      pesos(d.subTotalCentavos), pesos(d.discountCentavos), pesos(d.totalCentavos), d.coupon?.couponId ?? null, d.coupon?.code ?? null,
      d.gateway, d.placedBy, d.assessmentId, d.source, at, payment?.at ?? at, payment?.paymentId ?? null, payment?.url ?? null,
    ],
  );
  // One statement for every line: a booking's lines arrive together.
  db.write(
    `INSERT INTO booking_lines (booking_id, line_no, service_id, name, location, quantity, unit_price, total_price)
     SELECT $1, l.n, l.service_id, l.name, l.location, l.quantity, l.unit_price, l.total_price
     FROM unnest($2::int[], $3::uuid[], $4::text[], $5::text[], $6::int[], $7::numeric[], $8::numeric[])
       AS l (n, service_id, name, location, quantity, unit_price, total_price)
     ON CONFLICT DO NOTHING`,
    [
      d.bookingId,
      d.lines.map((_, i) => i + 1),
      d.lines.map((l) => l.serviceId),
      d.lines.map((l) => l.name),
      d.lines.map((l) => l.location),
      d.lines.map((l) => l.quantity),
      d.lines.map((l) => pesos(l.unitPriceCentavos)),
      d.lines.map((l) => pesos(l.lineTotalCentavos)),
    ],
  );
  // The booking appeared: its reservations are no longer pending.
  db.write('DELETE FROM pending_reservations WHERE booking_id = $1', [d.bookingId]);
}

/** A seat or a coupon use taken for a booking not (yet) placed. A rebooking's new seat is not pending. */
export function reservationMade(db: BatchClient, bookingId: string, kind: 'seat' | 'coupon', targetId: string, at: string): void {
  db.write(
    `INSERT INTO pending_reservations (booking_id, kind, target_id, reserved_at)
     SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM bookings WHERE id = $1)
     ON CONFLICT DO NOTHING`,
    [bookingId, kind, targetId, at],
  );
}

export function reservationReleased(db: BatchClient, bookingId: string, kind: 'seat' | 'coupon', targetId: string): void {
  db.write('DELETE FROM pending_reservations WHERE booking_id = $1 AND kind = $2 AND target_id = $3', [bookingId, kind, targetId]);
}

/** Follows the seats a booking holds, whatever it holds them for (see `held_seats`). */
export function seatHeld(db: BatchClient, bookingId: string, slotId: string, at: string): void {
  db.write('INSERT INTO held_seats (booking_id, slot_id, reserved_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [bookingId, slotId, at]);
}

export function seatFreed(db: BatchClient, bookingId: string, slotId: string): void {
  db.write('DELETE FROM held_seats WHERE booking_id = $1 AND slot_id = $2', [bookingId, slotId]);
}
