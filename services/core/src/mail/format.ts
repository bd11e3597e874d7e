/**
 * Slots and addresses as e-mails and calendar entries write them; money and dates come
 * from the shared writers (../format/money.ts, ../format/dates.ts), as on the site.
 */
import { clockTime, dateOnly } from '../format/dates.js';

/** A slot: 'Mar 07, 2025, 08:00 AM - 10:00 AM'. */
export const slotText = (slot: { date: string; startAt: string; endAt: string }): string =>
  `${dateOnly(slot.date)}, ${clockTime(slot.startAt)} - ${clockTime(slot.endAt)}`;

/** An address as e-mails and calendar entries write it: '5B, 12 Mabini St, Poblacion, Makati (Condo)'. */
export const placeText = (a: { apartmentNo: string | null; streetAddress: string; barangay: string; cityName: string; typeOfHome: string }): string =>
  [a.apartmentNo, a.streetAddress, a.barangay, a.cityName].filter(Boolean).join(', ') + ` (${a.typeOfHome})`;
