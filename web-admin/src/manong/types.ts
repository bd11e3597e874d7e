/** A row of `GET /api/manongs/bookings`: the api's contract. */
export type { ManongJob as ManongBooking } from '@app/core/contract/fieldStaff';
