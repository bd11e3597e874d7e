/** BookingPlaced as rows, and the reservations a booking makes before it appears. */
import type { BookingPlaced } from '@app/core/bookings/bookingEvents';
import { PLANNED_EACH_RUN } from '@app/core/db/preparingClient';
import type { BatchClient } from '../../batchClient.js';
import { insertPayments, type Dated, type Requested } from './lifecycle.js';
import { pesos, slotInstant } from './rowValues.js';

/**
 * A booking as its BookingPlaced left it, with its first payment request when that is the
 * booking's next event in the same batch: the row is then written with it (the
 * projection's handleBatch) instead of updated right after.
 */
export interface Placement extends Dated<BookingPlaced> {
  firstRequest?: Dated<Requested>;
}

const nameOf = (c: BookingPlaced['customer']) => [c.firstName, c.middleName, c.lastName].filter(Boolean).join(' ');

/** The columns a placement writes, each with its SQL type and its value: the INSERT below unnests one array per column. */
const PLACED_COLUMNS: readonly [column: string, type: string, value: (p: Placement) => unknown][] = [
  ['id', 'uuid', (p) => p.data.bookingId],
  ['reference', 'text', (p) => p.data.reference],
  ['customer_id', 'uuid', (p) => p.data.customer.customerId],
  ['customer_first_name', 'text', (p) => p.data.customer.firstName],
  ['customer_middle_name', 'text', (p) => p.data.customer.middleName],
  ['customer_last_name', 'text', (p) => p.data.customer.lastName],
  ['customer_name', 'text', (p) => nameOf(p.data.customer)],
  ['customer_email', 'text', (p) => p.data.customer.email],
  ['customer_contact_number', 'text', (p) => p.data.customer.contactNumber],
  ['address_id', 'uuid', (p) => p.data.address.addressId],
  ['address_city_id', 'uuid', (p) => p.data.address.cityId],
  ['address_city_name', 'text', (p) => p.data.address.cityName],
  ['address_street', 'text', (p) => p.data.address.streetAddress],
  ['address_barangay', 'text', (p) => p.data.address.barangay],
  ['address_type_of_home', 'text', (p) => p.data.address.typeOfHome],
  ['address_contact_number', 'text', (p) => p.data.address.contactNumber],
  ['address_apartment_no', 'text', (p) => p.data.address.apartmentNo],
  ['category_id', 'uuid', (p) => p.data.category.id],
  ['category_name', 'text', (p) => p.data.category.name],
  ['slot_id', 'text', (p) => p.data.slot.id],
  ['when_at', 'timestamptz', (p) => slotInstant(p.data.slot)],
  ['sub_total', 'numeric', (p) => pesos(p.data.subTotalCentavos)],
  ['discount', 'numeric', (p) => pesos(p.data.discountCentavos)],
  ['total', 'numeric', (p) => pesos(p.data.totalCentavos)],
  ['coupon_id', 'uuid', (p) => p.data.coupon?.couponId ?? null],
  ['coupon_code', 'text', (p) => p.data.coupon?.code ?? null],
  ['gateway', 'text', (p) => p.data.gateway],
  ['placed_by', 'text', (p) => p.data.placedBy],
  ['assessment_id', 'uuid', (p) => p.data.assessmentId],
  ['source', 'text', (p) => p.data.source],
  ['created_at', 'timestamptz', (p) => p.at],
  ['updated_at', 'timestamptz', (p) => p.firstRequest?.at ?? p.at],
  ['current_payment_id', 'uuid', (p) => p.firstRequest?.data.paymentId ?? null],
  ['payment_url', 'text', (p) => p.firstRequest?.data.url ?? null],
];

const INSERT_PLACED = `INSERT INTO bookings (${PLACED_COLUMNS.map(([c]) => c).join(', ')}, work_status, payment_status)
  SELECT p.*, 0, 'unpaid' FROM unnest(${PLACED_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) AS p
  ON CONFLICT (id) DO NOTHING`;

