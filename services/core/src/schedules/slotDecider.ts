/**
 * The schedule slot: planned by an administrator with a capacity, then seats reserved
 * and released by bookings. The rule this stream exists for: never more reservations
 * than capacity, however many bookings race for the last seat.
 */
import { Set as PersistentSet } from 'immutable';
import { DomainError, type Decider } from '../commands/decider.js';
import { fromMinutes, manilaInstant, toMinutes } from './manilaTime.js';
import { slotIdOf, type SlotDetails, type SlotEvent } from './slotEvents.js';

export type SlotState =
  | { status: 'absent' }
  /** The bookings holding a seat: persistent, so a reservation does not copy the others (as coupons' redemptions). */
  | { status: 'planned'; slot: SlotDetails; reservations: PersistentSet<string> }
  | { status: 'removed' };

export type SlotCommand =
  /** `now` (ISO): a slot whose start has passed cannot be planned; one later today can. */
  | { type: 'PlanSlot'; date: string; startAt: string; durationHours: number; capacity: number; country: 'PH'; now: string }
  | { type: 'RemoveSlot'; id: string }
  /** `now` (ISO) decides whether the slot has already begun. */
  | { type: 'ReserveSeat'; id: string; bookingId: string; now: string }
  | { type: 'ReleaseSeat'; id: string; bookingId: string };

export const REMOVE_REFUSED = 'This schedule has bookings and cannot be removed.';
export const SLOT_FULL = 'This schedule is fully booked.';
export const MAX_CAPACITY = 50;
export const START_PASSED = 'This start time has already passed (Manila time).';

/** Whether the slot's start, a Manila wall clock, has come by `now`: it can then be neither planned nor booked. */
export const hasBegun = (date: string, startAt: string, now: string | Date) => manilaInstant(date, startAt).getTime() <= new Date(now).getTime();

function planned(state: SlotState) {
  if (state.status !== 'planned') throw new DomainError('not_found', 'Schedule not found.');
  return state;
}

/** The slot's end, or a refusal when it would run past midnight. */
export function endOf(startAt: string, durationHours: number): string {
  const end = toMinutes(startAt) + durationHours * 60;
  if (end > 24 * 60) throw new DomainError('invalid', 'The schedule must end by midnight.', 'duration');
  return fromMinutes(end);
}

function plan(command: Extract<SlotCommand, { type: 'PlanSlot' }>, state: SlotState): SlotEvent[] {
  // Planning an existing slot again changes nothing: a repeated plan is idempotent.
  if (state.status === 'planned') return [];
  const { date, startAt, durationHours, capacity, country } = command;
  if (!Number.isInteger(durationHours) || durationHours < 1 || durationHours > 8) throw new DomainError('invalid', 'The duration must be between 1 and 8 hours.', 'duration');
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > MAX_CAPACITY) throw new DomainError('invalid', `The capacity must be between 1 and ${MAX_CAPACITY}.`, 'capacity');
  const endAt = endOf(startAt, durationHours);
  if (hasBegun(date, startAt, command.now)) throw new DomainError('invalid', START_PASSED, 'start_at');
  return [{ type: 'SlotPlanned', data: { id: slotIdOf(date, startAt), date, startAt, endAt, durationHours, country, capacity } }];
}

function reserve(command: Extract<SlotCommand, { type: 'ReserveSeat' }>, state: SlotState): SlotEvent[] {
  const { slot, reservations } = planned(state);
  if (reservations.has(command.bookingId)) return [];
  if (hasBegun(slot.date, slot.startAt, command.now)) {
    throw new DomainError('invalid', 'This schedule has already started.', 'date');
  }
  if (reservations.size >= slot.capacity) throw new DomainError('conflict', SLOT_FULL, 'date');
  return [{ type: 'SeatReserved', data: { id: command.id, bookingId: command.bookingId } }];
}

export function decide(command: SlotCommand, state: SlotState): SlotEvent[] {
  switch (command.type) {
    case 'PlanSlot':
      return plan(command, state);
    case 'RemoveSlot':
      if (planned(state).reservations.size > 0) throw new DomainError('conflict', REMOVE_REFUSED);
      return [{ type: 'SlotRemoved', data: { id: command.id } }];
    case 'ReserveSeat':
      return reserve(command, state);
    case 'ReleaseSeat':
      // Releasing a seat the booking does not hold is a no-op: compensations may repeat.
      if (state.status !== 'planned' || !state.reservations.has(command.bookingId)) return [];
      return [{ type: 'SeatReleased', data: { id: command.id, bookingId: command.bookingId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolve(state: SlotState, event: SlotEvent): SlotState {
  switch (event.type) {
    case 'SlotPlanned': {
      const { id: _, ...slot } = event.data;
      return { status: 'planned', slot, reservations: PersistentSet<string>() };
    }
    case 'SlotRemoved':
      return { status: 'removed' };
    case 'SeatReserved':
      return state.status === 'planned' ? { ...state, reservations: state.reservations.add(event.data.bookingId) } : state;
    case 'SeatReleased': {
      if (state.status !== 'planned') return state;
      return { ...state, reservations: state.reservations.delete(event.data.bookingId) };
    }
  }
}

export const slotDecider: Decider<SlotCommand, SlotEvent, SlotState> = {
  decide,
  evolve,
  initialState: () => ({ status: 'absent' }),
};
