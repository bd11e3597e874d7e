/**
 * Bookings for the manage-booking and My Bookings browser tests, made through the api as
 * a customer and the staff would make them: placed by the customer over HTTP and paid with
 * the sandbox gateway's Pay button; manongs assigned by the administrator, answered and
 * timed in by the manongs over HTTP.
 */
import request from 'supertest';
import { addDays, manilaDate, manilaInstant } from '@app/core/schedules/manilaTime';
import { addAddress, cart, planSlot, seedCatalogue, type Catalogue } from '../../../services/api/test/bookings.support.js';
import { bookingOn, manilaToday, type World } from '../../../services/api/test/bookings.admin.support.js';
import type { Placed } from '../../../services/api/test/bookings.customer.support.js';
import type { TestClient, TestStack } from '../../../services/api/test/support/stack.js';

export interface BookingWorld extends World {
  stack: TestStack;
}

export async function bookingWorld(stack: TestStack, manongCount = 3): Promise<BookingWorld> {
  const admin = (await stack.signedIn('administrator')).client;
  const c: Catalogue = await seedCatalogue(admin);
  const customer = await stack.signedIn('customer', { firstName: 'Marites' });
  const addressId = await addAddress(customer.client, c.cityId);
  const manongs = [];
  for (let i = 0; i < manongCount; i++) manongs.push(await stack.signedIn('manong', { firstName: `Manong${i + 1}` }));
  await stack.settled();
  return { stack, admin, c, customer, addressId, manongs };
}

function ok(res: request.Response, what: string) {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A booking the customer places over HTTP on `slotId`: 2 x Aircon cleaning at 750, so 1,500.00. */
export async function placeBooking(w: BookingWorld, slotId: string): Promise<Placed & { paymentUrl: string }> {
  const body = ok(await w.customer.client.send('post', '/api/bookings', cart(w.c, slotId, w.addressId)), 'place booking');
  return { ...body.data, paymentUrl: body.payment.url };
}

/** Pay on the sandbox gateway's page, as the customer's browser would post its form. */
export async function payAtSandbox(w: BookingWorld, booking: { paymentUrl: string }): Promise<void> {
  const res = await request(w.stack.app).post(`${new URL(booking.paymentUrl).pathname}/pay`).type('form').set('Accept', 'text/html');
  if (res.status !== 303) throw new Error(`sandbox pay: ${res.status} ${res.text}`);
}

export const futureSlot = (w: BookingWorld) => planSlot(w.stack, 3);

/**
 * A paid booking on today's Manila date: time-in is only allowed on the service date, and a
 * slot that has begun cannot be booked over HTTP, so this one is recorded on its stream
 * (bookings.admin.support.ts) and everything after it goes through the api.
 */
export const bookingForToday = (w: BookingWorld) => bookingOn(w, manilaToday());

/** The most a file that books "today" may run; see clearOfManilaMidnight. */
const FILE_MINUTES = 4;
/** beforeAll's timeout for clearOfManilaMidnight: its longest wait and a margin. */
export const MIDNIGHT_WAIT_TIMEOUT_MS = (FILE_MINUTES + 1) * 60_000;

/**
 * When Manila's midnight is less than FILE_MINUTES away, waits until the new day has
 * begun. A file that books "today" and reads it back minutes later (Bookings for Today,
 * time-in on the service date) would otherwise look for yesterday's booking under today
 * when it runs across 16:00 UTC.
 */
export async function clearOfManilaMidnight(): Promise<void> {
  const now = Date.now();
  const untilMidnight = manilaInstant(addDays(manilaDate(new Date(now)), 1), '00:00').getTime() - now;
  if (untilMidnight > FILE_MINUTES * 60_000) return;
  console.info(`[browser tests] ${Math.ceil(untilMidnight / 1000)} s to midnight in Manila: waiting for the new day, as this file books "today" and reads it back`);
  await new Promise((resolve) => setTimeout(resolve, untilMidnight + 2_000));
}

export async function assignManongs(w: BookingWorld, reference: string, primary: string[], secondary: string[] = []): Promise<void> {
  ok(await w.admin.send('post', '/api/assign-manongs/bookings', { booking: reference, primaryManongs: primary, secondaryManongs: secondary }), 'assign manongs');
}

export async function answer(manong: TestClient, reference: string, confirmed: boolean): Promise<void> {
  ok(await manong.send('patch', `/api/manongs/bookings/${reference}`, { is_confirmed: confirmed ? 1 : 0 }), 'answer');
}

export async function timeIn(manong: TestClient, reference: string): Promise<void> {
  ok(await manong.send('post', `/api/manongs/time-in/${reference}`), 'time in');
}

/** The customer's own view of a booking, through GET /api/my-bookings. */
export async function myBooking(w: BookingWorld, reference: string) {
  const list = ok(await w.customer.client.get('/api/my-bookings'), 'my bookings');
  const found = (list.data as { id: string }[]).find((b) => b.id === reference);
  if (!found) throw new Error(`booking ${reference} is not in My Bookings`);
  return found as { id: string; work_status: number; requested_schedule_at: string | null; refund_details: { reason: string; bank_account: string } | null; permits_count: number; customer_remarks: string | null; total: number };
}

/** 'HH:mm' as the site writes slot times, 'hh:mm A'. */
export function twelveHour(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A slot id is its Manila date and start ('YYYY-MM-DDTHH:mm'); the range the calendar shows for a 2 h slot. */
export function slotRange(slotId: string): string {
  const start = slotId.slice(11, 16);
  const end = `${String(Number(start.slice(0, 2)) + 2).padStart(2, '0')}${start.slice(2)}`;
  return `${twelveHour(start)} - ${twelveHour(end)}`;
}

/** The 1x1 PNG the permit uploads send. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e1d2d20000000049454e44ae426082',
  'hex',
);
