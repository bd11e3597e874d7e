import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../commands/deciderSpec.js';
import { REMOVE_REFUSED, SLOT_FULL, slotDecider, START_PASSED } from './slotDecider.js';
import type { SlotEvent } from './slotEvents.js';

const id = '2026-12-01T08:00';
const { given } = deciderSpec(slotDecider);
const before = '2026-11-30T00:00:00.000Z';
const plan = { type: 'PlanSlot' as const, date: '2026-12-01', startAt: '08:00', durationHours: 2, capacity: 2, country: 'PH' as const, now: before };
const planned: SlotEvent = { type: 'SlotPlanned', data: { id, date: '2026-12-01', startAt: '08:00', endAt: '10:00', durationHours: 2, country: 'PH', capacity: 2 } };
const booking = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const reserved = (n: number): SlotEvent => ({ type: 'SeatReserved', data: { id, bookingId: booking(n) } });
const released = (n: number): SlotEvent => ({ type: 'SeatReleased', data: { id, bookingId: booking(n) } });
const reserve = (n: number, now = before) => ({ type: 'ReserveSeat' as const, id, bookingId: booking(n), now });

describe('planning a slot', () => {
  it('plans it with its end computed from the duration', () => {
    given([]).when(plan).then([planned]);
  });
  it('planning the same day and time again is idempotent', () => {
    given([planned]).when(plan).then([]);
  });
  it('a removed slot can be planned again', () => {
    given([planned, { type: 'SlotRemoved', data: { id } }]).when(plan).then([planned]);
  });
  it('plans a slot later today (Manila) whose start has not passed, so same-day work can be planned', () => {
    // 07:59 in Manila on the slot's own day.
    given([]).when({ ...plan, now: '2026-11-30T23:59:00.000Z' }).then([planned]);
  });
  it("refuses a slot whose start has passed, today's or an earlier day's", () => {
    given([]).when({ ...plan, now: '2026-12-01T00:00:00.000Z' }).thenThrows('invalid', START_PASSED);
    given([]).when({ ...plan, now: '2026-12-02T00:00:00.000Z' }).thenThrows('invalid', START_PASSED);
    // Planned before it began, planning it again later changes nothing.
    given([planned]).when({ ...plan, now: '2026-12-02T00:00:00.000Z' }).then([]);
  });
  it('refuses a slot running past midnight, a bad duration or a bad capacity', () => {
    given([]).when({ ...plan, startAt: '16:30', durationHours: 8 }).thenThrows('invalid', 'midnight');
    given([]).when({ ...plan, durationHours: 0 }).thenThrows('invalid', 'duration');
    given([]).when({ ...plan, durationHours: 9 }).thenThrows('invalid', 'duration');
    given([]).when({ ...plan, capacity: 0 }).thenThrows('invalid', 'capacity');
    given([]).when({ ...plan, capacity: 51 }).thenThrows('invalid', 'capacity');
    given([]).when({ ...plan, startAt: '16:00', durationHours: 8 }).then([
      { type: 'SlotPlanned', data: { id: '2026-12-01T16:00', date: '2026-12-01', startAt: '16:00', endAt: '24:00', durationHours: 8, country: 'PH', capacity: 2 } },
    ]);
  });
});

describe('reserving seats', () => {
  it('reserves while seats are left', () => {
    given([planned]).when(reserve(1)).then([reserved(1)]);
    given([planned, reserved(1)]).when(reserve(2)).then([reserved(2)]);
  });
  it('never reserves more than the capacity', () => {
    given([planned, reserved(1), reserved(2)]).when(reserve(3)).thenThrows('conflict', SLOT_FULL);
  });
  it('reserving twice for the same booking is idempotent, even when full', () => {
    given([planned, reserved(1)]).when(reserve(1)).then([]);
    given([planned, reserved(1), reserved(2)]).when(reserve(2)).then([]);
  });
  it('a released seat can be taken again', () => {
    given([planned, reserved(1), reserved(2), released(1)]).when(reserve(3)).then([reserved(3)]);
  });
  it('refuses a slot that has started, was removed or never existed', () => {
    given([planned]).when(reserve(1, '2026-12-01T00:00:00.000Z')).thenThrows('invalid', 'already started');
    given([planned]).when(reserve(1, '2026-11-30T23:59:59.999Z')).then([reserved(1)]);
    given([planned, { type: 'SlotRemoved', data: { id } }]).when(reserve(1)).thenThrows('not_found');
    given([]).when(reserve(1)).thenThrows('not_found');
  });
});

describe('releasing seats', () => {
  it('releases a held seat once; releasing again or a seat never held changes nothing', () => {
    given([planned, reserved(1)]).when({ type: 'ReleaseSeat', id, bookingId: booking(1) }).then([released(1)]);
    given([planned, reserved(1), released(1)]).when({ type: 'ReleaseSeat', id, bookingId: booking(1) }).then([]);
    given([planned]).when({ type: 'ReleaseSeat', id, bookingId: booking(2) }).then([]);
    given([]).when({ type: 'ReleaseSeat', id, bookingId: booking(2) }).then([]);
  });
});

describe('removing a slot', () => {
  it('removes an empty slot', () => {
    given([planned]).when({ type: 'RemoveSlot', id }).then([{ type: 'SlotRemoved', data: { id } }]);
    given([planned, reserved(1), released(1)]).when({ type: 'RemoveSlot', id }).then([{ type: 'SlotRemoved', data: { id } }]);
  });
  it('refuses a slot holding reservations, with the clear message', () => {
    given([planned, reserved(1)]).when({ type: 'RemoveSlot', id }).thenThrows('conflict', REMOVE_REFUSED);
    expect(REMOVE_REFUSED).toBe('This schedule has bookings and cannot be removed.');
  });
  it('refuses an unknown or already removed slot', () => {
    given([]).when({ type: 'RemoveSlot', id }).thenThrows('not_found');
    given([planned, { type: 'SlotRemoved', data: { id } }]).when({ type: 'RemoveSlot', id }).thenThrows('not_found');
  });
});

describe('folding', () => {
  // Hot streams keep a folded state and fold on from it: evolve must leave it as it was.
  it('leaves the state it is given unchanged', () => {
    const { evolve, initialState } = slotDecider;
    const before = [planned, reserved(1)].reduce(evolve, initialState());
    const after = evolve(evolve(before, reserved(2)), released(1));
    expect(before.status === 'planned' && [...before.reservations]).toEqual([booking(1)]);
    expect(after.status === 'planned' && [...after.reservations]).toEqual([booking(2)]);
  });
});
