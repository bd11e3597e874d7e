import { describe, expect, it } from 'vitest';
import { fold } from '../../commands/decider.js';
import { deciderSpec } from '../../commands/deciderSpec.js';
import { bookingDecider } from '../bookingDecider.js';
import type { BookingEvent } from '../bookingEvents.js';
import type { PlacedBooking } from '../bookingState.js';
import { answered, assigned, bookingId, cancellationRequested, closedStatuses, inStatus, manong, onServiceDay, openStatuses, otherSlot, paid, slot, timedIn, timedOut, unpaid } from '../bookingFixtures.js';
import { NOT_ASSIGNED } from '../rules.js';
import { WorkStatus } from '../workStatus.js';

const { given } = deciderSpec(bookingDecider);
const now = '2026-11-20T02:00:00.000Z';
const assign = (primary: string[], secondary: string[] = []) => ({ type: 'AssignManongs' as const, bookingId, primary, secondary, now });
const answer = (n: number, confirmed = true) => ({ type: 'AnswerAssignment' as const, bookingId, manongId: manong(n), confirmed });
const timeIn = (n: number, at = onServiceDay) => ({ type: 'TimeIn' as const, bookingId, manongId: manong(n), now: at });
const timeOut = (n: number) => ({ type: 'TimeOut' as const, bookingId, manongId: manong(n), now: '2026-12-01T03:00:00.000Z' });
const state = (history: BookingEvent[]) => fold(bookingDecider, history) as PlacedBooking;
const confirmed = [...paid, assigned(), answered(1)];

describe('assigning manongs', () => {
  it('only when paid', () => {
    given(unpaid).when(assign([manong(1)])).thenThrows('conflict', 'paid');
    given(paid).when(assign([manong(1)])).then([assigned([manong(1)])]);
  });

  it('at 0, 4, 5 and 6; not once the work started, finished or was cancelled (1, 2, 3)', () => {
    for (const status of openStatuses) given(inStatus[status]).when(assign([manong(3)])).then([assigned([manong(3)])]);
    for (const status of closedStatuses) given(inStatus[status]).when(assign([manong(3)])).thenThrows('conflict');
  });

  it('at most 2 primary and 2 secondary, none in both, no one twice, at least one primary', () => {
    given(paid).when(assign([manong(1), manong(2)], [manong(3), manong(4)])).then([assigned([manong(1), manong(2)], [manong(3), manong(4)])]);
    given(paid).when(assign([manong(1), manong(2), manong(3)])).thenThrows('invalid', 'at most 2 primary');
    given(paid).when(assign([manong(1), manong(2)], [manong(3), manong(4), manong(5)])).thenThrows('invalid', 'at most 2 secondary');
    given(paid).when(assign([manong(1), manong(2)], [manong(2)])).thenThrows('invalid', 'cannot also be secondary');
    given(paid).when(assign([manong(1), manong(1)])).thenThrows('invalid', 'twice');
    given(paid).when(assign([])).thenThrows('invalid', 'primary manongs field is required');
  });

  it('secondary manongs only once 2 primaries are chosen (the dialog keeps the picker disabled)', () => {
    given(paid).when(assign([manong(1)], [manong(3)])).thenThrows('invalid', 'before secondary');
  });

  it('reassigning replaces the set and asks everyone again; the same team again changes nothing', () => {
    given(confirmed).when(assign([manong(2), manong(1)])).then([]);
    given(confirmed).when(assign([manong(1), manong(3)])).then([assigned([manong(1), manong(3)])]);
    const after = state([...confirmed, assigned([manong(1), manong(3)])]);
    expect(after.manongs.map((m) => [m.manongId, m.primary, m.answered])).toEqual([[manong(1), true, false], [manong(3), true, false]]);
  });
});

