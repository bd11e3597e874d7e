/**
 * The daily run of plans, at an instant it is given (`now`: the job's timestamp, or a
 * test's; nothing here reads the clock): unpaid visits whose hold ended are released, and
 * each active plan whose next visit falls within the lead time gets it booked, through the
 * same placement as any booking (capacity exact, priced from the catalogue of the day with
 * the category's plan discount), in the same atomic append as the plan's PlanVisitBooked.
 *
 * Idempotent per (plan, visit number): the visit's booking id is derived from both, and the
 * plan's stream is appended at the revision the decision read. Two runs at once, or a run
 * retried after a crash, meet on those streams: one books, the other finds the visit on
 * the plan and books nothing. The messages are keyed by the visit's booking, so they are
 * written once as well, also when a run died between the booking and its e-mail.
 */
import { v5 as uuidv5 } from 'uuid';
import type pg from 'pg';
import { DomainError, type CommandContext } from '../commands/decider.js';
import { loadState } from '../commands/handleCommand.js';
import { placeBooking, type Placement } from '../bookings/placement/placeBooking.js';
import { checkGateway, priceBooking, type CatalogueLine, type Gateway } from '../bookings/pricing.js';
import { makeReference } from '../bookings/reference.js';
import type { EventStore } from '../eventstore/port.js';
import { userDecider } from '../accounts/userDecider.js';
import { userStreamId } from '../accounts/userEvents.js';
import { queueKeyedMail } from '../mail/outbox.js';
import { philippineNumber } from '../rules/philippineNumber.js';
import { addDays, manilaDate } from '../schedules/manilaTime.js';
import { queueKeyedSms } from '../sms/outbox.js';
import { chooseSlot, holdUntilOf, SLOT_WINDOW_DAYS, visitDueForBooking, type SlotOption, type VisitTarget } from './nextVisit.js';
import { recordBookingFacts } from './bookingFacts.js';
import { loadPlan, runPlanCommand } from './planCommands.js';
import { nothingLeftMail, unplacedMail, visitBookedMail, visitBookedSms, visitReleasedMail } from './planMessages.js';
import { readPlanSettings, termsOf, type PlanSettings } from './planSettings.js';
import type { Plan } from './planState.js';

/** The read models the run asks (projections/src/readModels/plans/queries.ts). */
export interface PlanRunReads {
  plansToBook(today: string, until: string): Promise<string[]>;
  visitsToRelease(today: string): Promise<{ plan_id: string; visit_number: number }[]>;
  freeSlotsBetween(from: string, to: string): Promise<SlotOption[]>;
  catalogueForVisits(serviceIds: readonly string[], locationIds: readonly string[]): Promise<{ services: Map<string, { name: string; unitPrice: number }>; locations: Map<string, string> }>;
}

export interface PlanRunDeps {
  store: EventStore;
  /** The mail and SMS ledgers. */
  db: Pick<pg.Pool, 'query'>;
  reads: PlanRunReads;
  publicUrl: string;
  /** Plans decided at once (their placements share appends: handleAcrossStreams' group commit). */
  concurrency?: number;
}

export interface PlanRunResult {
  booked: number;
  released: number;
  unplaced: number;
  skipped: number;
  /** SMS ledger rows written, for the caller to deliver. */
  sms: string[];
}

const NAMESPACE = '8d3c1a4e-6f0b-4c8e-9a57-2b1f0e6d4c93';
/** The booking of a plan's visit: one id per (plan, visit number), whoever books it. */
export const visitBookingId = (planId: string, visitNumber: number) => uuidv5(`plan-visit:${planId}:${visitNumber}`, NAMESPACE);
const NO_LOCATION = 'Not specified';

export function planRunContext(now: Date): CommandContext {
  return { actor: 'system', role: 'system', correlationId: uuidv5(`plan-run:${now.toISOString()}`, NAMESPACE), causationId: null, now: now.toISOString() };
}

