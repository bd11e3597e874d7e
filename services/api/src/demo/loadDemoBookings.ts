/**
 * The demo's month of bookings and assessments (demoScripts.ts), played through the
 * handlers the api's routes run: the placement saga with its first checkout, the seat
 * moves, the sandbox gateway's Pay and Fail and its callback, the booking and assessment
 * deciders. Each command is signed by the person whose button it is, so histories, the
 * audit log, notifications and mails follow from real events.
 *
 * Time: deciders take their clock from the command's context, so each command runs as of
 * the moment the script gives it (never later than now) and the rules judge it then: a
 * past booking was placed days before its slot began, its manong timed in on its date.
 * Nothing skips a rule.
 *
 * Once: ids are named from the scripts' keys and each script's steps are matched against
 * its stream's events, so a later start writes nothing and a start stopped part-way goes
 * on where it stopped. The month stays around the first start: its date is read back from
 * the first booking (`demoToday`).
 */
import { assessmentDecider, type AssessmentCommand } from '@app/core/assessments/assessmentDecider';
import { assessmentStreamId } from '@app/core/assessments/assessmentEvents';
import { bookingDecider, type BookingCommand } from '@app/core/bookings/bookingDecider';
import { bookingStreamId, type SlotRef } from '@app/core/bookings/bookingEvents';
import type { PlacedBooking } from '@app/core/bookings/bookingState';
import { placeBooking } from '@app/core/bookings/placement/placeBooking';
import { makeReference } from '@app/core/bookings/reference';
import { handleCommand, loadState } from '@app/core/commands/handleCommand';
import type { Pool } from '@app/core/db/pool';
import { demoId } from '@app/core/demo/loadDemoCatalogue';
import { DEMO_START_TIMES, demoCouponId, planDemoSlot } from '@app/core/demo/loadDemoPlanner';
import type { EventStore } from '@app/core/eventstore';
import type { Logger } from '@app/core/logger';
import { handleGatewayCallback } from '@app/core/payments/callbacks';
import { recordOutcome } from '@app/core/payments/recordOutcome';
import type { SandboxGateway } from '@app/core/payments/sandbox/sandboxGateway';
import { addDays, manilaDate, manilaInstant } from '@app/core/schedules/manilaTime';
import { recordAssessmentBooked } from '../bookings/admin/assessmentBooking.js';
import { withSeatMove } from '@app/core/bookings/placement/seatMoves';
import type { ReturnUrls } from '../bookings/payment/receipts.js';
import { checkoutAt } from '../bookings/payment/startPayment.js';
import { demoAssessments, demoBookings, type DemoAssessment, type DemoBooking, type DemoStep } from './demoScripts.js';
import { cartOf, categoryOf, contextOf, DAY, demoCustomers, demoUuid, HOUR, MINUTE, momentOf, slotOf, timeline, type Customer, type DemoStaff, type PersonKey, type Who } from './demoPlayer.js';

/** Days of past schedule the month needs (the first booking is placed 27 days before the first start). */
export const DEMO_PAST_DAYS = 30;

export interface DemoDeps {
  store: EventStore;
  pool: Pool;
  log: Logger;
  sandbox: SandboxGateway;
  returnUrls: ReturnUrls;
  signal: AbortSignal;
}

interface Run extends DemoDeps {
  staff: DemoStaff;
  today: string;
  now: number;
  customer: (key: PersonKey, at: number) => Promise<Customer>;
}

export const demoBookingId = (key: string) => demoUuid(`booking:${key}`);
export const demoAssessmentId = (key: string) => demoUuid(`assessment:${key}`);

/** The first start's date in Manila: read back from the first booking once it is placed, else today. */
export async function demoToday(store: EventStore, now = Date.now()): Promise<string> {
  const first = demoBookings[0]!;
  const placed = (await store.readStream(bookingStreamId(demoBookingId(first.key))))[0];
  return placed ? addDays(manilaDate(placed.metadata.occurredAt), -first.placed) : manilaDate(new Date(now));
}

