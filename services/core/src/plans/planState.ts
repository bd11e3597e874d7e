/** A plan's state, folded from its events: the cart it repeats and each visit so far. */
import type { AddressSnapshot, CustomerSnapshot, SlotRef } from '../bookings/bookingEvents.js';
import type { Gateway } from '../bookings/pricing.js';
import type { IntervalMonths, PlanEvent, PlanService } from './planEvents.js';

export type VisitStatus = 'booked' | 'paid' | 'done' | 'released' | 'skipped' | 'cancelled';

export interface PlanVisit {
  visitNumber: number;
  status: VisitStatus;
  bookingId: string | null;
  reference: string | null;
  /** The visit's actual date and time: its booking's slot as it stands (a rebooking moves it), or the date it was due when skipped. */
  date: string;
  startAt: string;
  holdUntil: string | null;
}

export interface Plan {
  status: 'active' | 'paused' | 'cancelled';
  planId: string;
  customer: CustomerSnapshot;
  address: AddressSnapshot;
  category: { id: string; name: string };
  services: PlanService[];
  intervalMonths: IntervalMonths;
  gateway: Gateway;
  visits: PlanVisit[];
  /** The office chose the next visit's slot before it was booked. */
  chosenSlot: { date: string; startAt: string } | null;
  /** The visit the customer was told no slot was free for (told once). */
  unplaced: { visitNumber: number; date: string; startAt: string } | null;
}

export type PlanState = { status: 'absent' } | Plan;

export const initialPlanState = (): PlanState => ({ status: 'absent' });

const slotOf = (slot: SlotRef) => ({ date: slot.date, startAt: slot.startAt });

function withVisit(plan: Plan, visitNumber: number, change: Partial<PlanVisit>): Plan {
  return { ...plan, visits: plan.visits.map((v) => (v.visitNumber === visitNumber ? { ...v, ...change } : v)) };
}

export function evolvePlan(state: PlanState, event: PlanEvent): PlanState {
  if (event.type === 'PlanStarted') {
    const d = event.data;
    const first: PlanVisit = { visitNumber: 1, status: 'booked', bookingId: d.bookingId, reference: d.reference, ...slotOf(d.slot), holdUntil: null };
    return {
      status: 'active',
      planId: d.planId,
      customer: d.customer,
      address: d.address,
      category: d.category,
      services: d.services,
      intervalMonths: d.intervalMonths,
      gateway: d.gateway,
      visits: [first],
      chosenSlot: null,
      unplaced: null,
    };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'PlanVisitBooked': {
      const d = event.data;
      const visit: PlanVisit = { visitNumber: d.visitNumber, status: 'booked', bookingId: d.bookingId, reference: d.reference, ...slotOf(d.slot), holdUntil: d.holdUntil };
      return { ...state, visits: [...state.visits, visit], chosenSlot: null, unplaced: null };
    }
    case 'PlanVisitMoved':
      return withVisit(state, event.data.visitNumber, slotOf(event.data.slot));
    case 'PlanVisitPaid':
      return withVisit(state, event.data.visitNumber, { status: 'paid' });
    case 'PlanVisitDone':
      return withVisit(state, event.data.visitNumber, { status: 'done' });
    case 'PlanVisitCancelled':
      return withVisit(state, event.data.visitNumber, { status: 'cancelled' });
    case 'PlanVisitReleased':
      return withVisit(state, event.data.visitNumber, { status: 'released' });
    case 'PlanVisitSkipped': {
      const d = event.data;
      if (state.visits.some((v) => v.visitNumber === d.visitNumber)) return withVisit(state, d.visitNumber, { status: 'skipped' });
      const visit: PlanVisit = { visitNumber: d.visitNumber, status: 'skipped', bookingId: null, reference: null, date: d.date, startAt: d.startAt, holdUntil: null };
      return { ...state, visits: [...state.visits, visit], chosenSlot: null, unplaced: null };
    }
    case 'PlanVisitUnplaced':
      return { ...state, unplaced: { visitNumber: event.data.visitNumber, date: event.data.date, startAt: event.data.startAt } };
    case 'PlanPaused':
      return { ...state, status: 'paused' };
    case 'PlanResumed':
      return { ...state, status: 'active' };
    case 'PlanIntervalChanged':
      return { ...state, intervalMonths: event.data.intervalMonths };
    case 'PlanSlotChosen':
      return { ...state, chosenSlot: { date: event.data.date, startAt: event.data.startAt } };
    case 'PlanCancelled':
      return { ...state, status: 'cancelled' };
  }
}

/** The visit booked and not yet past (its date is today or later), paid or not: the one the customer waits for. */
export function upcomingVisit(plan: Plan, today: string): PlanVisit | undefined {
  const last = plan.visits.at(-1);
  return last && (last.status === 'booked' || last.status === 'paid') && last.date >= today ? last : undefined;
}

export const visitOfBooking = (plan: Plan, bookingId: string) => plan.visits.find((v) => v.bookingId === bookingId);
