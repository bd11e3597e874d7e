/**
 * The calendar invites e-mails carry (docs/architecture.md, "Calendar invites"):
 * - to the customer, once the booking is paid: the confirmation (REQUEST), a re-booking
 *   (REQUEST of the same UID with a higher SEQUENCE) and a cancellation (CANCEL);
 * - to each manong or assessor, with their assignment (REQUEST); to a booking's manongs,
 *   a re-booking (REQUEST, same UID, higher SEQUENCE) and a cancellation (CANCEL); to a
 *   manong or assessor taken off by a reassignment, a CANCEL (staffInvites.ts).
 * Rendered from the stream up to the mail's event, like the message itself.
 */
import type { RecordedEvent } from '@app/core/eventstore/port';
import type { PlacedBooking } from '@app/core/bookings/bookingState';
import type { Profile } from '@app/core/accounts/userEvents';
import { assessmentInvite } from '@app/core/calendar/assessmentInvite';
import { bookingIcsName, bookingInvite } from '@app/core/calendar/bookingInvite';
import { renderInvite, type Invite } from '@app/core/calendar/invite';
import type { MailCalendar } from '@app/core/mail/outbox';
import type { EventTemplate } from './templates/index.js';

/** The customer mails that change the customer's calendar entry. */
const CUSTOMER_INVITES: ReadonlySet<EventTemplate> = new Set(['booking-confirmed', 'rebooking-approved', 'cancellation-granted', 'booking-cancelled']);

function attached(invite: Invite, filename: string): MailCalendar {
  if (invite.method === 'PUBLISH') throw new Error('a published calendar file is a download, not an invitation');
  return { method: invite.method, filename, content: renderInvite(invite) };
}

const fullName = (p: Profile) => [p.firstName, p.lastName].filter(Boolean).join(' ');

/** Only a paid booking was ever put in the customer's calendar (the confirmation), so only it is updated or cancelled there. */
export function customerInvite(template: EventTemplate, events: RecordedEvent[], booking: PlacedBooking, publicUrl: string): MailCalendar | undefined {
  if (!CUSTOMER_INVITES.has(template) || booking.paymentStatus !== 'paid') return undefined;
  return attached(bookingInvite(events, { publicUrl, audience: { kind: 'customer' }, delivery: 'mail' }), bookingIcsName(booking.placed.reference));
}

/** `withdrawn`: the manong was taken off the booking (a CANCEL of their entry). */
export function manongInvite(events: RecordedEvent[], booking: PlacedBooking, manong: Profile, publicUrl: string, withdrawn = false): MailCalendar {
  const invite = bookingInvite(events, { publicUrl, audience: { kind: 'manong', name: fullName(manong), email: manong.email, withdrawn }, delivery: 'mail' });
  return attached(invite, bookingIcsName(booking.placed.reference));
}

/** `withdrawn`: the assessor was taken off the visit by the last event (a CANCEL of their entry). */
export function assessorInvite(events: RecordedEvent[], assessor: Profile, publicUrl: string, visitDate: string, withdrawn = false): MailCalendar {
  const invite = assessmentInvite(events, { publicUrl, assessor: { name: fullName(assessor), email: assessor.email }, delivery: 'mail', withdrawn });
  return attached(invite, `assessment-${visitDate}.ics`);
}