/** Steps already in a stream: matched in order, and once one is missing every later one is too. */
function progress(recorded: string[]) {
  let cursor = 0;
  return (type: string) => {
    const found = recorded.indexOf(type, cursor);
    cursor = found < 0 ? Infinity : found + 1;
    return found >= 0;
  };
}

const placedAtOf = (run: Pick<Run, 'today'>, booking: DemoBooking, index: number) => momentOf(run.today, booking.placed, '08:40') + ((index * 53) % 600) * MINUTE;

/** Answers how many commands it ran (0 on every start after the first has finished). */
export async function loadDemoBookings(deps: DemoDeps, staff: DemoStaff, today: string, now = Date.now()): Promise<number> {
  const run: Run = { ...deps, staff, today, now, customer: demoCustomers(deps, staff) };
  // The day before the month, after the catalogue (startup.ts): a slot can only be planned
  // before its start (the slot decider's rule), the month's first 08:00 included.
  const office = contextOf({ actor: staff.administrator, role: 'administrator' }, new Date(momentOf(today, -DEMO_PAST_DAYS - 1, '10:00')).toISOString());
  let written = 0;
  // The schedule of the past month, planned by the office before anyone booked it.
  for (let day = -DEMO_PAST_DAYS; day <= 0; day++) {
    for (const startAt of DEMO_START_TIMES) written += await planDemoSlot(deps.store, addDays(today, day), startAt, office);
  }
  // The customers, in the order they first appeared (their accounts come before their bookings).
  const appearances = [
    ...demoBookings.map((b, i) => ({ key: b.by, at: placedAtOf(run, b, i) })),
    ...demoAssessments.map((a) => ({ key: a.by, at: momentOf(today, a.requested, '11:20') })),
  ].sort((a, b) => a.at - b.at);
  for (const { key, at } of appearances) await run.customer(key, at);

  for (const assessment of demoAssessments) {
    stopIfAsked(deps.signal);
    written += await playAssessment(run, assessment);
  }
  for (const [index, booking] of demoBookings.entries()) {
    stopIfAsked(deps.signal);
    written += await playBooking(run, booking, index);
  }
  return written;
}

function stopIfAsked(signal: AbortSignal): void {
  if (signal.aborted) throw new Error('stopped before the demo data was all loaded');
}

const eventOf: Record<string, string> = {
  pay: 'PaymentSucceeded',
  failPayment: 'PaymentFailed',
  assignManong: 'ManongsAssigned',
  confirm: 'ManongAnswered',
  timeIn: 'ManongTimedIn',
  timeOut: 'ManongTimedOut',
  complete: 'BookingCompleted',
  requestRebook: 'RebookRequested',
  fulfilRebook: 'RebookFulfilled',
  requestCancellation: 'CancellationRequested',
  acceptCancellation: 'CancellationAccepted',
  cancelPending: 'BookingCancelledByCustomer',
  cancelByAdmin: 'BookingCancelledByAdmin',
};

const kindOf = (step: DemoStep) => (typeof step === 'string' ? step : Object.keys(step)[0]!);

/** When each step happens, from the one before it and the start of the booking's slot; the customer's requests and the cancellations the next day. */
const nextDay = (previous: number) => previous + DAY - 2 * HOUR;
const plannedAt: Record<string, (previous: number, slotStart: number) => number> = {
  pay: (previous) => previous + 4 * MINUTE,
  failPayment: (previous) => previous + 6 * MINUTE,
  assignManong: (previous) => previous + 3 * HOUR,
  confirm: (previous) => previous + 90 * MINUTE,
  timeIn: (_, slotStart) => slotStart + 10 * MINUTE,
  timeOut: (_, slotStart) => slotStart + 110 * MINUTE,
  complete: (_, slotStart) => slotStart + 5 * HOUR,
  fulfilRebook: (previous) => previous + 2 * HOUR,
  acceptCancellation: (previous) => previous + 2 * HOUR,
  requestRebook: nextDay,
  requestCancellation: nextDay,
  cancelPending: nextDay,
  cancelByAdmin: nextDay,
};

