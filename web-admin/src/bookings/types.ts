/** The console's booking record is the api's contract (@app/core/contract/adminBookings), not a copy. */
export type { AdminBooking as BookingRecord } from '@app/core/contract/adminBookings';