/**
 * The rows of bookings placed: a batch's placements in four statements whatever their
 * number (the bookings, their lines, their first payments, and their pending reservations
 * gone). One INSERT per booking cost a statement and a run of the page-bucket triggers
 * (bookingList/pageBuckets.ts) each. With the paid updates and held seats also written per batch
 * (projection.ts), replaying 1,500 bench-like bookings in batches of six cost the
 * projection's PostgreSQL backend 0.49 ms of CPU per booking instead of 0.71.
 */
export function insertPlaced(db: BatchClient, placements: readonly Placement[]): void {
  db.write(
    INSERT_PLACED,
    PLACED_COLUMNS.map(([, , value]) => placements.map(value)),
  );
  const lines = placements.flatMap((p) => p.data.lines.map((line, i) => ({ bookingId: p.data.bookingId, n: i + 1, line })));
  db.write(
    `INSERT INTO booking_lines (booking_id, line_no, service_id, name, location, quantity, unit_price, total_price)
     SELECT * FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::text[], $5::text[], $6::int[], $7::numeric[], $8::numeric[])
     ON CONFLICT DO NOTHING`,
    [
      lines.map((l) => l.bookingId),
      lines.map((l) => l.n),
      lines.map((l) => l.line.serviceId),
      lines.map((l) => l.line.name),
      lines.map((l) => l.line.location),
      lines.map((l) => l.line.quantity),
      lines.map((l) => pesos(l.line.unitPriceCentavos)),
      lines.map((l) => pesos(l.line.lineTotalCentavos)),
    ],
  );
  insertPayments(db, placements.flatMap((p) => (p.firstRequest ? [p.firstRequest] : [])));
  // The bookings appeared: their reservations are no longer pending.
  db.write('DELETE FROM pending_reservations WHERE booking_id = ANY($1::uuid[])', [placements.map((p) => p.data.bookingId)]);
}

/** A seat or a coupon use taken for a booking not (yet) placed. A rebooking's new seat is not pending. */
export interface PendingReservation {
  bookingId: string;
  kind: 'seat' | 'coupon';
  targetId: string;
  at: string;
}

/** Pending reservations, several in one statement. */
export function reservationsMade(db: BatchClient, reservations: readonly PendingReservation[]): void {
  if (reservations.length === 0) return;
  db.write(
    `${PLANNED_EACH_RUN}INSERT INTO pending_reservations (booking_id, kind, target_id, reserved_at)
     SELECT r.* FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[]) AS r (booking_id, kind, target_id, reserved_at)
      WHERE NOT EXISTS (SELECT 1 FROM bookings WHERE id = r.booking_id)
     ON CONFLICT DO NOTHING`,
    [reservations.map((r) => r.bookingId), reservations.map((r) => r.kind), reservations.map((r) => r.targetId), reservations.map((r) => r.at)],
  );
}

export function reservationReleased(db: BatchClient, bookingId: string, kind: 'seat' | 'coupon', targetId: string): void {
  db.write('DELETE FROM pending_reservations WHERE booking_id = $1 AND kind = $2 AND target_id = $3', [bookingId, kind, targetId]);
}

/** The seat a SeatReserved took: the slot's id and the booking's. */
export interface SeatData {
  id: string;
  bookingId: string;
}

/** Follows the seats bookings hold, whatever they hold them for (see `held_seats`): several in one statement. */
export function seatsHeld(db: BatchClient, seats: readonly Dated<SeatData>[]): void {
  if (seats.length === 0) return;
  db.write(
    `INSERT INTO held_seats (booking_id, slot_id, reserved_at)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) ON CONFLICT DO NOTHING`,
    [seats.map((s) => s.data.bookingId), seats.map((s) => s.data.id), seats.map((s) => s.at)],
  );
}

export function seatFreed(db: BatchClient, bookingId: string, slotId: string): void {
  db.write('DELETE FROM held_seats WHERE booking_id = $1 AND slot_id = $2', [bookingId, slotId]);
}