async function playBooking(run: Run, booking: DemoBooking, index: number): Promise<number> {
  const { store, staff } = run;
  const bookingId = demoBookingId(booking.key);
  const streamId = bookingStreamId(bookingId);
  const done = progress((await store.readStream(streamId)).map((e) => e.type));
  const clock = timeline(run.now);
  const customer = await run.customer(booking.by, placedAtOf(run, booking, index));
  const office: Who = { actor: staff.administrator, role: 'administrator' };
  const manong: Who = { actor: staff.manong, role: 'manong' };
  const slot = slotOf(run.today, booking.day, booking.slot);
  let written = 0;

  let at = clock(placedAtOf(run, booking, index));
  if (!done('BookingPlaced')) {
    const { category, lines } = cartOf(booking.lines);
    const placement = {
      bookingId,
      reference: makeReference(),
      customer: customer.snapshot,
      address: customer.address,
      category,
      lines,
      couponId: booking.coupon ? demoCouponId : null,
      gateway: booking.gateway,
      slot,
      placedBy: booking.viaOffice ? ('administrator' as const) : customer.who.role === 'guest' ? ('guest' as const) : ('customer' as const),
      assessmentId: booking.assessment ? demoAssessmentId(booking.assessment) : null,
      source: booking.viaOffice ? null : (['Facebook', 'Google', 'Friend or family'][index % 3] ?? null),
    };
    // Its first checkout goes with it, at the sandbox (demo payments never reach a real gateway).
    await placeBooking(store, placement, contextOf(booking.viaOffice ? office : customer.who, at), {
      open: (placed) => checkoutAt(run.sandbox, run.returnUrls, placed),
    });
    written++;
  }
  // Recorded after the placement, as the booking form does; the same booking again is a no-op.
  if (booking.assessment) await recordAssessmentBooked(run, demoAssessmentId(booking.assessment), bookingId, contextOf(office, at));

  for (const step of booking.steps) {
    const kind = kindOf(step);
    at = clock(plannedAt[kind]!(Date.parse(at), manilaInstant(slot.date, slot.startAt).getTime()));
    if (done(eventOf[kind]!)) continue;
    const state = await loadState(store, streamId, bookingDecider);
    if (state.status !== 'placed') throw new Error(`demo booking ${booking.key} is missing`);
    const command = (who: Who, c: BookingCommand) => handleCommand(store, streamId, bookingDecider, c, contextOf(who, at));
    const moving = (who: Who, c: BookingCommand, target: SlotRef | null) => withSeatMove(store, state, c, target, contextOf(who, at));
    if (typeof step === 'string') {
      if (step === 'pay' || step === 'failPayment') await gatewayAnswers(run, state, step === 'pay' ? 'paid' : 'failed', at);
      else if (step === 'assignManong') await command(office, { type: 'AssignManongs', bookingId, primary: [staff.manong], secondary: [], now: at });
      else if (step === 'confirm') await command(manong, { type: 'AnswerAssignment', bookingId, manongId: staff.manong, confirmed: true });
      else if (step === 'timeIn') await command(manong, { type: 'TimeIn', bookingId, manongId: staff.manong, now: at });
      else if (step === 'timeOut') await command(manong, { type: 'TimeOut', bookingId, manongId: staff.manong, now: at });
      else if (step === 'fulfilRebook') await moving(office, { type: 'FulfilRebook', bookingId, slot: state.requestedSlot! }, state.requestedSlot);
      else if (step === 'acceptCancellation') await moving(office, { type: 'AcceptCancellation', bookingId }, null);
      else if (step === 'cancelPending') await moving(customer.who, { type: 'CancelPendingBooking', bookingId }, null);
      else await moving(office, { type: 'CancelBookingByAdmin', bookingId }, null);
    } else if ('complete' in step) {
      await command(customer.who, { type: 'CompleteBooking', bookingId, feedback: step.complete });
    } else if ('requestRebook' in step) {
      const target = slotOf(run.today, step.requestRebook.day, step.requestRebook.slot);
      await moving(customer.who, { type: 'RequestRebook', bookingId, slot: target }, target);
    } else {
      await moving(customer.who, { type: 'RequestCancellation', bookingId, ...step.requestCancellation }, null);
    }
    written++;
  }
  return written;
}