describe("a manong's answer", () => {
  it('an assigned manong confirms or declines', () => {
    given([...paid, assigned()]).when(answer(1)).then([answered(1)]);
    given([...paid, assigned()]).when(answer(2, false)).then([answered(2, false)]);
  });

  it('only while unanswered', () => {
    given(confirmed).when(answer(1, false)).thenThrows('conflict', 'already answered');
    given([...paid, assigned(), answered(2, false)]).when(answer(2)).thenThrows('conflict', 'already answered');
  });

  it('only if assigned: anyone else is forbidden, including a manong removed by a reassignment', () => {
    given([...paid, assigned()]).when(answer(5)).thenThrows('forbidden', NOT_ASSIGNED);
    given([...paid, assigned(), assigned([manong(3)])]).when(answer(1)).thenThrows('forbidden', NOT_ASSIGNED);
  });

  it('not on a cancelled booking', () => {
    given([...paid, assigned(), { type: 'BookingCancelledByAdmin', data: { bookingId } }]).when(answer(1)).thenThrows('conflict', 'cancelled');
  });
});

describe('time in', () => {
  it('a confirmed manong times in on the service date; the booking is then On Going (3)', () => {
    given(confirmed).when(timeIn(1)).then([timedIn(1)]);
    expect(state([...confirmed, timedIn(1)]).workStatus).toBe(WorkStatus.OnGoing);
  });

  it('only after confirming: not unanswered, not after declining', () => {
    given([...paid, assigned()]).when(timeIn(1)).thenThrows('conflict', 'Confirm the booking');
    given([...paid, assigned(), answered(1, false)]).when(timeIn(1)).thenThrows('conflict', 'Confirm the booking');
  });

  it('only on the service date in Manila (UTC+08:00): from 16:00 UTC the day before to 15:59 UTC that day', () => {
    given(confirmed).when(timeIn(1, '2026-11-30T16:00:00.000Z')).then([{ type: 'ManongTimedIn', data: { bookingId, manongId: manong(1), at: '2026-11-30T16:00:00.000Z' } }]);
    given(confirmed).when(timeIn(1, '2026-12-01T15:59:59.999Z')).then([{ type: 'ManongTimedIn', data: { bookingId, manongId: manong(1), at: '2026-12-01T15:59:59.999Z' } }]);
    given(confirmed).when(timeIn(1, '2026-11-30T15:59:59.999Z')).thenThrows('conflict', 'only on the service date');
    given(confirmed).when(timeIn(1, '2026-12-01T16:00:00.000Z')).thenThrows('conflict', 'only on the service date');
  });

  it('the service date follows a re-booking', () => {
    const moved = [...confirmed, { type: 'RebookFulfilled' as const, data: { bookingId, fromSlot: slot, toSlot: otherSlot, requested: false } }, answered(1)];
    given(moved).when(timeIn(1)).thenThrows('conflict', 'only on the service date');
    given(moved).when(timeIn(1, '2026-12-03T01:00:00.000Z')).then([{ type: 'ManongTimedIn', data: { bookingId, manongId: manong(1), at: '2026-12-03T01:00:00.000Z' } }]);
  });

  it('not twice, not by a manong not assigned, not while a request waits, not once cancelled', () => {
    given([...confirmed, timedIn(1)]).when(timeIn(1)).thenThrows('conflict', 'already timed in');
    given(confirmed).when(timeIn(5)).thenThrows('forbidden', NOT_ASSIGNED);
    given([...confirmed, cancellationRequested]).when(timeIn(1)).thenThrows('conflict', 'administrator');
    given([...confirmed, { type: 'BookingCancelledByAdmin', data: { bookingId } }]).when(timeIn(1)).thenThrows('conflict', 'cancelled');
  });

  it('a second confirmed manong may time in too', () => {
    given([...confirmed, answered(2), timedIn(1)]).when(timeIn(2)).then([timedIn(2)]);
  });
});

describe('time out', () => {
  it('only after time-in, once', () => {
    given(confirmed).when(timeOut(1)).thenThrows('conflict', 'Time in before');
    given([...confirmed, timedIn(1)]).when(timeOut(1)).then([timedOut(1)]);
    given([...confirmed, timedIn(1), timedOut(1)]).when(timeOut(1)).thenThrows('conflict', 'already timed out');
    given([...confirmed, timedIn(1)]).when(timeOut(5)).thenThrows('forbidden', NOT_ASSIGNED);
  });
});
