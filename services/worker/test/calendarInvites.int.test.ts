/**
 * Calendar invites in e-mails, delivered to a real SMTP server and read back: mailparser
 * finds the .ics, ical.js parses it. The confirmation carries a REQUEST, a re-booking an
 * update of the same event (same UID, higher SEQUENCE), a cancellation a CANCEL; manongs and
 * assessors get their job's entry with the assignment. Times are the slot's in Manila.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment, ParsedMail } from 'mailparser';
import { assessmentStreamId } from '@app/core/assessments/assessmentEvents';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { otherSlot, slot } from '@app/core/bookings/bookingFixtures';
import { manilaInstant } from '@app/core/schedules/manilaTime';
import { parseInvite, type ParsedInvite } from '@app/core/testing/parseInvite';
import { placePaidBooking, registerStaff } from './support/events.js';
import { startMailRun, type MailRun } from './support/mailRun.js';

let run: MailRun;
beforeAll(async () => {
  run = await startMailRun();
});
afterAll(async () => {
  await run?.close();
});

const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text;

/** The attached file (application/ics, named) and the invitation part (text/calendar with its method). */
function inviteOf(mail: ParsedMail): { file: Attachment; part: Attachment; ics: ParsedInvite } {
  const file = mail.attachments.find((a) => a.contentType === 'application/ics');
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
  if (!file || !part) throw new Error(`"${mail.subject}" has no invite: ${mail.attachments.map((a) => a.contentType).join(', ') || 'no attachments'}`);
  expect(file.content.toString('utf8')).toBe(part.content.toString('utf8'));
  return { file, part, ics: parseInvite(file.content.toString('utf8')) };
}