/**
 * The customer pressed Pay (or Fail) on the sandbox's page for the booking's checkout: the
 * checkout settles and its callback takes the path every gateway's does, recorded as of
 * that moment.
 */
async function gatewayAnswers(run: Run, booking: PlacedBooking, outcome: 'paid' | 'failed', at: string): Promise<void> {
  const paymentId = booking.currentPaymentId;
  if (!paymentId) throw new Error(`demo booking ${booking.placed.reference} has no checkout`);
  await run.sandbox.checkouts.settle(paymentId, outcome);
  const system: Who = { actor: 'system', role: 'system' };
  // Its log lines (one a payment) say nothing a start-up needs; a refusal is still logged.
  const log = run.log.child({ demo: true }, { level: 'warn' });
  await handleGatewayCallback(run.sandbox, run.sandbox.callbackFor(paymentId), {
    log,
    onOutcome: async (settled, gateway) => void (await recordOutcome({ store: run.store, log }, booking.placed.bookingId, settled, gateway, contextOf(system, at))),
  });
}

async function playAssessment(run: Run, assessment: DemoAssessment): Promise<number> {
  const { store, staff, today } = run;
  const assessmentId = demoAssessmentId(assessment.key);
  const streamId = assessmentStreamId(assessmentId);
  const done = progress((await store.readStream(streamId)).map((e) => e.type));
  const clock = timeline(run.now);
  const requested = momentOf(today, assessment.requested, '11:20');
  const customer = await run.customer(assessment.by, requested);
  const office: Who = { actor: staff.administrator, role: 'administrator' };
  const assessor: Who = { actor: staff.assessor, role: 'assessor' };
  const steps: { event: string; who: Who; at: number; command: (at: string) => AssessmentCommand }[] = [];

  const category = categoryOf(assessment.category);
  const { snapshot } = customer;
  const contact = { customerId: snapshot.customerId, firstName: snapshot.firstName, lastName: snapshot.lastName, contactNumber: snapshot.contactNumber ?? customer.address.contactNumber, email: snapshot.email };
  const services = assessment.services.map((name) => ({ serviceId: demoId('service', `${assessment.category}/${name}`), name }));
  const preferredDate = assessment.preferred === null ? null : addDays(today, assessment.preferred);
  steps.push({ event: 'AssessmentRequested', who: customer.who, at: requested, command: () => ({ type: 'RequestAssessment', assessmentId, contact, category, services, address: customer.address, preferredDate }) });
  const visit = assessment.visit;
  if (visit) {
    const date = addDays(today, visit.day);
    const visitAt = momentOf(today, visit.day, visit.time);
    steps.push({ event: 'AssessorsAssigned', who: office, at: requested + 22 * HOUR, command: () => ({ type: 'AssignAssessors', assessmentId, primary: [staff.assessor], secondary: [], date, time: visit.time }) });
    if (visit.confirmed) steps.push({ event: 'AssessorAnswered', who: assessor, at: requested + 24 * HOUR, command: () => ({ type: 'AnswerAssessorVisit', assessmentId, assessorId: staff.assessor, confirmed: true }) });
    if (visit.visited) {
      steps.push({ event: 'AssessorTimedIn', who: assessor, at: visitAt + 5 * MINUTE, command: (now) => ({ type: 'AssessorTimeIn', assessmentId, assessorId: staff.assessor, now }) });
      steps.push({ event: 'AssessorTimedOut', who: assessor, at: visitAt + 95 * MINUTE, command: (now) => ({ type: 'AssessorTimeOut', assessmentId, assessorId: staff.assessor, now }) });
    }
  }
  let written = 0;
  for (const step of steps) {
    const at = clock(step.at);
    if (done(step.event)) continue;
    await handleCommand(store, streamId, assessmentDecider, step.command(at), contextOf(step.who, at));
    written++;
  }
  return written;
}
