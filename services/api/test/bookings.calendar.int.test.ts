/**
 * Add to calendar: `GET /api/bookings/:reference/calendar` (the booking's .ics to its
 * customer or the holder of its receipt), the links the success page and My Bookings carry,
 * and field staff's own: `GET /api/manongs/bookings/:id/calendar`,
 * `GET /api/assessors/bookings/:id/calendar`. Each .ics is read back with ical.js: the UID
 * of the booking, a SEQUENCE that grows with a re-booking, the slot's instants in Manila.
 * Someone else's booking, a missing or wrong receipt and malformed input are the one 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { assessmentDecider } from '@app/core/assessments/assessmentDecider';
import { assessmentStreamId } from '@app/core/assessments/assessmentEvents';
import { BOOKING_NOT_FOUND } from '@app/core/bookings/rules';
import { handleCommand } from '@app/core/commands/handleCommand';
import { manilaInstant } from '@app/core/schedules/manilaTime';
import { parseInvite } from '@app/core/testing/parseInvite';
import { receiptOf } from '../src/bookings/payment/receipts.js';
import { assessment, assign, booking, manilaTomorrow, startWorld, type World } from './bookings.admin.support.js';
import { planSlot } from './bookings.support.js';

let w: World;
beforeAll(async () => {
  w = await startWorld(2);
});
afterAll(async () => {
  await w?.stack.close();
});

const slotStart = (slotId: string) => manilaInstant(slotId.slice(0, 10), slotId.slice(11, 16));

function icsOf(res: Response, filename: string) {
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(res.headers['cache-control']).toContain('no-store');
  return parseInvite(res.text);
}

const notFound = (res: Response) => expect([res.status, res.body?.message]).toEqual([404, BOOKING_NOT_FOUND]);

describe("a customer's booking", () => {
  it('its owner downloads it: PUBLISH, the booking\'s UID, the slot in Manila, the address; My Bookings links it with a Google Calendar link', async () => {
    const { booking: b, slotId } = await booking(w);
    const ics = icsOf(await w.customer.client.get(`/api/bookings/${b.id}/calendar`), `booking-${b.id}.ics`);
    expect(ics).toMatchObject({ method: 'PUBLISH', uid: `booking-${b.booking_id}@${new URL(w.stack.config.PUBLIC_URL).hostname}`, sequence: 0, status: 'CONFIRMED' });
    expect(ics.start.getTime()).toBe(slotStart(slotId).getTime());
    expect(ics.end.getTime() - ics.start.getTime()).toBe(2 * 3600_000);
    expect(ics.location).toContain('Makati');
    expect(ics.description).toContain(`Booking ID: ${b.id}`);

    const mine = await w.customer.client.get('/api/my-bookings');
    const row = mine.body.data.find((r: { id: string }) => r.id === b.id);
    expect(row.calendar.ics_url).toBe(`/api/bookings/${b.id}/calendar`);
    const google = new URL(row.calendar.google_url);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    const basic = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(google.searchParams.get('dates')).toBe(`${basic(ics.start)}/${basic(ics.end)}`);
    expect(google.searchParams.get('location')).toBe(ics.location);
  });

  it('a guest holding the receipt downloads it; no receipt, another booking\'s receipt, another customer and bad input are the one 404', async () => {
    const { booking: b } = await booking(w);
    const { booking: other } = await booking(w);
    const receipt = receiptOf(w.stack.config, b.id);
    icsOf(await w.stack.client().get(`/api/bookings/${b.id}/calendar?receipt=${receipt}`), `booking-${b.id}.ics`);
    const stranger = (await w.stack.signedIn('customer')).client;
    const refused = [
      await w.stack.client().get(`/api/bookings/${b.id}/calendar`),
      await w.stack.client().get(`/api/bookings/${other.id}/calendar?receipt=${receipt}`),
      await stranger.get(`/api/bookings/${b.id}/calendar`),
      await w.stack.client().get(`/api/bookings/${b.id}/calendar?receipt=${receipt}&receipt=${receipt}`),
      await w.stack.client().get(`/api/bookings/${b.id}/calendar?receipt[a]=1`),
      await w.stack.client().get(`/api/bookings/${'%00'.repeat(40)}/calendar?receipt=x`),
      await w.stack.client().get(`/api/bookings/${'Z'.repeat(5000)}/calendar`),
    ];
    for (const res of refused) notFound(res);
  });

  it('the success page offers it once paid (a guest\'s link carries the receipt); an unpaid booking has none', async () => {
    const { booking: paid } = await booking(w);
    const receipt = receiptOf(w.stack.config, paid.id);
    const guestView = await w.stack.client().get(`/api/booking-success/${paid.id}?receipt=${receipt}`);
    expect(guestView.body.data.calendar.ics_url).toBe(`/api/bookings/${paid.id}/calendar?receipt=${encodeURIComponent(receipt)}`);
    expect((await w.customer.client.get(`/api/booking-success/${paid.id}`)).body.data.calendar.ics_url).toBe(`/api/bookings/${paid.id}/calendar`);

    const { booking: unpaid } = await booking(w, { paid: false });
    expect((await w.customer.client.get(`/api/booking-success/${unpaid.id}`)).body.data.calendar).toBeNull();
    notFound(await w.customer.client.get(`/api/bookings/${unpaid.id}/calendar`));
  });

  it('a re-booking: the same UID with a higher SEQUENCE and the new slot; cancelled: STATUS:CANCELLED with a higher one still', async () => {
    const { booking: b } = await booking(w);
    const before = icsOf(await w.customer.client.get(`/api/bookings/${b.id}/calendar`), `booking-${b.id}.ics`);
    const asked = await planSlot(w.stack, 2);
    expect((await w.customer.client.send('post', '/api/rebook-booking', { bookingId: b.id, dateOfService: asked })).status).toBe(200);
    expect((await w.admin.send('patch', `/api/rebookings-requests/${b.id}`, { dateOfService: asked })).status).toBe(200);
    const moved = icsOf(await w.customer.client.get(`/api/bookings/${b.id}/calendar`), `booking-${b.id}.ics`);
    expect(moved.uid).toBe(before.uid);
    expect(moved.sequence).toBe(before.sequence + 1);
    expect(moved.start.getTime()).toBe(slotStart(asked).getTime());

    expect((await w.admin.send('delete', `/api/bookings/${b.id}`)).status).toBe(200);
    const cancelled = icsOf(await w.customer.client.get(`/api/bookings/${b.id}/calendar`), `booking-${b.id}.ics`);
    expect(cancelled).toMatchObject({ uid: before.uid, sequence: 2, status: 'CANCELLED' });
  });
});

describe("field staff's own jobs", () => {
  it('an assigned manong downloads the job and sees the links on their list; another manong gets 404, a customer 403', async () => {
    const { booking: b, slotId } = await booking(w);
    const [jose, pedro] = w.manongs;
    await assign(w, b, [jose!.userId]);
    const ics = icsOf(await jose!.client.get(`/api/manongs/bookings/${b.id}/calendar`), `booking-${b.id}.ics`);
    expect(ics.uid).toBe(`booking-${b.booking_id}@${new URL(w.stack.config.PUBLIC_URL).hostname}`);
    expect(ics.start.getTime()).toBe(slotStart(slotId).getTime());
    expect(ics.description).toMatch(/^Customer: Customer \S+, \+639171234567$/m);
    const row = (await jose!.client.get('/api/manongs/bookings')).body.data.find((r: { id: string }) => r.id === b.id);
    expect(row.calendar.ics_url).toBe(`/api/manongs/bookings/${b.id}/calendar`);
    expect(row.calendar.google_url).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    notFound(await pedro!.client.get(`/api/manongs/bookings/${b.id}/calendar`));
    notFound(await pedro!.client.get(`/api/manongs/bookings/${'%00'.repeat(20)}/calendar`));
    expect((await w.customer.client.get(`/api/manongs/bookings/${b.id}/calendar`)).status).toBe(403);
  });

  it('an assessor sent on a visit downloads it at its Manila time; another assessor and a made-up id get 404', async () => {
    const maria = await w.stack.signedIn('assessor');
    const other = await w.stack.signedIn('assessor');
    const id = await assessment(w);
    const date = manilaTomorrow();
    await handleCommand(w.stack.store, assessmentStreamId(id), assessmentDecider, { type: 'AssignAssessors', assessmentId: id, primary: [maria.userId], secondary: [], date, time: '14:30' }, systemContext());
    await w.stack.settled();
    const ics = icsOf(await maria.client.get(`/api/assessors/bookings/${id}/calendar`), `assessment-${date}.ics`);
    expect(ics.uid).toBe(`assessment-${id}@${new URL(w.stack.config.PUBLIC_URL).hostname}`);
    expect(ics.start.getTime()).toBe(manilaInstant(date, '14:30').getTime());
    const row = (await maria.client.get('/api/assessors/bookings')).body.data.find((r: { id: string }) => r.id === id);
    expect(row.calendar.ics_url).toBe(`/api/assessors/bookings/${id}/calendar`);
    for (const res of [await other.client.get(`/api/assessors/bookings/${id}/calendar`), await maria.client.get('/api/assessors/bookings/not-a-uuid/calendar')]) {
      expect([res.status, res.body.message]).toEqual([404, 'Assessment not found.']);
    }
  });
});
