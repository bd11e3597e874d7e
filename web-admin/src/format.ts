/**
 * The console's money, dates and times: the shared writers of spec §9's formats
 * (@app/core/format), shown in Philippine time whatever the browser's zone, since
 * bookings, slots and coupons are about work done in the Philippines.
 */
import { pesos } from '@app/core/format/money';

export { clockTime as formatTime, dateOnly as formatDate, dateTime as formatDateTime } from '@app/core/format/dates';

export const BUSINESS_TIME_ZONE = 'Asia/Manila';

/** A record's amount in pesos (a number, or numeric text as PostgreSQL sends it); '' when there is none. */
export function formatCurrency(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? pesos(value) : String(amount);
}
