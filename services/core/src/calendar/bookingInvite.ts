/**
 * A booking as a calendar entry, for its customer or for a manong assigned to it, folded
 * from the booking's stream (up to the event that calls for it, for an e-mail):
 *
 * - UID `booking-<uuid>@<public host>`: one event per booking, in every calendar it is in;
 * - SEQUENCE: the re-bookings so far, plus one once cancelled (a manong's: plus the
 *   reassignments, staffSequence). It follows from the events
 *   alone, so it is the same after a rebuild and grows with every change the recipient's
 *   calendar must take (a moved date, a cancellation);
 * - the slot's start and end in Manila, as instants;
 * - method: by e-mail a REQUEST, a CANCEL once the booking is called off; a download PUBLISH.
 */
import type { RecordedEvent } from '../eventstore/port.js';
import { manageBookingUrl } from '../bookings/bookingLinks.js';
import { foldBooking, type PlacedBooking } from '../bookings/bookingState.js';
import { WorkStatus } from '../bookings/workStatus.js';
import { COMPANY } from '../mail/layout.js';
import { placeText } from '../mail/format.js';
import { manilaInstant } from '../schedules/manilaTime.js';
import { inviteUid, type Invite } from './invite.js';

export type Delivery = 'mail' | 'download';
/** `withdrawn`: a manong taken off the booking, whose entry is cancelled while the booking stands. */
export type InviteAudience = { kind: 'customer' } | { kind: 'manong'; name: string; email: string; withdrawn?: boolean };

type Stamped = Pick<RecordedEvent, 'type' | 'data' | 'metadata'>;

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** The address a mail is sent from: the calendar entry's organizer. */
export const organizerOf = (publicUrl: string) => ({ name: COMPANY, email: `no-reply@${new URL(publicUrl).hostname}` });

/** Re-bookings so far, and one more once cancelled: each is a change a calendar must take. */
export function bookingSequence(events: readonly Pick<RecordedEvent, 'type'>[]): number {
  const moves = events.filter((e) => e.type === 'RebookFulfilled').length;
  const cancelled = events.some((e) => e.type === 'CancellationAccepted' || e.type === 'BookingCancelledByAdmin' || e.type === 'BookingCancelledByCustomer');
  return moves + (cancelled ? 1 : 0);
}

/**
 * A manong's entry changes with the booking's, and with every reassignment too (a manong
 * taken off gets a CANCEL, one put back a REQUEST): each must outrank what they got last.
 */
export function staffSequence(events: readonly Pick<RecordedEvent, 'type'>[]): number {
  return bookingSequence(events) + Math.max(0, events.filter((e) => e.type === 'ManongsAssigned').length - 1);
}

/** A booking has a calendar entry once it is paid (confirmed), until it is finished. */
export const hasCalendarEntry = (b: PlacedBooking): boolean => b.paymentStatus === 'paid' && b.workStatus !== WorkStatus.Finished;

export function bookingInvite(events: readonly Stamped[], options: { publicUrl: string; audience: InviteAudience; delivery: Delivery }): Invite {
  const state = foldBooking(events);
  if (state.status !== 'placed') throw new Error('a booking that was never placed has no calendar entry');
  const b = state.placed;
  const cancelled = state.workStatus === WorkStatus.Cancelled || (options.audience.kind === 'manong' && options.audience.withdrawn === true);
  const services = b.lines.map((l) => `${l.name}(${l.quantity}) - ${l.location}`).join(', ');
  const customer = { name: [b.customer.firstName, b.customer.lastName].join(' '), email: b.customer.email };
  const forCustomer = options.audience.kind === 'customer';
  const url = forCustomer ? manageBookingUrl(options.publicUrl, state) : `${base(options.publicUrl)}/manong`;
  const contact = b.address.contactNumber ?? b.customer.contactNumber;
  const description = [
    `Services: ${services}`,
    `Booking ID: ${b.reference}`,
    ...(forCustomer ? [] : [`Customer: ${customer.name}${contact ? `, ${contact}` : ''}`]),
    `${forCustomer ? 'Your booking' : 'Your assignments'}: ${url}`,
  ].join('\n');
  return {
    uid: inviteUid('booking', b.bookingId, options.publicUrl),
    sequence: forCustomer ? bookingSequence(events) : staffSequence(events),
    method: options.delivery === 'download' ? 'PUBLISH' : cancelled ? 'CANCEL' : 'REQUEST',
    cancelled,
    start: manilaInstant(state.slot.date, state.slot.startAt),
    end: manilaInstant(state.slot.date, state.slot.endAt),
    stamp: new Date(events.at(-1)!.metadata.occurredAt),
    title: forCustomer ? `${b.category.name} - ${COMPANY} (${b.reference})` : `Job: ${b.category.name} at ${b.address.cityName} (${b.reference})`,
    description,
    location: placeText(b.address),
    url,
    organizer: organizerOf(options.publicUrl),
    attendee: options.audience.kind === 'customer' ? customer : { name: options.audience.name, email: options.audience.email },
  };
}

/** The file name a booking's .ics is offered under. */
export const bookingIcsName = (reference: string) => `booking-${reference}.ics`;
