/**
 * Maintenance plans end to end on real PostgreSQL and Redis (docs/plans.md): a plan made at
 * checkout in the booking's own append, the daily run booking the next visit through the
 * placement (priced with the plan discount, told by e-mail), idempotent per (plan, visit)
 * when two runs race, the hold of an unpaid visit, a rebooking moving the baseline, the
 * customer's and the office's routes and who may call them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { bookingDecider } from '@app/core/bookings/bookingDecider';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { withSeatMove } from '@app/core/bookings/placement/seatMoves';
import type { PlacedBooking } from '@app/core/bookings/bookingState';
import { handleCommand, loadState } from '@app/core/commands/handleCommand';
import { recordBookingFacts } from '@app/core/plans/bookingFacts';
import { planStreamId } from '@app/core/plans/planEvents';
import { runPlanVisits, visitBookingId } from '@app/core/plans/runPlanVisits';
import { addDays, manilaInstant } from '@app/core/schedules/manilaTime';
import { slotDecider } from '@app/core/schedules/slotDecider';
import { slotIdOf, slotStreamId } from '@app/core/schedules/slotEvents';
import { findPlan, visitsOfPlans } from '@app/projections/readModels/plans/queries';
import { planRunReads } from '@app/projections/readModels/plans/runReads';
import { addAddress, cart, planSlot, seedCatalogue, type Catalogue } from './bookings.support.js';
import { pay, slotSeats } from './bookings.customer.support.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let c: Catalogue;
let admin: TestClient;
let customer: { client: TestClient; userId: string; email: string };
let addressId: string;

beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
  c = await seedCatalogue(admin);
  customer = await stack.signedIn('customer');
  addressId = await addAddress(customer.client, c.cityId);
  const terms = await admin.send('put', `/admin-api/category-plans/${c.category.id}`, { intervals: [3, 6], discount_percent: 10 });
  expect(terms.status, JSON.stringify(terms.body)).toBe(200);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

/** The daily run at an instant, then the read models caught up (the next day's run reads them). */
async function runAt(instant: Date) {
  const result = await runPlanVisits({ store: stack.store, db: stack.db.pool, reads: planRunReads(stack.db.pool), publicUrl: 'https://example.ph' }, instant);
  await stack.settled();
  return result;
}
/** 01:00 in Manila on a date. */
const morningOf = (date: string) => manilaInstant(date, '01:00');

async function planSlotOn(date: string, startAt: string, capacity = 3): Promise<string> {
  const id = slotIdOf(date, startAt);
  await handleCommand(stack.store, slotStreamId(id), slotDecider, { type: 'PlanSlot', date, startAt, durationHours: 2, capacity, country: 'PH', now: new Date().toISOString() }, systemContext());
  await stack.settled();
  return id;
}

