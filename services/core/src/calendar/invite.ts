/**
 * One calendar event as an iCalendar text (RFC 5545, with the RFC 5546 METHOD of how it is
 * sent) and as a Google Calendar link. Built with the `ics` package; the callers decide what
 * the event is (bookingInvite.ts, assessmentInvite.ts).
 *
 * - `uid` names the event for good: a later REQUEST with the same UID and a higher SEQUENCE
 *   moves it in the recipient's calendar, a CANCEL with it removes it.
 * - Times are instants written in UTC (`...Z`): calendars show them in the reader's zone,
 *   and Manila has no daylight saving that a TZID would have to carry.
 * - `stamp` (DTSTAMP) is the time of the event that called for the invite, so rendering the
 *   same invite again gives the same text.
 */
import { createEvent, type EventAttributes } from 'ics';

/** REQUEST and CANCEL go by e-mail; PUBLISH is a file a person adds to their calendar themselves. */
export type InviteMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export interface Invite {
  uid: string;
  sequence: number;
  method: InviteMethod;
  cancelled: boolean;
  start: Date;
  end: Date;
  stamp: Date;
  title: string;
  description: string;
  location: string;
  url: string;
  /** Who sends it (the company's no-reply address) and who it is for. */
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

export const INVITE_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const PRODUCT_ID = '-//Home Repair Services//Bookings//EN';

/** A stable UID: the kind and id of what is booked, at the company's domain. */
export const inviteUid = (kind: 'booking' | 'assessment', id: string, publicUrl: string) => `${kind}-${id}@${new URL(publicUrl).hostname}`;

/** Quotes and line breaks would break a CN parameter; names are typed by people. */
const paramSafe = (text: string) => text.replace(/["\r\n;:]/g, ' ').trim();

export function renderInvite(invite: Invite): string {
  const utc = { startInputType: 'utc', startOutputType: 'utc', endInputType: 'utc', endOutputType: 'utc' } as const;
  // DTSTAMP: `ics` takes `timestamp` (its schema has it) but its types leave it out.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: PRODUCT_ID,
    method: invite.method,
    uid: invite.uid,
    sequence: invite.sequence,
    timestamp: invite.stamp.getTime(),
    start: invite.start.getTime(),
    end: invite.end.getTime(),
    ...utc,
    title: invite.title,
    description: invite.description,
    location: invite.location,
    url: invite.url,
    status: invite.cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: paramSafe(invite.organizer.name), email: invite.organizer.email },
    // Answers are given on the site (a manong's Confirm), never by a calendar's reply.
    attendees: [{ name: paramSafe(invite.attendee.name), email: invite.attendee.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`calendar invite ${invite.uid}: ${error?.message ?? 'not rendered'}`);
  return value;
}

/** Google Calendar's "add event" link: times in UTC basic format (20261201T000000Z). */
export function googleCalendarUrl(invite: Pick<Invite, 'title' | 'start' | 'end' | 'description' | 'location'>): string {
  const basic = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: invite.title,
    dates: `${basic(invite.start)}/${basic(invite.end)}`,
    details: invite.description,
    location: invite.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