export async function runPlanVisits(deps: PlanRunDeps, now: Date): Promise<PlanRunResult> {
  const settings = await readPlanSettings(deps.store);
  const today = manilaDate(now);
  const context = planRunContext(now);
  const result: PlanRunResult = { booked: 0, released: 0, unplaced: 0, skipped: 0, sms: [] };

  for (const { plan_id, visit_number } of await deps.reads.visitsToRelease(today)) {
    const before = await loadPlan(deps.store, plan_id);
    const visit = before.status !== 'absent' ? before.visits.find((v) => v.visitNumber === visit_number) : undefined;
    if (!visit?.bookingId || before.status === 'absent') continue;
    // A payment the plan has not heard of yet (its booking-facts job pending) is recorded first: a paid visit stays.
    await recordBookingFacts(deps.store, visit.bookingId, context);
    const outcome = await runPlanCommand(deps.store, plan_id, { type: 'ReleaseVisit', planId: plan_id, visitNumber: visit_number, today }, context).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'conflict') return undefined;
      throw error;
    });
    if (!outcome?.events.length) continue;
    result.released++;
    await mail(deps, before, `plan-visit-released`, visit.bookingId, visitReleasedMail(before, visit));
  }

  const ids = await deps.reads.plansToBook(today, addDays(today, settings.leadDays));
  const due: { plan: Plan; target: VisitTarget }[] = [];
  for (const chunk of chunks(ids, 200)) {
    const states = await Promise.all(chunk.map((id) => loadPlan(deps.store, id)));
    for (const plan of states) {
      const target = plan.status !== 'absent' ? visitDueForBooking(plan, today, settings.leadDays) : undefined;
      if (plan.status !== 'absent' && target) due.push({ plan, target });
    }
  }
  if (due.length === 0) return result;

  const dates = due.map((d) => d.target.date).sort();
  const [catalogue, slots] = await Promise.all([
    deps.reads.catalogueForVisits([...new Set(due.flatMap((d) => d.plan.services.map((s) => s.serviceId)))], [...new Set(due.flatMap((d) => d.plan.services.flatMap((s) => (s.locationId ? [s.locationId] : []))))]),
    deps.reads.freeSlotsBetween(addDays(dates[0]!, -SLOT_WINDOW_DAYS), addDays(dates.at(-1)!, SLOT_WINDOW_DAYS)),
  ]);
  // Seats as the read model showed them, taken down as this run books: the placement is exact, this only steers.
  const free = new Map(slots.map((s) => [s.id, { ...s }]));
  const book = async ({ plan, target }: { plan: Plan; target: VisitTarget }) => {
    const outcome = await bookVisit(deps, settings, plan, target, today, context, { catalogue, free });
    if (outcome.kind === 'booked') result.booked++;
    if (outcome.kind === 'unplaced') result.unplaced++;
    if (outcome.kind === 'skipped') result.skipped++;
    if (outcome.sms) result.sms.push(outcome.sms);
  };
  await inParallel(due, deps.concurrency ?? 32, book);
  return result;
}

type Catalogue = Awaited<ReturnType<PlanRunReads['catalogueForVisits']>>;

