import { describe, expect, it } from 'vitest';
import { fold } from '../../commands/decider.js';
import { deciderSpec } from '../../commands/deciderSpec.js';
import { bookingDecider } from '../bookingDecider.js';
import type { BookingEvent } from '../bookingEvents.js';
import type { PlacedBooking } from '../bookingState.js';
import { allStatuses, bookingId, cancellationRequested, closedStatuses, inStatus, openStatuses, paid, placed, rebookRequested, unpaid } from '../bookingFixtures.js';
import { NOT_PAID } from '../rules.js';
import { WorkStatus } from '../workStatus.js';
import { BANK_ACCOUNT_REQUIRED, REASON_REQUIRED } from './cancelling.js';

const { given } = deciderSpec(bookingDecider);
const request = (reason = 'Moving out', bankAccount = 'BPI 1234-5678-90 Ana Reyes') => ({ type: 'RequestCancellation' as const, bookingId, reason, bankAccount });
const accept = { type: 'AcceptCancellation' as const, bookingId };
const decline = { type: 'DeclineCancellation' as const, bookingId };
const customerCancel = { type: 'CancelPendingBooking' as const, bookingId };
const adminCancel = { type: 'CancelBookingByAdmin' as const, bookingId };
const accepted: BookingEvent = { type: 'CancellationAccepted', data: { bookingId } };
const state = (history: BookingEvent[]) => fold(bookingDecider, history) as PlacedBooking;

describe("a customer's cancellation request", () => {
  it('allowed when paid and work status is 0, 4, 5 or 6 (a changed request); refused at 1, 2 and 3', () => {
    for (const status of openStatuses) {
      const reason = status === WorkStatus.RequestedCancellation ? 'Changed my mind' : 'Moving out';
      given(inStatus[status]).when(request(reason)).then([{ type: 'CancellationRequested', data: { ...cancellationRequested.data, reason } }]);
    }
    for (const status of closedStatuses) given(inStatus[status]).when(request()).thenThrows('conflict');
  });

  it('refused while unpaid; the same request again changes nothing', () => {
    given(unpaid).when(request()).thenThrows('conflict', NOT_PAID);
    given([...paid, cancellationRequested]).when(request()).then([]);
  });

  it('reason and bank account details are required, with the dialog field names', () => {
    given(paid).when(request('  ')).thenThrows('invalid', REASON_REQUIRED);
    given(paid).when(request('Moving out', '')).thenThrows('invalid', BANK_ACCOUNT_REQUIRED);
    given(paid).when(request(' Moving out ', ' BPI 1234-5678-90 Ana Reyes ')).then([cancellationRequested]);
  });

  it('supersedes a pending rebooking request, and a decline returns to the status before both', () => {
    const both = [...paid, rebookRequested, cancellationRequested];
    expect(state(both).requestedSlot).toBeNull();
    expect(state([...both, { type: 'CancellationDeclined', data: { bookingId } }]).workStatus).toBe(WorkStatus.Pending);
  });
});

describe("an administrator's answer to a cancellation request", () => {
  it('accepts a request: cancelled (2), refund details kept; accepting again changes nothing', () => {
    given([...paid, cancellationRequested]).when(accept).then([accepted]);
    given([...paid, cancellationRequested, accepted]).when(accept).then([]);
    expect(state([...paid, cancellationRequested, accepted])).toMatchObject({ workStatus: WorkStatus.Cancelled, cancellation: { reason: 'Moving out' } });
  });

  it('accepts nothing when no request is pending', () => {
    for (const status of [0, 1, 2, 3, 4, 5] as const) given(inStatus[status]).when(accept).thenThrows('conflict');
  });

  it('declines a request (deleted, back to the status before); never at 2', () => {
    given([...paid, cancellationRequested]).when(decline).then([{ type: 'CancellationDeclined', data: { bookingId } }]);
    given([...paid, cancellationRequested, accepted]).when(decline).thenThrows('conflict', 'cancelled');
    given(inStatus[WorkStatus.Cancelled]).when(decline).thenThrows('conflict', 'cancelled');
    given(paid).when(decline).thenThrows('conflict', 'no cancellation request');
    const declined = state([...inStatus[WorkStatus.Rebooked], cancellationRequested, { type: 'CancellationDeclined', data: { bookingId } }]);
    expect([declined.workStatus, declined.cancellation]).toEqual([WorkStatus.Rebooked, null]);
  });
});

describe('cancelling outright', () => {
  it('a customer cancels only a pending booking (0), paid or not', () => {
    given(paid).when(customerCancel).then([{ type: 'BookingCancelledByCustomer', data: { bookingId } }]);
    given([placed]).when(customerCancel).then([{ type: 'BookingCancelledByCustomer', data: { bookingId } }]);
    for (const status of allStatuses.filter((s) => s !== WorkStatus.Pending)) given(inStatus[status]).when(customerCancel).thenThrows('conflict', 'Only a pending booking');
  });

  it('an administrator cancels any booking but a finished one; a cancelled one stays cancelled, once', () => {
    for (const status of [0, 3, 4, 5, 6] as const) given(inStatus[status]).when(adminCancel).then([{ type: 'BookingCancelledByAdmin', data: { bookingId } }]);
    given(inStatus[WorkStatus.Finished]).when(adminCancel).thenThrows('conflict', 'finished');
    given(inStatus[WorkStatus.Cancelled]).when(adminCancel).then([]);
  });
});
