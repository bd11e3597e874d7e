import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '../commands/decider.js';
import { bookingActions, type BookingActionFacts } from './bookingActions.js';
import { bookingDecider } from './bookingDecider.js';
import type { BookingEvent } from './bookingEvents.js';
import { allStatuses, assigned, bookingId, inStatus, paid, placed, unpaid } from './bookingFixtures.js';
import type { PlacedBooking } from './bookingState.js';
import { bookingView } from './bookingView.js';
import { checkGateway, installmentRefusal, TENDOPAY_MINIMUM } from './pricing.js';
import { WorkStatus } from './workStatus.js';

const state = (history: BookingEvent[]) => fold(bookingDecider, history) as PlacedBooking;

/** The facts as a bookings read-model row gives them: plain columns, no aggregate. */
const rowFacts = (s: PlacedBooking): BookingActionFacts => ({
  workStatus: s.workStatus,
  paymentStatus: s.paymentStatus,
  workPermits: s.workPermits.map((f) => ({ file_link: f.fileLink, file_name: f.fileName })),
  hasManongs: s.manongs.length > 0,
  totalCentavos: s.placed.totalCentavos,
});

const facts = (over: Partial<BookingActionFacts>): BookingActionFacts => ({ workStatus: WorkStatus.Pending, paymentStatus: 'paid', workPermits: [], hasManongs: false, totalCentavos: 1350_00, ...over });

describe('the booking records\' flags', () => {
  it('are the same from a read-model row as from the aggregate, in every status', () => {
    const withPermits: BookingEvent[] = [...paid, assigned(), { type: 'WorkPermitsUploaded', data: { bookingId, files: [{ fileLink: '/f', fileName: 'f' }] } }];
    for (const history of [[placed], unpaid, withPermits, ...allStatuses.map((s) => inStatus[s])]) {
      const s = state(history);
      const { work_status: _, work_status_string: __, payment_status: ___, is_test_payment: ____, payment_url: _____, ...viewFlags } = bookingView(s);
      expect(bookingActions(rowFacts(s)), `status ${s.workStatus}`).toEqual(viewFlags);
    }
  });

  it('flip with the state: cancelling leaves nothing to cancel, rebook or pay', () => {
    const before = bookingActions(rowFacts(state(paid)));
    const after = bookingActions(rowFacts(state(inStatus[WorkStatus.Cancelled])));
    expect(before).toMatchObject({ can_cancel: true, can_rebook: true, can_request_cancellation: true, can_cancel_pending: true });
    expect(after).toMatchObject({ can_cancel: false, can_rebook: false, can_request_cancellation: false, can_cancel_pending: false, can_pay: false, can_assign_manongs: false });
  });

  it('Re-book and Manongs only at 0, 4, 5 and 6; Manongs only when paid', () => {
    for (const status of allStatuses) {
      const open = !([WorkStatus.Finished, WorkStatus.Cancelled, WorkStatus.OnGoing] as WorkStatus[]).includes(status);
      expect(bookingActions(facts({ workStatus: status })), `status ${status}`).toMatchObject({ can_rebook: open, can_assign_manongs: open });
    }
    expect(bookingActions(facts({ paymentStatus: 'unpaid' })).can_assign_manongs).toBe(false);
  });

  it('answers requests only while they wait: accept and decline at 6, reject at 5', () => {
    for (const status of allStatuses) {
      expect(bookingActions(facts({ workStatus: status })), `status ${status}`).toMatchObject({
        can_accept_cancellation: status === WorkStatus.RequestedCancellation,
        can_decline_cancellation: status === WorkStatus.RequestedCancellation,
        can_reject_rebook: status === WorkStatus.RebookPending,
      });
    }
  });

  it('My Bookings: cancel at 0, complete at 3, the permit button with manongs and no permits, not at 1, 2 or 3', () => {
    expect(bookingActions(facts({}))).toMatchObject({ can_cancel_pending: true, can_complete: false, asks_for_permits: false });
    expect(bookingActions(facts({ workStatus: WorkStatus.OnGoing, hasManongs: true }))).toMatchObject({ can_cancel_pending: false, can_complete: true, asks_for_permits: false });
    expect(bookingActions(facts({ hasManongs: true })).asks_for_permits).toBe(true);
    expect(bookingActions(facts({ hasManongs: true, workPermits: [{}] }))).toMatchObject({ asks_for_permits: false, can_confirm_permits: true });
  });
});

describe('the TendoPay minimum, decided in one place', () => {
  it('is Php 1,000.00: 999.50 is refused by the decider and not allowed by the flag', () => {
    for (const [centavos, allowed] of [
      [999_00, false],
      [999_50, false],
      [999_99, false],
      [1000_00, true],
      [1500_00, true],
    ] as const) {
      expect(installmentRefusal(centavos), `${centavos}`).toBe(allowed ? null : TENDOPAY_MINIMUM);
      expect(bookingActions(facts({ totalCentavos: centavos })).installment_allowed, `${centavos}`).toBe(allowed);
      const refused = (() => {
        try {
          checkGateway('tendopay', centavos);
          return false;
        } catch (error) {
          return error instanceof DomainError && error.field === 'paymentGateway';
        }
      })();
      expect(refused, `${centavos}`).toBe(!allowed);
    }
  });
});
