/**
 * The words of each reminder: an e-mail (the shared layout) for the customer's e-mail
 * kinds, a text message within two GSM-7 segments for the SMS kinds, each with the job's
 * address, time and a link. Pure functions of the booking as it stands when sent.
 */
import type { PlacedBooking } from '@app/core/bookings/bookingState';
import { clockTime, dateOnly } from '@app/core/format/dates';
import { slotText } from '@app/core/mail/format';
import { renderMail, COMPANY, type RenderedMail } from '@app/core/mail/layout';
import type { VisitedAssessment } from '@app/core/reminders/planAssessmentReminders';
import type { ReminderKind } from '@app/core/reminders/reminderKinds';
import { fitSms } from '@app/core/sms/segments';
import { manageBookingUrl } from '@app/core/bookings/bookingLinks';
import { daysBetween, manilaDate, manilaInstant } from '@app/core/schedules/manilaTime';

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');
type Place = PlacedBooking['placed']['address'];
const placeLine = (a: Place) => [a.apartmentNo, a.streetAddress, a.barangay, a.cityName].filter(Boolean).join(', ');
const address = (b: PlacedBooking) => placeLine(b.placed.address);
const services = (b: PlacedBooking) => b.placed.lines.map((l) => l.name).join(', ');
const when = (b: PlacedBooking) => `${dateOnly(b.slot.date)} ${clockTime(b.slot.startAt)}`;
/** The day, said from the moment the message goes out: "today", "tomorrow" or the date. */
function dayFrom(now: Date, date: string): string {
  const days = daysBetween(manilaDate(now), date);
  return days === 0 ? 'today' : days === 1 ? 'tomorrow' : `on ${dateOnly(date)}`;
}

/**
 * When the job is, said from the moment the message goes out rather than from its kind: a
 * 24-hour reminder sent at 04:48 for a 06:50 service is "today", not "tomorrow".
 */
function lead(kind: ReminderKind, b: PlacedBooking, now: Date): string {
  const minutesAhead = (manilaInstant(b.slot.date, b.slot.startAt).getTime() - now.getTime()) / 60_000;
  if (kind.startsWith('customer-2h') && minutesAhead >= 90 && minutesAhead <= 150) return 'in about 2 hours';
  return dayFrom(now, b.slot.date);
}

export function reminderMail(kind: ReminderKind, b: PlacedBooking, publicUrl: string, now: Date): RenderedMail {
  const soon = lead(kind, b, now);
  return renderMail({
    subject: `Reminder: your ${services(b)} ${soon} - ${b.placed.reference}`,
    greeting: `Hello ${b.placed.customer.firstName},`,
    paragraphs: [`This is a reminder that our manongs come ${soon}, ${slotText(b.slot)}. Please make sure someone is home to let them in.`],
    details: [
      ['Booking ID', b.placed.reference],
      ['Schedule', slotText(b.slot)],
      ['Services', services(b)],
      ['Address', address(b)],
    ],
    action: { label: 'View your booking', url: manageBookingUrl(publicUrl, b) },
  });
}

export function reminderSms(kind: ReminderKind, b: PlacedBooking, publicUrl: string, now: Date): string {
  const soon = lead(kind, b, now);
  if (kind === 'customer-24h-sms' || kind === 'customer-2h-sms') {
    return fitSms(`${COMPANY}: reminder, ${services(b)} ${soon} ${when(b)} at ${address(b)}. Ref ${b.placed.reference}.`, { keep: manageBookingUrl(publicUrl, b) });
  }
  const customer = `${b.placed.customer.firstName} ${b.placed.customer.lastName}`;
  const contact = b.placed.address.contactNumber ?? b.placed.customer.contactNumber ?? '';
  return fitSms(`${COMPANY}: job ${soon} ${when(b)}, ${services(b)} for ${customer}${contact ? ` ${contact}` : ''} at ${address(b)}. Ref ${b.placed.reference}.`, {
    keep: `${base(publicUrl)}/manong`,
  });
}

/** An assessor's text: the visit's day and time, what and for whom, the address and their assessments' page. */
export function assessorSms(a: VisitedAssessment, publicUrl: string, now: Date): string {
  const visit = a.visit!;
  const r = a.request;
  const contact = r.contact.contactNumber ?? r.address.contactNumber ?? '';
  return fitSms(
    `${COMPANY}: assessment ${dayFrom(now, visit.date)} ${dateOnly(visit.date)} ${clockTime(visit.time)}, ${r.services.map((x) => x.name).join(', ')} for ${r.contact.firstName} ${r.contact.lastName}${contact ? ` ${contact}` : ''} at ${placeLine(r.address)}.`,
    { keep: `${base(publicUrl)}/assessors/home` },
  );
}
