import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '../commands/decider.js';
import { bookingDecider, type BookingCommand } from './bookingDecider.js';
import type { BookingEvent } from './bookingEvents.js';
import { allStatuses, answered, assigned, bookingId, inStatus, manong, onServiceDay, otherSlot, paid, paymentExpired, paymentId, paymentRequested, placed, thirdSlot, unpaid } from './bookingFixtures.js';
import type { ManongAssignment, PlacedBooking } from './bookingState.js';
import { bookingView, manongActions, manongAnswerLabel } from './bookingView.js';
import { timeInOpensOn } from './rules.js';
import { WorkStatus, workStatusString } from './workStatus.js';

const state = (history: BookingEvent[]) => fold(bookingDecider, history) as PlacedBooking;
const view = (history: BookingEvent[]) => bookingView(state(history));

/** Whether `decide` accepts the command and it changes something (a no-op, like cancelling a cancelled booking, is nothing to offer). */
function accepts(history: BookingEvent[], command: BookingCommand): boolean {
  try {
    return bookingDecider.decide(command, state(history)).length > 0;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'conflict') return false;
    throw error;
  }
}

describe('the booking view', () => {
  it('work_status and work_status_string exactly as the spec numbers them', () => {
    expect(allStatuses.map((s) => `${s} ${workStatusString(s)}`)).toEqual([
      '0 Pending',
      '1 Finished',
      '2 Cancelled',
      '3 On Going',
      '4 Re-booked',
      '5 Rebook Pending',
      '6 Requested Cancellation',
    ]);
    for (const status of allStatuses) expect(view(inStatus[status])).toMatchObject({ work_status: status, work_status_string: workStatusString(status) });
  });

  it('payment_status: unpaid, expired or failed with the latest invoice, paid once paid; the Payment url is the latest invoice', () => {
    expect(view([placed])).toMatchObject({ payment_status: 'unpaid', payment_url: null, can_pay: true });
    expect(view(unpaid)).toMatchObject({ payment_status: 'unpaid', payment_url: paymentRequested.data.url });
    expect(view([...unpaid, paymentExpired]).payment_status).toBe('expired');
    expect(view([...unpaid, { type: 'PaymentFailed', data: { bookingId, paymentId } }]).payment_status).toBe('failed');
    expect(view(paid)).toMatchObject({ payment_status: 'paid', can_pay: false });
    expect(view([...paid, paymentExpired]).payment_status).toBe('paid');
  });

  it('manage-booking buttons: Rebook and Cancel only when paid and not 1, 2 or 3; permit upload not at 1, 2 or 3', () => {
    for (const status of allStatuses) {
      const open = ![WorkStatus.Finished, WorkStatus.Cancelled, WorkStatus.OnGoing].includes(status as 1 | 2 | 3);
      expect(view(inStatus[status]), `status ${status}`).toMatchObject({ can_request_rebook: open, can_request_cancellation: open, can_upload_permit: open });
    }
    expect(view(unpaid)).toMatchObject({ can_request_rebook: false, can_request_cancellation: false, can_upload_permit: true });
  });

  it('every flag agrees with what decide accepts, in every status', () => {
    const histories = [[placed], unpaid, ...allStatuses.map((s) => inStatus[s])];
    for (const history of histories) {
      const v = view(history);
      // A slot the booking neither holds nor asked for already (asking again is a no-op).
      const s = state(history);
      const target = [s.slot.id, s.requestedSlot?.id].includes(otherSlot.id) ? thirdSlot : otherSlot;
      const checks: [boolean, BookingCommand][] = [
        [v.can_pay, { type: 'RequestPayment', bookingId, paymentId: '99999999-9999-4999-8999-999999999999', gateway: 'xendit', url: 'https://x' }],
        [v.can_request_rebook, { type: 'RequestRebook', bookingId, slot: target }],
        [v.can_request_cancellation, { type: 'RequestCancellation', bookingId, reason: 'r', bankAccount: 'b' }],
        [v.can_upload_permit, { type: 'UploadWorkPermits', bookingId, files: [{ fileLink: '/f', fileName: 'f' }] }],
        [v.can_cancel_pending, { type: 'CancelPendingBooking', bookingId }],
        [v.can_complete, { type: 'CompleteBooking', bookingId, feedback: 'ok' }],
        [v.can_rebook, { type: 'FulfilRebook', bookingId, slot: target }],
        [v.can_assign_manongs, { type: 'AssignManongs', bookingId, primary: [manong(8)], secondary: [], now: onServiceDay }],
        [v.can_accept_cancellation, { type: 'AcceptCancellation', bookingId }],
        [v.can_decline_cancellation, { type: 'DeclineCancellation', bookingId }],
        [v.can_reject_rebook, { type: 'RejectRebook', bookingId }],
        [v.can_cancel, { type: 'CancelBookingByAdmin', bookingId }],
        [v.can_confirm_permits, { type: 'ConfirmWorkPermits', bookingId }],
      ];
      for (const [flag, command] of checks) expect(accepts(history, command), `${command.type} at ${v.work_status}`).toBe(flag);
    }
  });

  it('the customer list shows the permit button only when manongs are assigned and no permits exist yet', () => {
    expect(view(paid).asks_for_permits).toBe(false);
    expect(view([...paid, assigned()]).asks_for_permits).toBe(true);
    expect(view([...paid, assigned(), { type: 'WorkPermitsUploaded', data: { bookingId, files: [{ fileLink: '/f', fileName: 'f' }] } }]).asks_for_permits).toBe(false);
  });
});

describe('the manongs as the public page and the field staff see them', () => {
  it('Confirmed reads Yes, Declined or No Answer', () => {
    const s = state([...paid, assigned([manong(1), manong(2)], [manong(3)]), answered(1), answered(2, false)]);
    expect(s.manongs.map(manongAnswerLabel)).toEqual(['Yes', 'Declined', 'No Answer']);
  });

  it('answer buttons while unanswered; Time In on the service date once confirmed; Time out after time-in', () => {
    const before = state([...paid, assigned()]);
    expect(manongActions(before, manong(1), onServiceDay)).toEqual({ canAnswer: true, canTimeIn: false, canTimeOut: false });
    const confirmed = state([...paid, assigned(), answered(1)]);
    expect(manongActions(confirmed, manong(1), onServiceDay)).toEqual({ canAnswer: false, canTimeIn: true, canTimeOut: false });
    expect(manongActions(confirmed, manong(1), '2026-11-30T01:00:00.000Z').canTimeIn).toBe(false);
    const inside = state([...paid, assigned(), answered(1), { type: 'ManongTimedIn', data: { bookingId, manongId: manong(1), at: onServiceDay } }]);
    expect(manongActions(inside, manong(1), onServiceDay)).toEqual({ canAnswer: false, canTimeIn: false, canTimeOut: true });
    expect(manongActions(inside, manong(9), onServiceDay)).toEqual({ canAnswer: false, canTimeIn: false, canTimeOut: false });
  });

  it('before the service date the card says when Time In opens; not on the day, nor to a manong who declined', () => {
    const s = state([...paid, assigned([manong(1), manong(2)]), answered(2, false)]);
    const [first, declined] = s.manongs as [ManongAssignment, ManongAssignment];
    expect(timeInOpensOn(s, first, '2026-11-30T15:59:00.000Z')).toBe('2026-12-01');
    expect(timeInOpensOn(s, first, '2026-11-30T16:00:00.000Z')).toBeNull();
    expect(timeInOpensOn(s, declined, '2026-11-30T15:59:00.000Z')).toBeNull();
  });
});
