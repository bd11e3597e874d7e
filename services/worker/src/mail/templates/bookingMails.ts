/**
 * E-mails to a booking's customer. Each is a pure function of the booking as the event
 * left it (the stream folded up to and including the event), so a retry renders the same
 * message whatever happened to the booking since.
 */
import { isTestPayment, type PlacedBooking } from '@app/core/bookings/bookingState';
import { TEST_PAYMENT_TEXT } from '@app/core/payments/testMode';
import type { SlotRef } from '@app/core/bookings/bookingEvents';
import { renderMail, type MailContent, type RenderedMail } from '@app/core/mail/layout';
import { dateTime } from '@app/core/format/dates';
import { pesosOfCentavos } from '@app/core/format/money';
import { placeText, slotText } from '@app/core/mail/format';
import { bookingManongsUrl, manageBookingUrl } from '@app/core/bookings/bookingLinks';

export interface BookingMailContext {
  booking: PlacedBooking;
  /** The event's data and when it happened. */
  data: Record<string, unknown>;
  occurredAt: string;
  /** The event's type (one template serves the two ways a booking is called off). */
  eventType: string;
  publicUrl: string;
}

const name = (b: PlacedBooking) => b.placed.customer.firstName;


const services = (b: PlacedBooking) => b.placed.lines.map((l) => `${l.name}(${l.quantity}) - ${l.location}`).join(', ');

function mail(ctx: BookingMailContext, content: Omit<MailContent, 'greeting'> & { withLink?: boolean }): RenderedMail {
  const { withLink = true, action, ...rest } = content;
  return renderMail({
    greeting: `Hello ${name(ctx.booking)},`,
    ...rest,
    action: action ?? (withLink ? { label: 'View your booking', url: manageBookingUrl(ctx.publicUrl, ctx.booking) } : undefined),
  });
}

const bookingDetails = (b: PlacedBooking, slot: SlotRef = b.slot): [string, string][] => [
  ['Booking ID', b.placed.reference],
  ['Schedule', slotText(slot)],
  ['Services', services(b)],
  ['Address', placeText(b.placed.address)],
];

/**
 * A booking an administrator placed for the customer (the admin booking form, or a booking
 * from their assessment): they did not go through the cart, so this is how they learn of
 * it and of how to pay. The link opens the booking, whose Payment button asks for a fresh
 * checkout (a gateway's own link may have expired by the time they read this).
 */
export function bookingDetailsSent(ctx: BookingMailContext): RenderedMail {
  const b = ctx.booking;
  return mail(ctx, {
    subject: `Your booking details - ${b.placed.reference}`,
    paragraphs: [
      `We have booked ${b.placed.category.name} for you. Here are the details of your booking.`,
      `To confirm it, pay ${pesosOfCentavos(b.placed.totalCentavos)} from your booking's page: open it with the link below and choose Payment.`,
    ],
    details: [...bookingDetails(b), ['Total', pesosOfCentavos(b.placed.totalCentavos)]],
  });
}

/** Manongs were assigned (or reassigned): who is coming is on the public manong page. */
export function manongsAssignedToCustomer(ctx: BookingMailContext): RenderedMail {
  const b = ctx.booking;
  return mail(ctx, {
    subject: `Your manongs - ${b.placed.reference}`,
    paragraphs: [`Our manongs have been assigned to your booking on ${slotText(b.slot)}. See who is coming, and whether they have confirmed, on your booking's manong page.`],
    details: bookingDetails(b),
    action: { label: 'See your manongs', url: bookingManongsUrl(ctx.publicUrl, b) },
  });
}

