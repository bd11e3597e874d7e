/**
 * Every e-mail, rendered from real streams and delivered to a real SMTP server, then read
 * back with mailparser: subject, plain and HTML parts, PHP amounts and Manila times as the
 * site writes them. Also: a job run twice sends once, and set-password mails written by a
 * request go out through the same path.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { sendSetPasswordLink } from '@app/core/accounts/setPasswordMail';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { otherSlot, placed, thirdSlot } from '@app/core/bookings/bookingFixtures';
import { assessmentStreamId } from '@app/core/assessments/assessmentEvents';
import type { EventStore } from '@app/core/eventstore';
import type { TestDatabase } from '@app/core/testing/testDatabase';
import { processMailJob, type MailWorkerDeps } from '../src/mail/mailWorker.js';
import { OUTBOX_JOB } from '../src/mail/outboxRelay.js';
import { placePaidBooking, registerStaff } from './support/events.js';
import { mailJobs, PUBLIC_URL, startMailRun, type MailRun } from './support/mailRun.js';
import type { SmtpSink } from './support/smtpSink.js';

let run: MailRun;
let db: TestDatabase;
let store: EventStore;
let smtp: SmtpSink;
let deps: MailWorkerDeps;

beforeAll(async () => {
  run = await startMailRun();
  ({ db, store, smtp, deps } = run);
});
afterAll(async () => {
  await run?.close();
});

const mailsOf = (streamId: string, events: { type: string; data: unknown }[]) => run.mailsOf(streamId, events);

const text = (m: ParsedMail) => m.text ?? '';
const html = (m: ParsedMail) => (typeof m.html === 'string' ? m.html : '');
const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text;

describe('booking e-mails to the customer', () => {
  let bookingId: string;
  let reference: string;
  let confirmed: ParsedMail;

  beforeAll(async () => {
    const before = smtp.mails.length;
    ({ bookingId, reference } = await placePaidBooking(store, 1, 'ana@example.ph'));
    const events = await store.readStream(bookingStreamId(bookingId));
    for (const job of mailJobs(events)) await processMailJob(deps, job);
    expect(smtp.mails.length - before).toBe(1);
    confirmed = smtp.mails.at(-1)!;
  });

  it('booking confirmed: a receipt with PHP amounts, the Manila schedule and a link to the booking', () => {
    expect(to(confirmed)).toBe('ana@example.ph');
    expect(confirmed.subject).toBe(`Booking confirmed - ${reference}`);
    for (const part of [text(confirmed), html(confirmed)]) {
      expect(part).toContain('Booking confirmed! - Payment Successful!');
      expect(part).toContain('Aircon cleaning x 2 (₱750.00 each)');
      expect(part).toContain('₱1,500.00');
      expect(part).toContain('-₱150.00');
      expect(part).toContain('₱1,350.00');
      expect(part).toContain('Dec 01, 2026, 08:00 AM - 10:00 AM');
      // occurredAt 06:30 UTC is 02:30 PM in Manila.
      expect(part).toContain('Nov 20, 2026 02:30 PM');
    }
    const link = `${PUBLIC_URL}/booking-management/email=ana%40example.ph&bookingId=${reference}`;
    expect(text(confirmed)).toContain(`View your booking: ${link}`);
    expect(html(confirmed)).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(html(confirmed)).toContain('<table');
    expect(confirmed.messageId).toMatch(/^<[0-9a-f-]{36}@homerepair\.example\.ph>$/);
  });

  it('payment failed', async () => {
    const [mail] = await mailsOf(bookingStreamId(bookingId), [{ type: 'PaymentFailed', data: { bookingId, paymentId: randomUUID() } }]);
    expect(mail!.subject).toBe(`Payment failed - ${reference}`);
    expect(text(mail!)).toContain('Your payment of ₱1,350.00 for booking');
    expect(html(mail!)).toContain('did not go through');
  });

  it('rebooking approved names the new and the previous schedule; rejected keeps the schedule', async () => {
    const [approved] = await mailsOf(bookingStreamId(bookingId), [
      { type: 'RebookRequested', data: { bookingId, slot: otherSlot } },
      { type: 'RebookFulfilled', data: { bookingId, fromSlot: { id: '2026-12-01T08:00', date: '2026-12-01', startAt: '08:00', endAt: '10:00' }, toSlot: otherSlot, requested: true } },
    ]);
    expect(approved!.subject).toBe(`Re-booking approved - ${reference}`);
    expect(text(approved!)).toContain('Your request to re-book has been approved.');
    expect(text(approved!)).toContain('Schedule: Dec 03, 2026, 01:00 PM - 03:00 PM');
    expect(text(approved!)).toContain('Previous schedule: Dec 01, 2026, 08:00 AM - 10:00 AM.');
    const [rejected] = await mailsOf(bookingStreamId(bookingId), [
      { type: 'RebookRequested', data: { bookingId, slot: thirdSlot } },
      { type: 'RebookRejected', data: { bookingId, slot: thirdSlot } },
    ]);
    expect(rejected!.subject).toBe(`Re-booking request declined - ${reference}`);
    expect(text(rejected!)).toContain('move the booking to Dec 04, 2026, 08:00 AM - 10:00 AM could not be approved');
  });

  it('cancellation declined, then granted with the refund', async () => {
    const request = { type: 'CancellationRequested', data: { bookingId, reason: 'moving out', bankAccount: 'BPI 1234' } };
    const [declined] = await mailsOf(bookingStreamId(bookingId), [request, { type: 'CancellationDeclined', data: { bookingId } }]);
    expect(declined!.subject).toBe(`Cancellation request declined - ${reference}`);
    const [granted] = await mailsOf(bookingStreamId(bookingId), [request, { type: 'CancellationAccepted', data: { bookingId } }]);
    expect(granted!.subject).toBe(`Cancellation granted - ${reference}`);
    expect(text(granted!)).toContain('A refund of ₱1,350.00 will be sent');
  });

  it('work permit confirmed', async () => {
    const [mail] = await mailsOf(bookingStreamId(bookingId), [
      { type: 'WorkPermitsUploaded', data: { bookingId, files: [{ fileLink: '/files/p.pdf', fileName: 'p.pdf' }] } },
      { type: 'WorkPermitsConfirmed', data: { bookingId } },
    ]);
    expect(mail!.subject).toBe(`Work permit confirmed - ${reference}`);
    expect(html(mail!)).toContain('have been checked and confirmed');
  });
});

describe('a booking an administrator placed for the customer', () => {
  it('sends them its details, the total and the link to pay from their booking; the customer\'s own booking sends nothing until paid', async () => {
    const bookingId = randomUUID();
    const reference = 'ADM2345678';
    const data = { ...placed.data, bookingId, reference, placedBy: 'administrator', customer: { ...placed.data.customer, email: 'lito@example.ph', firstName: 'Lito' } };
    const [mail, ...more] = await mailsOf(bookingStreamId(bookingId), [
      { type: 'BookingPlaced', data },
      { type: 'PaymentRequested', data: { bookingId, paymentId: randomUUID(), gateway: 'xendit', url: 'https://checkout.example/x', amountCentavos: data.totalCentavos } },
    ]);
    expect(more).toEqual([]);
    expect(to(mail!)).toBe('lito@example.ph');
    expect(mail!.subject).toBe(`Your booking details - ${reference}`);
    for (const part of [text(mail!), html(mail!)]) {
      expect(part).toContain('Hello Lito,');
      expect(part).toContain(`We have booked ${placed.data.category.name} for you.`);
      expect(part).toContain('Aircon cleaning(2) - Bedroom');
      expect(part).toContain('pay ₱1,350.00 from your booking');
    }
    const link = `${PUBLIC_URL}/booking-management/email=lito%40example.ph&bookingId=${reference}`;
    expect(text(mail!)).toContain(`View your booking: ${link}`);
    expect(html(mail!)).toContain(`href="${link.replace('&', '&amp;')}"`);

    const own = randomUUID();
    expect(await mailsOf(bookingStreamId(own), [{ type: 'BookingPlaced', data: { ...data, bookingId: own, reference: 'OWN2345678', placedBy: 'customer' } }])).toEqual([]);
  });
});

describe('assignment e-mails to staff', () => {
  const [m1, m2, m3, a1] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    await registerStaff(store, m1, 'Jose', 'jose@example.ph', 'manong');
    await registerStaff(store, m2, 'Pedro', 'pedro@example.ph', 'manong');
    await registerStaff(store, m3, 'Juan', 'juan@example.ph', 'manong');
    await registerStaff(store, a1, 'Maria', 'maria@example.ph', 'assessor');
  });

  it('each manong is told, primary or alternative, and told again on reassignment; so is the customer, with the manong page', async () => {
    const { bookingId, reference } = await placePaidBooking(store, 2);
    const first = await mailsOf(bookingStreamId(bookingId), [{ type: 'ManongsAssigned', data: { bookingId, primary: [m1], secondary: [m2], assignedAt: '2026-11-21T00:00:00.000Z' } }]);
    expect(first.map(to).sort()).toEqual(['customer2@example.ph', 'jose@example.ph', 'pedro@example.ph']);
    const customer = first.find((m) => to(m) === 'customer2@example.ph')!;
    expect(customer.subject).toBe(`Your manongs - ${reference}`);
    expect(text(customer)).toContain('Our manongs have been assigned to your booking on Dec 01, 2026, 08:00 AM - 10:00 AM.');
    expect(text(customer)).toContain(`See your manongs: ${PUBLIC_URL}/bookings/${reference}/manongs`);
    const jose = first.find((m) => to(m) === 'jose@example.ph')!;
    expect(jose.subject).toBe(`New assignment - booking ${reference}`);
    expect(text(jose)).toContain('Hello Jose,');
    expect(text(jose)).toContain('assigned as a primary manong');
    expect(text(jose)).toContain('Dec 01, 2026, 08:00 AM - 10:00 AM');
    expect(text(first.find((m) => to(m) === 'pedro@example.ph')!)).toContain('an alternative manong');
    const again = await mailsOf(bookingStreamId(bookingId), [{ type: 'ManongsAssigned', data: { bookingId, primary: [m1, m3], secondary: [], assignedAt: '2026-11-22T00:00:00.000Z' } }]);
    // Pedro, taken off, is told too: his calendar entry is cancelled (the staff invites' CANCEL).
    expect(again.map(to).sort()).toEqual(['customer2@example.ph', 'jose@example.ph', 'juan@example.ph', 'pedro@example.ph']);
    expect(text(again.find((m) => to(m) === 'pedro@example.ph')!)).toContain(`You are no longer assigned to booking ${reference}.`);
    expect(text(jose)).not.toContain('Test payment');
  });

  it('a booking paid in test mode (the sandbox) says so in the receipt and to the manongs', async () => {
    const before = smtp.mails.length;
    const { bookingId } = await placePaidBooking(store, 3, 'test.payer@example.ph', 'sandbox');
    for (const job of mailJobs(await store.readStream(bookingStreamId(bookingId)))) await processMailJob(deps, job);
    const receipt = smtp.mails.slice(before);
    expect(receipt.map(to)).toEqual(['test.payer@example.ph']);
    for (const part of [text(receipt[0]!), html(receipt[0]!)]) expect(part).toContain('Test payment (no money moved)');
    const assigned = await mailsOf(bookingStreamId(bookingId), [{ type: 'ManongsAssigned', data: { bookingId, primary: [m1], secondary: [], assignedAt: '2026-11-21T00:00:00.000Z' } }]);
    expect(text(assigned.find((m) => to(m) === 'jose@example.ph')!)).toContain('Test payment (no money moved)');
  });

  it('each assessor is told the visit and asked to answer; the person who asked is told when to expect them', async () => {
    const assessmentId = randomUUID();
    const address = { addressId: null, cityId: randomUUID(), cityName: 'Pasig', streetAddress: '3 Rizal Ave', barangay: 'Kapitolyo', typeOfHome: 'House', contactNumber: '+639181112222', apartmentNo: null };
    const mails = await mailsOf(assessmentStreamId(assessmentId), [
      {
        type: 'AssessmentRequested',
        data: { assessmentId, contact: { customerId: null, firstName: 'Lito', lastName: 'Cruz', contactNumber: '+639181112222', email: 'lito@example.ph' }, category: { id: randomUUID(), name: 'Electrical' }, services: [{ serviceId: null, name: 'Rewiring' }], address, preferredDate: null },
      },
      { type: 'AssessorsAssigned', data: { assessmentId, primary: [a1], secondary: [], date: '2026-12-05', time: '14:30' } },
    ]);
    expect(mails.map(to).sort()).toEqual(['lito@example.ph', 'maria@example.ph']);
    const mail = mails.find((m) => to(m) === 'maria@example.ph');
    expect(mail!.subject).toBe('New assessment - Dec 05, 2026 02:30 PM');
    expect(text(mail!)).toContain('Services: Rewiring');
    expect(text(mail!)).toContain('Address: 3 Rizal Ave, Kapitolyo, Pasig (House)');
    expect(text(mail!)).toContain('Please open your dashboard to confirm or decline.');
    expect(html(mail!)).toContain(`${PUBLIC_URL}/assessors/home`);

    const asked = mails.find((m) => to(m) === 'lito@example.ph')!;
    expect(asked.subject).toBe('Your assessment visit - Dec 05, 2026 02:30 PM');
    for (const part of [text(asked), html(asked)]) {
      expect(part).toContain('Hello Lito,');
      expect(part).toContain('Our assessor will visit you on Dec 05, 2026 at 02:30 PM');
      expect(part).toContain('3 Rizal Ave, Kapitolyo, Pasig (House)');
    }
    // A new time tells them again.
    const moved = await mailsOf(assessmentStreamId(assessmentId), [{ type: 'AssessorsAssigned', data: { assessmentId, primary: [a1], secondary: [], date: '2026-12-06', time: '09:00' } }]);
    expect(moved.find((m) => to(m) === 'lito@example.ph')!.subject).toBe('Your assessment visit - Dec 06, 2026 09:00 AM');
  });
});

describe('once only', () => {
  it('a job run again (a retry, a replay) finds the ledger row sent and sends nothing', async () => {
    const { bookingId } = await placePaidBooking(store, 3);
    const jobs = mailJobs(await store.readStream(bookingStreamId(bookingId)));
    const before = smtp.mails.length;
    expect(await processMailJob(deps, jobs[0]!)).toBe('sent');
    expect(await processMailJob(deps, jobs[0]!)).toBe('already-sent');
    expect(smtp.mails.length - before).toBe(1);
    const { rows } = await db.pool.query('SELECT attempts, delivered_via FROM mail.outbox WHERE event_id = $1', [jobs[0]!.data.eventId]);
    expect(rows).toEqual([{ attempts: 1, delivered_via: 'smtp' }]);
  });

  it('the set-password mails a request writes go out through the same delivery, with both parts', async () => {
    const userId = randomUUID();
    await db.pool.query(`INSERT INTO auth.credentials (user_id, email) VALUES ($1, 'guest@example.ph')`, [userId]);
    await sendSetPasswordLink({ pool: db.pool, publicUrl: PUBLIC_URL, validForHours: 48 }, { userId, email: 'guest@example.ph', firstName: 'Bea' }, 'guest');
    const { rows } = await db.pool.query<{ id: string }>(`SELECT id FROM mail.outbox WHERE to_address = 'guest@example.ph'`);
    const before = smtp.mails.length;
    await processMailJob(deps, { name: OUTBOX_JOB, data: { outboxId: rows[0]!.id } });
    const mail = smtp.mails[before]!;
    expect(mail.subject).toBe('Set the password of your account');
    expect(text(mail)).toMatch(new RegExp(`Set my password: ${PUBLIC_URL}/set-password\\?token=\\S+`));
    expect(text(mail)).toContain('Thank you for keeping your account');
    expect(html(mail)).toContain('Set my password</a>');
  });
});
