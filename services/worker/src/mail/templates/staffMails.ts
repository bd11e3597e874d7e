/**
 * E-mails to field staff: a manong assigned to a booking, an assessor sent to an
 * assessment. Sent to each person the assignment names, again on every reassignment.
 */
import { isTestPayment, type PlacedBooking } from '@app/core/bookings/bookingState';
import { TEST_PAYMENT_TEXT } from '@app/core/payments/testMode';
import type { AssessmentState } from '@app/core/assessments/assessmentDecider';
import type { Profile } from '@app/core/accounts/userEvents';
import { renderMail, type RenderedMail } from '@app/core/mail/layout';
import { clockTime, dateOnly } from '@app/core/format/dates';
import { placeText, slotText } from '@app/core/mail/format';

type Requested = Extract<AssessmentState, { status: 'requested' }>;
const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** A change to a manong's job their calendar must take: moved, cancelled, or they were taken off it. */
export type ManongJobChange = 'moved' | 'cancelled' | 'unassigned';

const jobChange: Record<ManongJobChange, { subject: string; says: (reference: string) => string }> = {
  moved: { subject: 'Booking moved', says: (r) => `Booking ${r} has a new schedule. Your calendar entry is updated; please open your dashboard to confirm again.` },
  cancelled: { subject: 'Booking cancelled', says: (r) => `Booking ${r} was cancelled: there is no job to go to. Your calendar entry is cancelled.` },
  unassigned: { subject: 'No longer assigned', says: (r) => `You are no longer assigned to booking ${r}. Your calendar entry is cancelled.` },
};

export function manongJobChanged(ctx: { booking: PlacedBooking; manong: Profile; change: ManongJobChange; publicUrl: string }): RenderedMail {
  const b = ctx.booking.placed;
  const words = jobChange[ctx.change];
  return renderMail({
    subject: `${words.subject} - booking ${b.reference}`,
    greeting: `Hello ${ctx.manong.firstName},`,
    paragraphs: [words.says(b.reference)],
    details: [
      ['Booking ID', b.reference],
      ['Schedule', slotText(ctx.booking.slot)],
      ['Address', placeText(b.address)],
    ],
    action: { label: 'Open my assignments', url: `${base(ctx.publicUrl)}/manong` },
  });
}

/** An assessor taken off a visit (reassigned to others): their calendar entry is cancelled. */
export function assessorUnassigned(ctx: { visit: { date: string; time: string }; assessor: Profile; place: string; publicUrl: string }): RenderedMail {
  return renderMail({
    subject: `No longer assigned - assessment ${dateOnly(ctx.visit.date)} ${clockTime(ctx.visit.time)}`,
    greeting: `Hello ${ctx.assessor.firstName},`,
    paragraphs: ['You are no longer assigned to this assessment visit. Your calendar entry is cancelled.'],
    details: [
      ['Date', dateOnly(ctx.visit.date)],
      ['Time', clockTime(ctx.visit.time)],
      ['Address', ctx.place],
    ],
    action: { label: 'Open my assessments', url: `${base(ctx.publicUrl)}/assessors/home` },
  });
}

export function manongAssigned(ctx: { booking: PlacedBooking; manong: Profile; primary: boolean; publicUrl: string }): RenderedMail {
  const b = ctx.booking.placed;
  const customer = [b.customer.firstName, b.customer.lastName].join(' ');
  return renderMail({
    subject: `New assignment - booking ${b.reference}`,
    greeting: `Hello ${ctx.manong.firstName},`,
    paragraphs: [
      `You have been assigned as ${ctx.primary ? 'a primary' : 'an alternative'} manong for booking ${b.reference}.`,
      'Please open your dashboard to confirm or decline.',
    ],
    details: [
      ['Booking ID', b.reference],
      ['Schedule', slotText(ctx.booking.slot)],
      ['Services', b.lines.map((l) => `${l.name}(${l.quantity}) - ${l.location}`).join(', ')],
      ['Address', placeText(b.address)],
      ['Customer', customer],
      ['Contact number', b.address.contactNumber ?? b.customer.contactNumber ?? ''],
      ...(isTestPayment(ctx.booking) ? [['Payment', TEST_PAYMENT_TEXT] as [string, string]] : []),
    ],
    action: { label: 'Open my assignments', url: `${base(ctx.publicUrl)}/manong` },
  });
}

export function assessorAssigned(ctx: { assessment: Requested; assessor: Profile; primary: boolean; publicUrl: string }): RenderedMail {
  const r = ctx.assessment.request;
  const visit = ctx.assessment.visit!;
  return renderMail({
    subject: `New assessment - ${dateOnly(visit.date)} ${clockTime(visit.time)}`,
    greeting: `Hello ${ctx.assessor.firstName},`,
    paragraphs: [`You have been assigned as ${ctx.primary ? 'a primary' : 'an alternative'} assessor for an assessment visit.`, 'Please open your dashboard to confirm or decline.'],
    details: [
      ['Date', dateOnly(visit.date)],
      ['Time', clockTime(visit.time)],
      ['Category', r.category.name],
      ['Services', r.services.map((s) => s.name).join(', ')],
      ['Address', placeText(r.address)],
      ['Contact', `${r.contact.firstName} ${r.contact.lastName}`],
      ['Contact number', r.contact.contactNumber ?? r.address.contactNumber ?? ''],
    ],
    action: { label: 'Open my assessments', url: `${base(ctx.publicUrl)}/assessors/home` },
  });
}
