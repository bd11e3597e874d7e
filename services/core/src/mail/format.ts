/**
 * Amounts, dates and times in e-mails, written as the site writes them (spec §9 and
 * web-public/src/format.ts): PHP in en-US writing ('₱1,250.00'), dates 'MMM DD, YYYY',
 * times 'hh:mm A', always Manila time since the work happens there.
 */
const pesoFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PHP' });

/** Centavos (as events carry money) to '₱1,250.00'. */
export const pesos = (centavos: number): string => pesoFormat.format(centavos / 100);

const dateParts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', month: 'short', day: '2-digit', year: 'numeric' });

/** A calendar date 'YYYY-MM-DD' (a slot's day) as 'Mar 07, 2025': a day, never shifted by a zone. */
export function calendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const p = Object.fromEntries(dateParts.formatToParts(new Date(Date.UTC(year, month - 1, day, 4))).map((x) => [x.type, x.value]));
  return `${p.month} ${p.day}, ${p.year}`;
}

/** A wall-clock 'HH:mm' as 'hh:mm AM'. */
export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${String(twelve).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 || h === 24 ? 'AM' : 'PM'}`;
}

/** An instant as 'MMM DD, YYYY hh:mm AM' in Manila. */
export function manilaDateTime(instant: Date | string): string {
  const shifted = new Date(new Date(instant).getTime() + 8 * 3600_000).toISOString();
  return `${calendarDate(shifted.slice(0, 10))} ${clockTime(shifted.slice(11, 16))}`;
}

/** A slot: 'Mar 07, 2025, 08:00 AM - 10:00 AM'. */
export const slotText = (slot: { date: string; startAt: string; endAt: string }): string =>
  `${calendarDate(slot.date)}, ${clockTime(slot.startAt)} - ${clockTime(slot.endAt)}`;

/** An address as e-mails and calendar entries write it: '5B, 12 Mabini St, Poblacion, Makati (Condo)'. */
export const placeText = (a: { apartmentNo: string | null; streetAddress: string; barangay: string; cityName: string; typeOfHome: string }): string =>
  [a.apartmentNo, a.streetAddress, a.barangay, a.cityName].filter(Boolean).join(', ') + ` (${a.typeOfHome})`;
