/**
 * Test data for the booking specs: one placed booking and histories that leave it in
 * each work status, so a rule can be checked against every status in one loop.
 */
import type { BookingEvent, BookingEventOf, SlotRef } from './bookingEvents.js';
import type { PlaceBooking } from './decisions/placing.js';
import { WorkStatus } from './workStatus.js';

export const bookingId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const customerId = '0d6f7a3e-2b1c-4c5d-8e9f-1a2b3c4d5e6f';
export const paymentId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
export const secondPaymentId = 'b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
export const manong = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
export const serviceDay = '2026-12-01';
/** 09:00 in Manila on the service day. */
export const onServiceDay = '2026-12-01T01:00:00.000Z';

export const slot: SlotRef = { id: '2026-12-01T08:00', date: serviceDay, startAt: '08:00', endAt: '10:00' };
export const otherSlot: SlotRef = { id: '2026-12-03T13:00', date: '2026-12-03', startAt: '13:00', endAt: '15:00' };
export const thirdSlot: SlotRef = { id: '2026-12-04T08:00', date: '2026-12-04', startAt: '08:00', endAt: '10:00' };

const serviceId = '11111111-2222-4333-8444-555555555555';
const couponId = '22222222-3333-4444-8555-666666666666';

export const place: PlaceBooking = {
  type: 'PlaceBooking',
  bookingId,
  reference: 'K7M2Q9XZ4P',
  customer: { customerId, firstName: 'Ana', middleName: null, lastName: 'Reyes', email: 'ana@example.ph', contactNumber: '+639171234567' },
  address: {
    addressId: null,
    cityId: '33333333-4444-4555-8666-777777777777',
    cityName: 'Makati',
    streetAddress: '12 Mabini St',
    barangay: 'Poblacion',
    typeOfHome: 'Condo',
    contactNumber: null,
    apartmentNo: '5B',
  },
  category: { id: '44444444-5555-4666-8777-888888888888', name: 'Aircon' },
  lines: [{ serviceId, name: 'Aircon cleaning', unitPrice: 750, quantity: 2, location: 'Bedroom' }],
  coupon: { couponId, code: 'SAVE10', isPercentage: true, amount: 10 },
  gateway: 'xendit',
  slot,
  placedBy: 'customer',
  assessmentId: null,
  source: 'Facebook',
};

export const placed: BookingEventOf<'BookingPlaced'> = {
  type: 'BookingPlaced',
  data: {
    bookingId,
    reference: place.reference,
    customer: place.customer,
    address: place.address,
    category: place.category,
    lines: [{ serviceId, name: 'Aircon cleaning', location: 'Bedroom', quantity: 2, unitPriceCentavos: 750_00, lineTotalCentavos: 1500_00 }],
    subTotalCentavos: 1500_00,
    discountCentavos: 150_00,
    totalCentavos: 1350_00,
    coupon: place.coupon,
    gateway: 'xendit',
    slot,
    placedBy: 'customer',
    assessmentId: null,
    source: 'Facebook',
  },
};

const url = `https://checkout.xendit.co/web/${paymentId}`;
export const paymentRequested: BookingEventOf<'PaymentRequested'> = { type: 'PaymentRequested', data: { bookingId, paymentId, gateway: 'xendit', url, amountCentavos: 1350_00 } };
export const paymentSucceeded: BookingEventOf<'PaymentSucceeded'> = { type: 'PaymentSucceeded', data: { bookingId, paymentId, amountCentavos: 1350_00, gatewayReference: 'inv_1' } };
export const paymentExpired: BookingEventOf<'PaymentExpired'> = { type: 'PaymentExpired', data: { bookingId, paymentId } };

export const unpaid: BookingEvent[] = [placed, paymentRequested];
export const paid: BookingEvent[] = [placed, paymentRequested, paymentSucceeded];

export const assigned = (primary = [manong(1), manong(2)], secondary: string[] = []): BookingEventOf<'ManongsAssigned'> => ({
  type: 'ManongsAssigned',
  data: { bookingId, primary, secondary, assignedAt: '2026-11-20T02:00:00.000Z' },
});
export const answered = (n: number, confirmed = true): BookingEvent => ({ type: 'ManongAnswered', data: { bookingId, manongId: manong(n), confirmed } });
export const timedIn = (n: number): BookingEvent => ({ type: 'ManongTimedIn', data: { bookingId, manongId: manong(n), at: onServiceDay } });
export const timedOut = (n: number): BookingEvent => ({ type: 'ManongTimedOut', data: { bookingId, manongId: manong(n), at: '2026-12-01T03:00:00.000Z' } });
export const rebookRequested: BookingEventOf<'RebookRequested'> = { type: 'RebookRequested', data: { bookingId, slot: otherSlot } };
export const cancellationRequested: BookingEventOf<'CancellationRequested'> = { type: 'CancellationRequested', data: { bookingId, reason: 'Moving out', bankAccount: 'BPI 1234-5678-90 Ana Reyes' } };

const onGoing = [...paid, assigned(), answered(1), timedIn(1)];

/** A paid booking's history ending in each work status. */
export const inStatus: Readonly<Record<WorkStatus, BookingEvent[]>> = {
  [WorkStatus.Pending]: paid,
  [WorkStatus.Finished]: [...onGoing, { type: 'BookingCompleted', data: { bookingId, feedback: 'Great work' } }],
  [WorkStatus.Cancelled]: [...paid, { type: 'BookingCancelledByAdmin', data: { bookingId } }],
  [WorkStatus.OnGoing]: onGoing,
  [WorkStatus.Rebooked]: [...paid, { type: 'RebookFulfilled', data: { bookingId, fromSlot: slot, toSlot: thirdSlot, requested: false } }],
  [WorkStatus.RebookPending]: [...paid, rebookRequested],
  [WorkStatus.RequestedCancellation]: [...paid, cancellationRequested],
};

export const allStatuses = Object.values(WorkStatus);
export const closedStatuses: WorkStatus[] = [WorkStatus.Finished, WorkStatus.Cancelled, WorkStatus.OnGoing];
export const openStatuses: WorkStatus[] = [WorkStatus.Pending, WorkStatus.Rebooked, WorkStatus.RebookPending, WorkStatus.RequestedCancellation];
