/**
 * Tests read calendar invites back with ical.js (a parser of its own, not the `ics`
 * package that wrote them), so a malformed file or a wrong field fails the test.
 */
import ICAL from 'ical.js';

export interface ParsedInvite {
  method: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  organizer: string | null;
  attendee: string | null;
}

export function parseInvite(text: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  const vevent = events[0]!;
  const event = new ICAL.Event(vevent);
  const text_ = (name: string) => {
    const value = vevent.getFirstPropertyValue(name);
    return value === null ? null : String(value);
  };
  return {
    method: calendar.getFirstPropertyValue('method') as string | null,
    uid: event.uid,
    sequence: event.sequence,
    status: text_('status'),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    summary: event.summary,
    location: event.location,
    description: event.description,
    // The scheme is case-insensitive (RFC 3986); written 'MAILTO:' or 'mailto:'.
    organizer: text_('organizer')?.replace(/^mailto:/i, 'mailto:') ?? null,
    attendee: text_('attendee')?.replace(/^mailto:/i, 'mailto:') ?? null,
  };
}