/** A plan made at checkout, its first visit paid; answers the plan's id, its first booking and the next visit's due date. */
async function newPlan(intervalMonths = 6) {
  const slotId = await planSlot(stack, 5);
  const res = await customer.client.send('post', '/api/bookings', cart(c, slotId, addressId, { plan: { intervalMonths } }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const booking = res.body.data as { id: string; booking_id: string; total: number };
  await pay(stack, booking);
  await recordBookingFacts(stack.store, booking.booking_id, systemContext());
  await stack.settled();
  return { planId: res.body.plan.id as string, booking, slotId, nextVisitOn: res.body.plan.next_visit_on as string, startAt: slotId.slice(11) };
}

describe('making a plan at checkout', () => {
  it("starts the plan in the booking's own append, visit 1 the checkout's booking, shown in My plans", async () => {
    const { planId, booking, nextVisitOn, slotId } = await newPlan();
    const [started] = await stack.store.readStream(planStreamId(planId));
    const [placed] = await stack.store.readStream(bookingStreamId(booking.booking_id));
    expect(started!.type).toBe('PlanStarted');
    expect(started!.position.commit).toBe(placed!.position.commit);
    // The first visit is booked as today: no plan discount.
    expect(booking.total).toBe(1500);
    const mine = await customer.client.get('/api/my-plans');
    const plan = mine.body.data.find((p: { id: string }) => p.id === planId);
    expect(plan).toMatchObject({ status: 'active', interval_months: 6, discount_percent: 10, next_visit_on: nextVisitOn, visits_count: 1, can_pause: true });
    const one = await customer.client.get(`/api/my-plans/${planId}`);
    expect(one.body.data.visits).toEqual([expect.objectContaining({ visit_number: 1, status: 'paid', reference: booking.id, date: slotId.slice(0, 10) })]);
  });

  it('refuses an interval the category does not offer, a wrong one, and a cart that is not fixed-price, each on its field', async () => {
    const slotId = await planSlot(stack, 5);
    const twelve = await customer.client.send('post', '/api/bookings', cart(c, slotId, addressId, { plan: { intervalMonths: 12 } }));
    expect(twelve.status).toBe(422);
    expect(twelve.body.errors['plan.intervalMonths']).toEqual(['This category does not offer a plan every 12 months.']);
    const two = await customer.client.send('post', '/api/bookings', cart(c, slotId, addressId, { plan: { intervalMonths: 2 } }));
    expect(two.body.errors['plan.intervalMonths']).toEqual(['The interval must be 1, 3, 6 or 12 months.']);
    expect(await slotSeats(stack, slotId)).toEqual([]);
  });
});

describe('the daily run', () => {
  it('books the next visit within the lead time, on the same weekday and time, at the catalogue price less the plan discount, and mails the links', async () => {
    const { planId, nextVisitOn, startAt } = await newPlan();
    const target = await planSlotOn(nextVisitOn, startAt);
    // A day before the lead time: nothing yet.
    await runAt(morningOf(addDays(nextVisitOn, -15)));
    expect((await stack.store.readStream(planStreamId(planId))).map((e) => e.type)).not.toContain('PlanVisitBooked');
    const result = await runAt(morningOf(addDays(nextVisitOn, -14)));
    expect(result.booked).toBeGreaterThanOrEqual(1);
    await stack.settled();
    const bookingId = visitBookingId(planId, 2);
    const booking = (await loadState(stack.store, bookingStreamId(bookingId), bookingDecider)) as PlacedBooking;
    expect(booking.slot.id).toBe(target);
    expect(booking.placed.totalCentavos).toBe(1350_00);
    expect(booking.placed.plan).toEqual({ planId, visitNumber: 2, discountPercent: 10 });
    expect(await slotSeats(stack, target)).toContain(bookingId);
    const { rows } = await stack.db.pool.query(`SELECT to_address, text_body FROM mail.outbox WHERE event_id = $1 AND purpose = 'plan-visit-booked'`, [bookingId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].to_address).toBe(customer.email);
    for (const action of ['pay', 'move', 'skip']) expect(rows[0].text_body).toContain(`bookingId=${booking.placed.reference}&action=${action}`);
    const shown = await customer.client.get(`/api/my-plans/${planId}`);
    expect(shown.body.data.next_visit).toMatchObject({ visit_number: 2, status: 'booked', date: nextVisitOn, total: 1350, hold_until: addDays(nextVisitOn, -7) });
  });

  it('two runs at once book a visit once: one booking, one seat, one PlanVisitBooked, one e-mail', async () => {
    const { planId, nextVisitOn, startAt } = await newPlan();
    const target = await planSlotOn(nextVisitOn, startAt);
    const at = morningOf(addDays(nextVisitOn, -10));
    await Promise.all([runAt(at), runAt(at), runAt(at)]);
    await stack.settled();
    const types = (await stack.store.readStream(planStreamId(planId))).map((e) => e.type);
    expect(types.filter((t) => t === 'PlanVisitBooked')).toHaveLength(1);
    const bookingId = visitBookingId(planId, 2);
    expect((await slotSeats(stack, target)).filter((id) => id === bookingId)).toHaveLength(1);
    const { rows } = await stack.db.pool.query(`SELECT count(*)::int AS n FROM mail.outbox WHERE event_id = $1`, [bookingId]);
    expect(rows[0].n).toBe(1);
    // And a run retried later books nothing more.
    await runAt(at);
    expect((await stack.store.readStream(planStreamId(planId))).filter((e) => e.type === 'PlanVisitBooked')).toHaveLength(1);
  });

  it('releases an unpaid visit at its hold deadline: the booking cancelled, its seat given back, the customer told', async () => {
    const { planId, nextVisitOn, startAt } = await newPlan();
    const target = await planSlotOn(nextVisitOn, startAt);
    await runAt(morningOf(addDays(nextVisitOn, -14)));
    const bookingId = visitBookingId(planId, 2);
    await runAt(morningOf(addDays(nextVisitOn, -8)));
    expect(await slotSeats(stack, target)).toContain(bookingId);
    await runAt(morningOf(addDays(nextVisitOn, -7)));
    await stack.settled();
    expect(await slotSeats(stack, target)).not.toContain(bookingId);
    const booking = (await loadState(stack.store, bookingStreamId(bookingId), bookingDecider)) as PlacedBooking;
    expect(booking.workStatus).toBe(2);
    const plan = await customer.client.get(`/api/my-plans/${planId}`);
    expect(plan.body.data.visits[1]).toMatchObject({ visit_number: 2, status: 'released', reason: 'unpaid' });
    const { rows } = await stack.db.pool.query(`SELECT 1 FROM mail.outbox WHERE event_id = $1 AND purpose = 'plan-visit-released'`, [bookingId]);
    expect(rows).toHaveLength(1);
  });

  it('keeps a visit paid before its deadline, also when the plan has not heard of the payment yet', async () => {
    const { planId, nextVisitOn, startAt } = await newPlan();
    const target = await planSlotOn(nextVisitOn, startAt);
    await runAt(morningOf(addDays(nextVisitOn, -14)));
    const bookingId = visitBookingId(planId, 2);
    const booking = (await loadState(stack.store, bookingStreamId(bookingId), bookingDecider)) as PlacedBooking;
    // Paid as a gateway callback records it; the worker's booking-facts job has not run.
    await pay(stack, { id: booking.placed.reference, booking_id: bookingId, total: booking.placed.totalCentavos / 100 });
    await runAt(morningOf(addDays(nextVisitOn, -7)));
    expect(await slotSeats(stack, target)).toContain(bookingId);
    const shown = await customer.client.get(`/api/my-plans/${planId}`);
    expect(shown.body.data.visits[1]).toMatchObject({ visit_number: 2, status: 'paid' });
  });

  it('a rebooking of a visit moves the baseline: the next visit is due the interval after the actual date', async () => {
    const { planId, booking, nextVisitOn, slotId } = await newPlan(3);
    const later = await planSlotOn(addDays(slotId.slice(0, 10), 8), slotId.slice(11));
    const state = (await loadState(stack.store, bookingStreamId(booking.booking_id), bookingDecider)) as PlacedBooking;
    const slot = { id: later, date: later.slice(0, 10), startAt: later.slice(11), endAt: '23:00' };
    await withSeatMove(stack.store, state, { type: 'FulfilRebook', bookingId: booking.booking_id, slot }, slot, systemContext());
    await recordBookingFacts(stack.store, booking.booking_id, systemContext());
    await stack.settled();
    const moved = (await stack.store.readStream(planStreamId(planId))).at(-1)!;
    expect(moved.type).toBe('PlanVisitMoved');
    const shown = await customer.client.get(`/api/my-plans/${planId}`);
    expect(shown.body.data.visits[0].date).toBe(slot.date);
    // The visit moved eight days later (the weekday after): the next one is due eight days later too.
    expect(shown.body.data.next_visit_on).toBe(addDays(nextVisitOn, 8));
    expect((await findPlan(stack.db.pool, planId))?.next_visit_on).toBe(shown.body.data.next_visit_on);
  });
});

describe("the customer's and the office's routes", () => {
  it('skip next, pause, resume, interval and cancel, each shown at once; another customer gets 404, a customer no console route', async () => {
    const { planId } = await newPlan();
    const skipped = await customer.client.send('post', `/api/my-plans/${planId}/skip-next`, {});
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);
    expect(skipped.body.data.visits_count).toBe(2);
    expect((await customer.client.send('post', `/api/my-plans/${planId}/pause`, {})).body.data).toMatchObject({ status: 'paused', next_visit_on: null, can_resume: true });
    expect((await admin.send('post', `/admin-api/plans/${planId}/resume`, {})).body).toMatchObject({ status: 'active', customer: { email: customer.email } });
    const wrong = await customer.client.send('put', `/api/my-plans/${planId}/interval`, { interval_months: 12 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.interval_months).toEqual(['This category does not offer a plan every 12 months.']);
    expect((await customer.client.send('put', `/api/my-plans/${planId}/interval`, { interval_months: 3 })).body.data.interval_months).toBe(3);

    const other = await stack.signedIn('customer');
    expect((await other.client.get(`/api/my-plans/${planId}`)).status).toBe(404);
    expect((await other.client.send('post', `/api/my-plans/${planId}/cancel`, {})).status).toBe(404);
    expect((await customer.client.get('/admin-api/plans')).status).toBe(403);

    expect((await customer.client.send('post', `/api/my-plans/${planId}/cancel`, {})).body.data).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect((await customer.client.send('post', `/api/my-plans/${planId}/pause`, {})).status).toBe(409);
  });

  it("the console's list filters by category, status and next visit date, and 422s a bad filter", async () => {
    const { planId, nextVisitOn } = await newPlan();
    const list = (filter: object) => admin.get(`/admin-api/plans?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]&sort=["next_visit_on","ASC"]`);
    const found = await list({ category_id: c.category.id, status: ['active'], next_visit_from: nextVisitOn, next_visit_to: nextVisitOn });
    expect(found.status).toBe(200);
    expect(found.headers['content-range']).toMatch(/^plans 0-\d+\/\d+$/);
    expect(found.body.map((p: { id: string }) => p.id)).toContain(planId);
    expect((await list({ status: 'paused' })).body.map((p: { id: string }) => p.id)).not.toContain(planId);
    const bad = await list({ next_visit_from: 'soon' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.next_visit_from).toBeDefined();
    const one = await admin.get(`/admin-api/plans/${planId}`);
    expect(one.body.visits).toHaveLength(1);
  });

  it('the e-mailed links: the visit shown and skipped with its e-mail; a wrong e-mail is the look-ups 404', async () => {
    const { planId, nextVisitOn, startAt } = await newPlan();
    const target = await planSlotOn(nextVisitOn, startAt);
    await runAt(morningOf(addDays(nextVisitOn, -12)));
    await stack.settled();
    const reference = (await visitsOfPlans(stack.db.pool, [planId])).find((v) => v.visit_number === 2)!.reference!;
    const guest = stack.client();
    expect((await guest.send('post', `/api/plan-visits/${reference}`, { email: 'someone@example.ph' })).status).toBe(404);
    const shown = await guest.send('post', `/api/plan-visits/${reference}`, { email: customer.email });
    expect(shown.body.data).toMatchObject({ plan_id: planId, visit_number: 2, status: 'booked', can_pay: true, can_skip: true });
    const skipped = await guest.send('post', `/api/plan-visits/${reference}/skip`, { email: customer.email });
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);
    expect(skipped.body.data.status).toBe('skipped');
    expect(await slotSeats(stack, target)).not.toContain(visitBookingId(planId, 2));
  });

  it("the office moves a booked visit to another slot (seat and baseline with it), sees it due this week, and runs the day from the dev route", async () => {
    const { planId, nextVisitOn, startAt } = await newPlan();
    const first = await planSlotOn(nextVisitOn, startAt);
    const other = await planSlotOn(addDays(nextVisitOn, 1), startAt);
    const run = await admin.send('post', '/api/dev/plans/run', { now: morningOf(addDays(nextVisitOn, -14)).toISOString() });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.booked).toBeGreaterThanOrEqual(1);
    expect((await customer.client.send('post', '/api/dev/plans/run', { now: new Date().toISOString() })).status).toBe(403);
    expect((await admin.send('post', '/api/dev/plans/run', { now: 'tomorrow' })).status).toBe(422);
    const moved = await admin.send('post', `/admin-api/plans/${planId}/change-slot`, { slot: other });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.visits[1]).toMatchObject({ visit_number: 2, status: 'booked', date: addDays(nextVisitOn, 1) });
    const bookingId = visitBookingId(planId, 2);
    expect(await slotSeats(stack, first)).not.toContain(bookingId);
    expect(await slotSeats(stack, other)).toContain(bookingId);
    const full = await admin.send('post', `/admin-api/plans/${planId}/change-slot`, { slot: '2099-01-01T10:00' });
    expect(full.status).toBe(422);
    expect(full.body.errors.slot).toEqual(['The selected date is invalid.']);
    // Its booked visit is within the week of a day a week before it.
    const due = await admin.get('/admin-api/plans-due');
    expect(due.status).toBe(200);
    expect(Array.isArray(due.body.data)).toBe(true);
  });

  it('settings: lead time and hold with their 422s; the wizard reads a category offer', async () => {
    const bad = await admin.send('put', '/admin-api/plan-settings', { lead_days: 5, hold_days: 5 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.hold_days).toEqual(['The hold must end before the lead time: fewer days than the lead time.']);
    expect((await admin.get('/admin-api/plan-settings')).body).toEqual({ id: 'plan-settings', lead_days: 14, hold_days: 7 });
    const options = await stack.client().get(`/api/plan-options?category=${encodeURIComponent(c.category.friendly_name)}`);
    expect(options.body.data).toEqual({ category_id: c.category.id, intervals: [3, 6], discount_percent: 10 });
    const terms = await admin.send('put', `/admin-api/category-plans/${c.category.id}`, { intervals: [2], discount_percent: 10 });
    expect(terms.body.errors.intervals).toEqual(['Choose intervals among 1, 3, 6 and 12 months.']);
  });
});
