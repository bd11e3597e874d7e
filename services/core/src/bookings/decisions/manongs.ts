/**
 * The field work: an administrator assigns manongs (at most 2 primary and 2 secondary,
 * none in both); each answers once; a confirmed manong times in on the service date
 * (Manila) and then out. Reassigning replaces the whole set and asks everyone again.
 */
import { DomainError } from '../../commands/decider.js';
import type { BookingEvent } from '../bookingEvents.js';
import type { BookingState, PlacedBooking } from '../bookingState.js';
import { answerRefusal, assignManongsRefusal, assignmentOf, enforce, NOT_ASSIGNED, placed, timeInRefusal, timeOutRefusal } from '../rules.js';

export interface AssignManongs {
  type: 'AssignManongs';
  bookingId: string;
  primary: string[];
  secondary: string[];
  now: string;
}
export interface AnswerAssignment {
  type: 'AnswerAssignment';
  bookingId: string;
  manongId: string;
  /** `is_confirmed` 1 or 0. */
  confirmed: boolean;
}
export interface TimeIn {
  type: 'TimeIn';
  bookingId: string;
  manongId: string;
  now: string;
}
export interface TimeOut {
  type: 'TimeOut';
  bookingId: string;
  manongId: string;
  now: string;
}

/** Spec §9: at most 2 primary and 2 secondary manongs. */
export const MAX_PRIMARY = 2;
export const MAX_SECONDARY = 2;

function checkTeam(primary: string[], secondary: string[]): void {
  if (primary.length === 0) throw new DomainError('invalid', 'The primary manongs field is required.', 'primaryManongs');
  if (primary.length > MAX_PRIMARY) throw new DomainError('invalid', `Choose at most ${MAX_PRIMARY} primary manongs.`, 'primaryManongs');
  if (secondary.length > MAX_SECONDARY) throw new DomainError('invalid', `Choose at most ${MAX_SECONDARY} secondary manongs.`, 'secondaryManongs');
  if (new Set(primary).size !== primary.length) throw new DomainError('invalid', 'A manong is chosen twice.', 'primaryManongs');
  if (new Set(secondary).size !== secondary.length) throw new DomainError('invalid', 'A manong is chosen twice.', 'secondaryManongs');
  if (secondary.some((m) => primary.includes(m))) throw new DomainError('invalid', 'A primary manong cannot also be secondary.', 'secondaryManongs');
  // The dialog keeps the secondary picker disabled until 2 primaries are chosen.
  if (secondary.length > 0 && primary.length < MAX_PRIMARY) {
    throw new DomainError('invalid', `Choose ${MAX_PRIMARY} primary manongs before secondary ones.`, 'secondaryManongs');
  }
}

const sameTeam = (booking: PlacedBooking, primary: string[], secondary: string[]) => {
  const key = (ids: string[]) => [...ids].sort().join();
  const current = (isPrimary: boolean) => booking.manongs.filter((m) => m.primary === isPrimary).map((m) => m.manongId);
  return booking.manongs.length > 0 && key(current(true)) === key(primary) && key(current(false)) === key(secondary);
};

export function assignManongs(command: AssignManongs, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  const { bookingId, primary, secondary, now } = command;
  checkTeam(primary, secondary);
  enforce(assignManongsRefusal(booking));
  // The same team again changes nothing: nobody's answer is wiped, nobody is notified twice.
  if (sameTeam(booking, primary, secondary)) return [];
  return [{ type: 'ManongsAssigned', data: { bookingId, primary, secondary, assignedAt: now } }];
}

function assignment(booking: PlacedBooking, manongId: string) {
  const found = assignmentOf(booking, manongId);
  if (!found) throw new DomainError('forbidden', NOT_ASSIGNED);
  return found;
}

export function answerAssignment(command: AnswerAssignment, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  enforce(answerRefusal(booking, assignment(booking, command.manongId)));
  const { bookingId, manongId, confirmed } = command;
  return [{ type: 'ManongAnswered', data: { bookingId, manongId, confirmed } }];
}

export function timeIn(command: TimeIn, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  enforce(timeInRefusal(booking, assignment(booking, command.manongId), command.now));
  return [{ type: 'ManongTimedIn', data: { bookingId: command.bookingId, manongId: command.manongId, at: command.now } }];
}

export function timeOut(command: TimeOut, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  enforce(timeOutRefusal(booking, assignment(booking, command.manongId)));
  return [{ type: 'ManongTimedOut', data: { bookingId: command.bookingId, manongId: command.manongId, at: command.now } }];
}
