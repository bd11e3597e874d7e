/**
 * The plan aggregate's decisions, pure: no clock (`today` comes in the command), no reads.
 * The bookings of its visits are decided by the booking aggregate in the same atomic
 * append (the placement for a new visit; a seat move to release, skip or move one): the
 * plan's events say which visit, the caller's booking command does the rest.
 */
import { DomainError, type Decider } from '../commands/decider.js';
import type { SlotRef } from '../bookings/bookingEvents.js';
import { PLAN_INTERVALS, type IntervalMonths, type PlanActor, type PlanEvent, type PlanEventOf, type PlanService } from './planEvents.js';
import { nextVisitTarget } from './nextVisit.js';
import { evolvePlan, initialPlanState, upcomingVisit, visitOfBooking, type Plan, type PlanState } from './planState.js';

export const PLAN_NOT_FOUND = 'Plan not found.';
export const PLAN_CANCELLED = 'This plan is cancelled.';
export const INTERVAL_INVALID = 'The interval must be 1, 3, 6 or 12 months.';
export const intervalNotOffered = (months: number) => `This category does not offer a plan every ${months} months.`;
export const VISIT_PAID = 'This visit is paid: cancel the booking instead.';
export const VISIT_NOT_OPEN = 'This visit can no longer be changed.';

type Started = Omit<PlanEventOf<'PlanStarted'>['data'], 'startedAt'>;

export type PlanCommand =
  | ({ type: 'StartPlan'; allowed: readonly number[]; now: string } & Started)
  | { type: 'BookVisit'; planId: string; visitNumber: number; bookingId: string; reference: string; slot: SlotRef; totalCentavos: number; holdUntil: string; leftOut: string[] }
  | { type: 'MarkUnplaced'; planId: string; visitNumber: number; date: string; startAt: string }
  | { type: 'SkipNothingLeft'; planId: string; visitNumber: number; date: string; startAt: string }
  | { type: 'SkipNext'; planId: string; by: PlanActor; today: string }
  | { type: 'SkipVisit'; planId: string; bookingId: string; by: PlanActor; today: string }
  | { type: 'ReleaseVisit'; planId: string; visitNumber: number; today: string }
  | { type: 'MoveVisit'; planId: string; bookingId: string; slot: SlotRef; today: string }
  | { type: 'RecordBookingFact'; planId: string; bookingId: string; fact: 'paid' | 'done' | 'cancelled' | 'moved'; slot?: SlotRef }
  | { type: 'PausePlan'; planId: string; by: PlanActor }
  | { type: 'ResumePlan'; planId: string; by: PlanActor }
  | { type: 'ChangeInterval'; planId: string; intervalMonths: number; allowed: readonly number[]; by: PlanActor }
  | { type: 'ChooseSlot'; planId: string; date: string; startAt: string }
  | { type: 'CancelPlan'; planId: string; by: PlanActor; today: string };

/** A plan interval among 1, 3, 6, 12 that the category offers; refusals on `field`. */
export function checkInterval(months: number, allowed: readonly number[], field: string): IntervalMonths {
  if (!(PLAN_INTERVALS as readonly number[]).includes(months)) throw new DomainError('invalid', INTERVAL_INVALID, field);
  if (!allowed.includes(months)) throw new DomainError('invalid', intervalNotOffered(months), field);
  return months as IntervalMonths;
}

function existing(state: PlanState): Plan {
  if (state.status === 'absent') throw new DomainError('not_found', PLAN_NOT_FOUND);
  return state;
}

function open(state: PlanState): Plan {
  const plan = existing(state);
  if (plan.status === 'cancelled') throw new DomainError('conflict', PLAN_CANCELLED);
  return plan;
}

