import { describe, expect, it } from 'vitest';
import { fold } from '../../commands/decider.js';
import { deciderSpec } from '../../commands/deciderSpec.js';
import { bookingDecider } from '../bookingDecider.js';
import type { BookingEvent } from '../bookingEvents.js';
import type { PlacedBooking } from '../bookingState.js';
import { answered, assigned, bookingId, manong, closedStatuses, inStatus, openStatuses, otherSlot, paid, rebookRequested, slot, thirdSlot, unpaid } from '../bookingFixtures.js';
import { NOT_PAID } from '../rules.js';
import { WorkStatus } from '../workStatus.js';
import { SAME_SLOT } from './rebooking.js';

const { given } = deciderSpec(bookingDecider);
const request = (to = otherSlot) => ({ type: 'RequestRebook' as const, bookingId, slot: to });
const fulfil = (to = otherSlot) => ({ type: 'FulfilRebook' as const, bookingId, slot: to });
const reject = { type: 'RejectRebook' as const, bookingId };
const state = (history: BookingEvent[]) => fold(bookingDecider, history) as PlacedBooking;

describe("a customer's rebooking request", () => {
  it('allowed when paid and work status is 0, 4, 5 or 6; refused at 1, 2 and 3', () => {
    for (const status of openStatuses) {
      const to = status === WorkStatus.RebookPending ? thirdSlot : otherSlot;
      given(inStatus[status]).when(request(to)).then([{ type: 'RebookRequested', data: { bookingId, slot: to } }]);
    }
    for (const status of closedStatuses) given(inStatus[status]).when(request()).thenThrows('conflict');
  });

  it('refused while unpaid', () => {
    given(unpaid).when(request()).thenThrows('conflict', NOT_PAID);
  });

  it('refuses the slot the booking already holds; asking for the pending slot again changes nothing', () => {
    given(paid).when(request(slot)).thenThrows('invalid', SAME_SLOT);
    given([...paid, rebookRequested]).when(request()).then([]);
  });
});

describe("an administrator's re-book", () => {
  it('fulfils a request: the booking moves to the chosen slot, status 4', () => {
    given([...paid, rebookRequested]).when(fulfil(thirdSlot)).then([{ type: 'RebookFulfilled', data: { bookingId, fromSlot: slot, toSlot: thirdSlot, requested: true } }]);
    const after = state([...paid, rebookRequested, { type: 'RebookFulfilled', data: { bookingId, fromSlot: slot, toSlot: thirdSlot, requested: true } }]);
    expect([after.workStatus, after.slot, after.requestedSlot]).toEqual([WorkStatus.Rebooked, thirdSlot, null]);
  });

  it('re-books directly at 0, 4 and 6, even unpaid; not at 3 (nor 1 or 2)', () => {
    given(unpaid).when(fulfil()).then([{ type: 'RebookFulfilled', data: { bookingId, fromSlot: slot, toSlot: otherSlot, requested: false } }]);
    given(inStatus[WorkStatus.RequestedCancellation]).when(fulfil()).then([{ type: 'RebookFulfilled', data: { bookingId, fromSlot: slot, toSlot: otherSlot, requested: false } }]);
    for (const status of closedStatuses) given(inStatus[status]).when(fulfil()).thenThrows('conflict');
    given(inStatus[WorkStatus.OnGoing]).when(fulfil()).thenThrows('conflict', 'on going');
  });

  it('refuses the slot the booking already holds', () => {
    given([...paid, rebookRequested]).when(fulfil(slot)).thenThrows('invalid', SAME_SLOT);
  });

  it('asks the assigned manongs again: they confirmed another date', () => {
    const after = state([...paid, assigned(), answered(1), { type: 'RebookFulfilled', data: { bookingId, fromSlot: slot, toSlot: otherSlot, requested: false } }]);
    expect(after.manongs.map((m) => [m.manongId, m.answered])).toEqual([[manong(1), false], [manong(2), false]]);
  });

  it('rejects only a pending request, and the booking returns to its status before', () => {
    given([...paid, rebookRequested]).when(reject).then([{ type: 'RebookRejected', data: { bookingId, slot: otherSlot } }]);
    for (const status of [0, 1, 2, 3, 4, 6] as const) given(inStatus[status]).when(reject).thenThrows('conflict', 'no rebooking request');
    const rejected = { type: 'RebookRejected' as const, data: { bookingId, slot: thirdSlot } };
    expect(state([...inStatus[WorkStatus.Rebooked], { type: 'RebookRequested', data: { bookingId, slot: otherSlot } }, rejected]).workStatus).toBe(WorkStatus.Rebooked);
    expect(state([...paid, rebookRequested, rejected]).workStatus).toBe(WorkStatus.Pending);
  });
});