describe('the customer\'s calendar entry follows the booking', () => {
  let bookingId: string;
  let reference: string;
  let first: ParsedInvite;

  beforeAll(async () => {
    ({ bookingId, reference } = await placePaidBooking(run.store, 1, 'ana@example.ph'));
    const [confirmed, ...more] = await run.mailsFor(await run.store.readStream(bookingStreamId(bookingId)));
    expect(more).toEqual([]);
    expect(confirmed!.subject).toBe(`Booking confirmed - ${reference}`);
    const { file, part, ics } = inviteOf(confirmed!);
    expect(file.filename).toBe(`booking-${reference}.ics`);
    expect(part.contentType).toBe('text/calendar');
    expect(String(part.headers.get('content-type') && (part.headers.get('content-type') as { params: Record<string, string> }).params.method)).toBe('REQUEST');
    first = ics;
  });

  it('the confirmation invites: REQUEST, the booking\'s UID, the slot in Manila, the service address, the booking\'s link', () => {
    expect(first.method).toBe('REQUEST');
    expect(first.uid).toBe(`booking-${bookingId}@homerepair.example.ph`);
    expect(first.sequence).toBe(0);
    expect(first.start.getTime()).toBe(manilaInstant(slot.date, slot.startAt).getTime());
    expect(first.end.getTime()).toBe(manilaInstant(slot.date, slot.endAt).getTime());
    expect(first.start.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(first.location).toBe('5B, 12 Mabini St, Poblacion, Makati (Condo)');
    expect(first.description).toContain(`Booking ID: ${reference}`);
    expect(first.description).toContain('Services: Aircon cleaning(2) - Bedroom');
    expect(first.description).toContain(`/booking-management/email=ana%40example.ph&bookingId=${reference}`);
    expect(first.attendee).toBe('mailto:ana@example.ph');
  });

  it('a re-booking updates the same event (same UID, higher SEQUENCE, the new slot); a declined request sends no invite', async () => {
    const [approved] = await run.mailsOf(bookingStreamId(bookingId), [
      { type: 'RebookRequested', data: { bookingId, slot: otherSlot } },
      { type: 'RebookFulfilled', data: { bookingId, fromSlot: slot, toSlot: otherSlot, requested: true } },
    ]);
    const { ics } = inviteOf(approved!);
    expect(ics.method).toBe('REQUEST');
    expect(ics.uid).toBe(first.uid);
    expect(ics.sequence).toBeGreaterThan(first.sequence);
    expect(ics.start.getTime()).toBe(manilaInstant(otherSlot.date, otherSlot.startAt).getTime());
    expect(ics.end.toISOString()).toBe('2026-12-03T07:00:00.000Z');

    const [rejected] = await run.mailsOf(bookingStreamId(bookingId), [
      { type: 'RebookRequested', data: { bookingId, slot } },
      { type: 'RebookRejected', data: { bookingId, slot } },
    ]);
    expect(rejected!.subject).toContain('Re-booking request declined');
    expect(rejected!.attachments).toEqual([]);
  });

  it('cancelling sends METHOD:CANCEL for the same UID with a still higher SEQUENCE', async () => {
    const [cancelled] = await run.mailsOf(bookingStreamId(bookingId), [{ type: 'BookingCancelledByAdmin', data: { bookingId } }]);
    expect(cancelled!.subject).toBe(`Booking cancelled - ${reference}`);
    expect(cancelled!.text).toContain('cancelled by our office');
    const { ics } = inviteOf(cancelled!);
    expect(ics.method).toBe('CANCEL');
    expect(ics.status).toBe('CANCELLED');
    expect(ics.uid).toBe(first.uid);
    expect(ics.sequence).toBe(2);
  });

  it('a granted cancellation request cancels the entry too', async () => {
    const other = await placePaidBooking(run.store, 2);
    await run.mailsFor(await run.store.readStream(bookingStreamId(other.bookingId)));
    const [granted] = await run.mailsOf(bookingStreamId(other.bookingId), [
      { type: 'CancellationRequested', data: { bookingId: other.bookingId, reason: 'moving out', bankAccount: 'BPI 1234' } },
      { type: 'CancellationAccepted', data: { bookingId: other.bookingId } },
    ]);
    expect(inviteOf(granted!).ics).toMatchObject({ method: 'CANCEL', uid: `booking-${other.bookingId}@homerepair.example.ph`, sequence: 1 });
  });
});

describe('field staff get their job\'s entry with the assignment', () => {
  it('each assigned manong: a REQUEST naming them, the booking\'s slot and address', async () => {
    const jose = randomUUID();
    await registerStaff(run.store, jose, 'Jose', 'jose@example.ph', 'manong');
    const { bookingId, reference } = await placePaidBooking(run.store, 3);
    await run.mailsFor(await run.store.readStream(bookingStreamId(bookingId)));
    const mails = await run.mailsOf(bookingStreamId(bookingId), [{ type: 'ManongsAssigned', data: { bookingId, primary: [jose], secondary: [], assignedAt: '2026-11-21T00:00:00.000Z' } }]);
    const { file, ics } = inviteOf(mails.find((m) => to(m) === 'jose@example.ph')!);
    expect(file.filename).toBe(`booking-${reference}.ics`);
    expect(ics).toMatchObject({ method: 'REQUEST', uid: `booking-${bookingId}@homerepair.example.ph`, attendee: 'mailto:jose@example.ph', location: '5B, 12 Mabini St, Poblacion, Makati (Condo)' });
    expect(ics.start.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(ics.description).toContain('Your assignments: https://homerepair.example.ph/manong');
    // The customer's "your manongs" mail changes nothing in their calendar.
    expect(mails.find((m) => to(m) === 'customer3@example.ph')!.attachments).toEqual([]);
  });

  it('each assessor: the visit at its Manila time, an hour long; a new visit updates the same entry', async () => {
    const maria = randomUUID();
    await registerStaff(run.store, maria, 'Maria', 'maria@example.ph', 'assessor');
    const assessmentId = randomUUID();
    const address = { addressId: null, cityId: randomUUID(), cityName: 'Pasig', streetAddress: '3 Rizal Ave', barangay: 'Kapitolyo', typeOfHome: 'House', contactNumber: '+639181112222', apartmentNo: null };
    const request = { assessmentId, contact: { customerId: null, firstName: 'Lito', lastName: 'Cruz', contactNumber: '+639181112222', email: 'lito@example.ph' }, category: { id: randomUUID(), name: 'Electrical' }, services: [{ serviceId: null, name: 'Rewiring' }], address, preferredDate: null };
    const mails = await run.mailsOf(assessmentStreamId(assessmentId), [
      { type: 'AssessmentRequested', data: request },
      { type: 'AssessorsAssigned', data: { assessmentId, primary: [maria], secondary: [], date: '2026-12-05', time: '14:30' } },
    ]);
    const { file, ics } = inviteOf(mails.find((m) => to(m) === 'maria@example.ph')!);
    expect(file.filename).toBe('assessment-2026-12-05.ics');
    expect(ics).toMatchObject({ method: 'REQUEST', uid: `assessment-${assessmentId}@homerepair.example.ph`, sequence: 0, location: '3 Rizal Ave, Kapitolyo, Pasig (House)' });
    expect(ics.start.toISOString()).toBe('2026-12-05T06:30:00.000Z');
    expect(ics.end.toISOString()).toBe('2026-12-05T07:30:00.000Z');
    const moved = await run.mailsOf(assessmentStreamId(assessmentId), [{ type: 'AssessorsAssigned', data: { assessmentId, primary: [maria], secondary: [], date: '2026-12-06', time: '09:00' } }]);
    const update = inviteOf(moved.find((m) => to(m) === 'maria@example.ph')!).ics;
    expect(update).toMatchObject({ uid: ics.uid, sequence: 1 });
    expect(update.start.toISOString()).toBe('2026-12-06T01:00:00.000Z');
  });
});

describe('field staff’s entries follow their jobs: moved, cancelled, or taken off', () => {
  const staffMail = (mails: ParsedMail[], email: string) => {
    const found = mails.filter((m) => to(m) === email);
    expect(found).toHaveLength(1);
    return { mail: found[0]!, ics: inviteOf(found[0]!).ics };
  };

  it('manongs: a re-booking updates each one’s entry, a reassignment cancels it for the one taken off, a cancellation for the rest', async () => {
    const [lito, pedro] = [randomUUID(), randomUUID()];
    await registerStaff(run.store, lito, 'Lito', 'lito.m@example.ph', 'manong');
    await registerStaff(run.store, pedro, 'Pedro', 'pedro.m@example.ph', 'manong');
    const { bookingId, reference } = await placePaidBooking(run.store, 4);
    await run.mailsFor(await run.store.readStream(bookingStreamId(bookingId)));
    const assigned = await run.mailsOf(bookingStreamId(bookingId), [{ type: 'ManongsAssigned', data: { bookingId, primary: [lito], secondary: [pedro], assignedAt: '2026-11-21T00:00:00.000Z' } }]);
    const first = staffMail(assigned, 'lito.m@example.ph').ics;
    expect(first).toMatchObject({ method: 'REQUEST', uid: `booking-${bookingId}@homerepair.example.ph`, sequence: 0 });

    const moved = await run.mailsOf(bookingStreamId(bookingId), [{ type: 'RebookFulfilled', data: { bookingId, fromSlot: slot, toSlot: otherSlot, requested: false } }]);
    for (const email of ['lito.m@example.ph', 'pedro.m@example.ph']) {
      const { mail, ics } = staffMail(moved, email);
      expect(mail.subject).toBe(`Booking moved - booking ${reference}`);
      expect(ics).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1 });
      expect(ics.start.getTime()).toBe(manilaInstant(otherSlot.date, otherSlot.startAt).getTime());
    }

    // Lito taken off: a CANCEL for him, above his last SEQUENCE; Pedro (kept) gets his assignment again.
    const reassigned = await run.mailsOf(bookingStreamId(bookingId), [{ type: 'ManongsAssigned', data: { bookingId, primary: [pedro], secondary: [], assignedAt: '2026-11-22T00:00:00.000Z' } }]);
    const off = staffMail(reassigned, 'lito.m@example.ph');
    expect(off.mail.subject).toBe(`No longer assigned - booking ${reference}`);
    expect(off.ics).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: first.uid, sequence: 2, attendee: 'mailto:lito.m@example.ph' });
    const kept = staffMail(reassigned, 'pedro.m@example.ph').ics;
    expect(kept).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 2 });

    const cancelled = await run.mailsOf(bookingStreamId(bookingId), [{ type: 'BookingCancelledByAdmin', data: { bookingId } }]);
    expect(cancelled.filter((m) => to(m) === 'lito.m@example.ph')).toEqual([]);
    const last = staffMail(cancelled, 'pedro.m@example.ph');
    expect(last.mail.subject).toBe(`Booking cancelled - booking ${reference}`);
    expect(last.ics).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: first.uid, sequence: 3 });
  });

  it('assessors: the one taken off by a reassignment gets a CANCEL of the visit they had, above their last SEQUENCE', async () => {
    const [rosa, nena] = [randomUUID(), randomUUID()];
    await registerStaff(run.store, rosa, 'Rosa', 'rosa.a@example.ph', 'assessor');
    await registerStaff(run.store, nena, 'Nena', 'nena.a@example.ph', 'assessor');
    const assessmentId = randomUUID();
    const address = { addressId: null, cityId: randomUUID(), cityName: 'Pasig', streetAddress: '3 Rizal Ave', barangay: 'Kapitolyo', typeOfHome: 'House', contactNumber: '+639181112222', apartmentNo: null };
    const request = { assessmentId, contact: { customerId: null, firstName: 'Lito', lastName: 'Cruz', contactNumber: '+639181112222', email: 'lito.c@example.ph' }, category: { id: randomUUID(), name: 'Electrical' }, services: [{ serviceId: null, name: 'Rewiring' }], address, preferredDate: null };
    const sent = await run.mailsOf(assessmentStreamId(assessmentId), [
      { type: 'AssessmentRequested', data: request },
      { type: 'AssessorsAssigned', data: { assessmentId, primary: [rosa], secondary: [], date: '2026-12-05', time: '14:30' } },
    ]);
    const first = staffMail(sent, 'rosa.a@example.ph').ics;
    const reassigned = await run.mailsOf(assessmentStreamId(assessmentId), [{ type: 'AssessorsAssigned', data: { assessmentId, primary: [nena], secondary: [], date: '2026-12-06', time: '09:00' } }]);
    const off = staffMail(reassigned, 'rosa.a@example.ph');
    expect(off.mail.subject).toBe('No longer assigned - assessment Dec 05, 2026 02:30 PM');
    expect(off.ics).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: first.uid, sequence: 1 });
    expect(off.ics.start.toISOString()).toBe('2026-12-05T06:30:00.000Z');
    expect(staffMail(reassigned, 'nena.a@example.ph').ics).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1 });
  });
});