export function bookingConfirmed(ctx: BookingMailContext): RenderedMail {
  const b = ctx.booking;
  const paid = Number(ctx.data.amountCentavos ?? b.placed.totalCentavos);
  const totals: [string, string][] = [['Sub total', pesosOfCentavos(b.placed.subTotalCentavos)]];
  if (b.placed.discountCentavos > 0) totals.push([`Discount${b.placed.coupon ? ` (${b.placed.coupon.code})` : ''}`, `-${pesosOfCentavos(b.placed.discountCentavos)}`]);
  totals.push(['Total', pesosOfCentavos(b.placed.totalCentavos)], ['Amount paid', pesosOfCentavos(paid)], ['Paid on', dateTime(ctx.occurredAt)], ['Paid with', isTestPayment(b) ? TEST_PAYMENT_TEXT : b.placed.gateway]);
  if (typeof ctx.data.gatewayReference === 'string') totals.push(['Payment reference', ctx.data.gatewayReference]);
  return mail(ctx, {
    subject: `Booking confirmed - ${b.placed.reference}`,
    paragraphs: ['Booking confirmed! - Payment Successful! Thank you for booking with us. Here is your receipt.'],
    details: bookingDetails(b),
    receipt: {
      lines: b.placed.lines.map((l) => ({ description: `${l.name} x ${l.quantity} (${pesosOfCentavos(l.unitPriceCentavos)} each)`, amount: pesosOfCentavos(l.lineTotalCentavos) })),
      totals,
    },
  });
}

export function paymentFailed(ctx: BookingMailContext): RenderedMail {
  const b = ctx.booking;
  return mail(ctx, {
    subject: `Payment failed - ${b.placed.reference}`,
    paragraphs: [
      `Your payment of ${pesosOfCentavos(b.placed.totalCentavos)} for booking ${b.placed.reference} did not go through, so the booking is not paid yet.`,
      'Open your booking to try the payment again.',
    ],
    details: bookingDetails(b),
  });
}

export function rebookingApproved(ctx: BookingMailContext): RenderedMail {
  const b = ctx.booking;
  const from = ctx.data.fromSlot as SlotRef;
  const to = ctx.data.toSlot as SlotRef;
  return mail(ctx, {
    subject: `Re-booking approved - ${b.placed.reference}`,
    paragraphs: [
      ctx.data.requested ? 'Your request to re-book has been approved.' : 'Your booking has been moved to a new schedule.',
      `Previous schedule: ${slotText(from)}.`,
    ],
    details: bookingDetails(b, to),
  });
}

export function rebookingRejected(ctx: BookingMailContext): RenderedMail {
  const b = ctx.booking;
  const asked = ctx.data.slot as SlotRef;
  return mail(ctx, {
    subject: `Re-booking request declined - ${b.placed.reference}`,
    paragraphs: [`Your request to move the booking to ${slotText(asked)} could not be approved. Your booking keeps its schedule.`],
    details: bookingDetails(b),
  });
}

export function cancellationGranted(ctx: BookingMailContext): RenderedMail {
  const b = ctx.booking;
  const refund = b.paymentStatus === 'paid' && b.cancellation ? [`A refund of ${pesosOfCentavos(b.placed.totalCentavos)} will be sent to the bank account you gave.`] : [];
  return mail(ctx, {
    subject: `Cancellation granted - ${b.placed.reference}`,
    paragraphs: ['Your request to cancel the booking has been granted. The booking is now cancelled.', ...refund],
    details: bookingDetails(b),
  });
}

/** Called off by the office (admin cancel) or by the customer (My Bookings' Cancel at Pending). */
export function bookingCancelled(ctx: BookingMailContext): RenderedMail {
  const b = ctx.booking;
  const byCustomer = ctx.eventType === 'BookingCancelledByCustomer';
  const refund = b.paymentStatus === 'paid' ? ['We will contact you about the refund of your payment.'] : [];
  return mail(ctx, {
    subject: `Booking cancelled - ${b.placed.reference}`,
    paragraphs: [byCustomer ? 'You have cancelled your booking. Its schedule has been given up.' : 'Your booking has been cancelled by our office.', ...refund],
    details: bookingDetails(b),
  });
}

export function cancellationDeclined(ctx: BookingMailContext): RenderedMail {
  const b = ctx.booking;
  return mail(ctx, {
    subject: `Cancellation request declined - ${b.placed.reference}`,
    paragraphs: ['Your request to cancel the booking could not be granted. The booking stays on its schedule.'],
    details: bookingDetails(b),
  });
}

export function workPermitConfirmed(ctx: BookingMailContext): RenderedMail {
  const b = ctx.booking;
  return mail(ctx, {
    subject: `Work permit confirmed - ${b.placed.reference}`,
    paragraphs: ['The work permits you uploaded have been checked and confirmed. Our manongs will come as scheduled.'],
    details: bookingDetails(b),
  });
}