export function decidePlan(command: PlanCommand, state: PlanState): PlanEvent[] {
  switch (command.type) {
    case 'StartPlan': {
      if (state.status !== 'absent') {
        if (state.visits[0]?.bookingId === command.bookingId) return [];
        throw new DomainError('conflict', 'The plan already exists.');
      }
      const { type: _, allowed, now, ...started } = command;
      checkInterval(command.intervalMonths, allowed, 'plan.intervalMonths');
      return [{ type: 'PlanStarted', data: { ...started, services: started.services.map((s: PlanService) => ({ ...s })), startedAt: now } }];
    }
    case 'BookVisit': {
      const plan = existing(state);
      const { type: _, ...data } = command;
      const booked = plan.visits.find((v) => v.visitNumber === command.visitNumber);
      // The same visit booked again (a retried or a second run): nothing more.
      if (booked) {
        if (booked.bookingId === command.bookingId) return [];
        throw new DomainError('conflict', `Visit ${command.visitNumber} of the plan is decided already.`);
      }
      if (plan.status !== 'active') throw new DomainError('conflict', `The plan is ${plan.status}.`);
      if (command.visitNumber !== plan.visits.length + 1) throw new DomainError('conflict', `The plan's next visit is ${plan.visits.length + 1}.`);
      return [{ type: 'PlanVisitBooked', data }];
    }
    case 'MarkUnplaced': {
      const plan = open(state);
      if (plan.visits.length + 1 !== command.visitNumber || plan.unplaced?.visitNumber === command.visitNumber) return [];
      const { type: _, ...data } = command;
      return [{ type: 'PlanVisitUnplaced', data }];
    }
    case 'SkipNothingLeft': {
      const plan = open(state);
      if (plan.visits.length + 1 !== command.visitNumber) return [];
      return [{ type: 'PlanVisitSkipped', data: { planId: command.planId, visitNumber: command.visitNumber, date: command.date, startAt: command.startAt, by: 'plan', reason: 'nothing_left' } }];
    }
    case 'SkipNext': {
      const plan = open(state);
      // An unpaid visit waiting for its day is the next one; past a paid one, the visit not yet booked.
      const upcoming = upcomingVisit(plan, command.today);
      const skipped = upcoming?.status === 'booked' ? upcoming : nextVisitTarget(plan, command.today)!;
      return [{ type: 'PlanVisitSkipped', data: { planId: plan.planId, visitNumber: skipped.visitNumber, date: skipped.date, startAt: skipped.startAt, by: command.by, reason: 'asked' } }];
    }
    case 'SkipVisit': {
      const plan = open(state);
      const visit = visitOfBooking(plan, command.bookingId);
      if (!visit) throw new DomainError('not_found', PLAN_NOT_FOUND);
      if (visit.status === 'skipped') return [];
      if (visit.status === 'paid') throw new DomainError('conflict', VISIT_PAID);
      if (visit.status !== 'booked' || visit.date < command.today) throw new DomainError('conflict', VISIT_NOT_OPEN);
      return [{ type: 'PlanVisitSkipped', data: { planId: plan.planId, visitNumber: visit.visitNumber, date: visit.date, startAt: visit.startAt, by: command.by, reason: 'asked' } }];
    }
    case 'ReleaseVisit': {
      const plan = existing(state);
      const visit = plan.visits.find((v) => v.visitNumber === command.visitNumber);
      if (!visit || visit.status !== 'booked' || !visit.holdUntil || visit.holdUntil > command.today) return [];
      return [{ type: 'PlanVisitReleased', data: { planId: plan.planId, visitNumber: visit.visitNumber } }];
    }
    case 'MoveVisit': {
      const plan = open(state);
      const visit = visitOfBooking(plan, command.bookingId);
      if (!visit) throw new DomainError('not_found', PLAN_NOT_FOUND);
      if ((visit.status !== 'booked' && visit.status !== 'paid') || visit.date < command.today) throw new DomainError('conflict', VISIT_NOT_OPEN);
      if (visit.date === command.slot.date && visit.startAt === command.slot.startAt) return [];
      return [{ type: 'PlanVisitMoved', data: { planId: plan.planId, visitNumber: visit.visitNumber, slot: command.slot } }];
    }
    case 'RecordBookingFact':
      return bookingFact(command, existing(state));
    case 'PausePlan': {
      const plan = open(state);
      return plan.status === 'paused' ? [] : [{ type: 'PlanPaused', data: { planId: plan.planId, by: command.by } }];
    }
    case 'ResumePlan': {
      const plan = open(state);
      return plan.status === 'active' ? [] : [{ type: 'PlanResumed', data: { planId: plan.planId, by: command.by } }];
    }
    case 'ChangeInterval': {
      const plan = open(state);
      const months = checkInterval(command.intervalMonths, command.allowed, 'interval_months');
      return months === plan.intervalMonths ? [] : [{ type: 'PlanIntervalChanged', data: { planId: plan.planId, intervalMonths: months, by: command.by } }];
    }
    case 'ChooseSlot': {
      const plan = open(state);
      if (plan.chosenSlot?.date === command.date && plan.chosenSlot.startAt === command.startAt) return [];
      return [{ type: 'PlanSlotChosen', data: { planId: plan.planId, date: command.date, startAt: command.startAt } }];
    }
    case 'CancelPlan': {
      const plan = existing(state);
      if (plan.status === 'cancelled') return [];
      // An unpaid visit waiting for its day goes with the plan (the caller cancels its booking in the same append).
      const upcoming = upcomingVisit(plan, command.today);
      const released: PlanEvent[] = upcoming?.status === 'booked' ? [{ type: 'PlanVisitReleased', data: { planId: plan.planId, visitNumber: upcoming.visitNumber } }] : [];
      return [...released, { type: 'PlanCancelled', data: { planId: plan.planId, by: command.by } }];
    }
  }
}

/** What became of a visit's booking, recorded once (the worker reacts to the booking's events). */
function bookingFact(command: Extract<PlanCommand, { type: 'RecordBookingFact' }>, plan: Plan): PlanEvent[] {
  const visit = visitOfBooking(plan, command.bookingId);
  if (!visit) return [];
  const ids = { planId: plan.planId, visitNumber: visit.visitNumber };
  switch (command.fact) {
    case 'paid':
      return visit.status === 'booked' ? [{ type: 'PlanVisitPaid', data: ids }] : [];
    case 'done':
      return visit.status === 'booked' || visit.status === 'paid' ? [{ type: 'PlanVisitDone', data: ids }] : [];
    case 'cancelled':
      return visit.status === 'booked' || visit.status === 'paid' ? [{ type: 'PlanVisitCancelled', data: ids }] : [];
    case 'moved': {
      const slot = command.slot;
      if (!slot || (slot.date === visit.date && slot.startAt === visit.startAt)) return [];
      return [{ type: 'PlanVisitMoved', data: { ...ids, slot } }];
    }
  }
}

/** The booking a decision gives up (a skipped or released visit's): the caller cancels it in the same append. */
export function bookingGivenUp(events: readonly PlanEvent[], before: PlanState): string | undefined {
  if (before.status === 'absent') return undefined;
  for (const e of events) {
    if (e.type !== 'PlanVisitSkipped' && e.type !== 'PlanVisitReleased') continue;
    const visit = before.visits.find((v) => v.visitNumber === e.data.visitNumber);
    if (visit?.bookingId && visit.status === 'booked') return visit.bookingId;
  }
  return undefined;
}

export const planDecider: Decider<PlanCommand, PlanEvent, PlanState> = { decide: decidePlan, evolve: evolvePlan, initialState: initialPlanState };