async function bookVisit(
  deps: PlanRunDeps,
  settings: PlanSettings,
  plan: Plan,
  target: VisitTarget,
  today: string,
  context: CommandContext,
  at: { catalogue: Catalogue; free: Map<string, SlotOption> },
): Promise<{ kind: 'booked' | 'unplaced' | 'skipped' | 'none'; sms?: string }> {
  const { planId } = plan;
  const lines: CatalogueLine[] = [];
  const leftOut: string[] = [];
  for (const s of plan.services) {
    const service = at.catalogue.services.get(s.serviceId);
    if (!service) leftOut.push(s.name);
    else lines.push({ serviceId: s.serviceId, name: service.name, unitPrice: service.unitPrice, quantity: s.quantity, location: (s.locationId && at.catalogue.locations.get(s.locationId)) || NO_LOCATION });
  }
  if (lines.length === 0) {
    const outcome = await runPlanCommand(deps.store, planId, { type: 'SkipNothingLeft', planId, visitNumber: target.visitNumber, date: target.date, startAt: target.startAt }, context);
    if (outcome.events.length) await mail(deps, plan, 'plan-visit-nothing-left', visitBookingId(planId, target.visitNumber), nothingLeftMail(plan, target.date));
    return { kind: outcome.events.length ? 'skipped' : 'none' };
  }
  const terms = termsOf(settings, plan.category.id);
  const bookingId = visitBookingId(planId, target.visitNumber);
  const holdUntil = holdUntilOf(target.date, settings.holdDays, today);
  const gateway = gatewayFor(plan.gateway, lines, terms.discountPercent);
  const tried = new Set<string>();
  for (;;) {
    const slot = chooseSlot(target, [...at.free.values()].filter((o) => !tried.has(o.id)), today);
    if (!slot) {
      const outcome = await runPlanCommand(deps.store, planId, { type: 'MarkUnplaced', planId, visitNumber: target.visitNumber, date: target.date, startAt: target.startAt }, context);
      if (outcome.events.length) await mail(deps, plan, 'plan-visit-unplaced', bookingId, unplacedMail(plan, target.date, target.startAt));
      return { kind: outcome.events.length ? 'unplaced' : 'none' };
    }
    tried.add(slot.id);
    const placement: Placement = {
      bookingId,
      reference: makeReference(),
      customer: plan.customer,
      address: plan.address,
      category: plan.category,
      lines,
      couponId: null,
      gateway,
      slot: { id: slot.id, date: slot.date, startAt: slot.startAt, endAt: slot.endAt },
      placedBy: 'customer',
      assessmentId: null,
      source: null,
      plan: { planId, visitNumber: target.visitNumber, discountPercent: terms.discountPercent },
      planStep: { kind: 'visit', planId, visitNumber: target.visitNumber, holdUntil, leftOut },
    };
    try {
      const placed = await placeBooking(deps.store, placement, context);
      const entry = at.free.get(slot.id);
      if (entry && !placed.replayed) entry.free--;
      const booking = placed.booking;
      // Told once, keyed by the booking: also when an earlier run booked it and died before its mail.
      const visit = { reference: booking.reference, date: booking.slot.date, startAt: booking.slot.startAt, totalCentavos: booking.totalCentavos, holdUntil, leftOut, services: booking.lines.map((l) => l.name) };
      await mail(deps, plan, 'plan-visit-booked', booking.bookingId, visitBookedMail(plan, visit, deps.publicUrl));
      const sms = await text(deps, plan, booking.bookingId, visitBookedSms(plan, visit, deps.publicUrl));
      return { kind: placed.replayed ? 'none' : 'booked', ...(sms ? { sms } : {}) };
    } catch (error) {
      // The slot filled up (or was removed) since the read model showed it: the next nearest.
      if (error instanceof DomainError && error.field === 'date') continue;
      // Decided meanwhile by another run (paused, cancelled, this visit skipped): nothing to do.
      if (error instanceof DomainError && error.code === 'conflict') return { kind: 'none' };
      throw error;
    }
  }
}

/** The first checkout's gateway, unless the visit's total is below what it takes (TendoPay's minimum). */
function gatewayFor(gateway: Gateway, lines: CatalogueLine[], discountPercent: number): Gateway {
  try {
    checkGateway(gateway, priceBooking(lines, discountPercent > 0 ? { isPercentage: true, amount: discountPercent } : null).totalCentavos);
    return gateway;
  } catch {
    return 'xendit';
  }
}

async function mail(deps: PlanRunDeps, plan: Plan, purpose: string, eventId: string, rendered: { subject: string; text: string; html: string }): Promise<void> {
  await queueKeyedMail(deps.db, { eventId }, { to: plan.customer.email, ...rendered, purpose }, { relay: true });
}

/** A text too, when the customer's last choice about texts is yes and the number is a Philippine one. */
async function text(deps: PlanRunDeps, plan: Plan, bookingId: string, body: string): Promise<string | undefined> {
  const user = await loadState(deps.store, userStreamId(plan.customer.customerId), userDecider);
  if (user.status !== 'active' || !user.textMessages) return undefined;
  const to = philippineNumber(plan.address.contactNumber ?? plan.customer.contactNumber ?? '');
  if (!to) return undefined;
  return queueKeyedSms(deps.db, { bookingId, purpose: 'plan-visit-booked', recipientKey: 'customer' }, { to, body });
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function inParallel<T>(items: readonly T[], width: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

