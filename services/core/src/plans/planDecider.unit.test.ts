import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../commands/deciderSpec.js';
import { bookingGivenUp, INTERVAL_INVALID, intervalNotOffered, planDecider, VISIT_PAID } from './planDecider.js';
import type { PlanEvent } from './planEvents.js';
import { nextVisitTarget, visitDueForBooking } from './nextVisit.js';
import type { Plan } from './planState.js';

const planId = '00000000-0000-4000-8000-0000000000f1';
const booking = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const customer = { customerId: '00000000-0000-4000-8000-0000000000c1', firstName: 'Ana', middleName: null, lastName: 'Cruz', email: 'ana@example.ph', contactNumber: '09171234567' };
const address = { addressId: null, cityId: '00000000-0000-4000-8000-0000000000a1', cityName: 'Makati', streetAddress: '1 Ayala', barangay: 'Bel-Air', typeOfHome: 'Condo', contactNumber: null, apartmentNo: null };
const category = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Aircon Services' };
const services = [{ serviceId: '00000000-0000-4000-8000-0000000000d1', name: 'Split type cleaning', quantity: 2, locationId: null }];
// 2026-12-02 is a Wednesday.
const slot = (date: string, startAt = '09:00') => ({ id: `${date}T${startAt}`, date, startAt, endAt: '12:00' });
const now = '2026-11-27T02:00:00.000Z';

const started: PlanEvent = {
  type: 'PlanStarted',
  data: { planId, customer, address, category, services, intervalMonths: 6, gateway: 'sandbox', bookingId: booking(1), reference: 'AAAAAAAAAA', slot: slot('2026-12-02'), totalCentavos: 330000, startedAt: now },
};
const paid = (n: number): PlanEvent => ({ type: 'PlanVisitPaid', data: { planId, visitNumber: n } });
const booked = (n: number, date: string, holdUntil = '2027-05-26'): PlanEvent => ({
  type: 'PlanVisitBooked',
  data: { planId, visitNumber: n, bookingId: booking(n), reference: `BBBBBBBBB${n}`, slot: slot(date), totalCentavos: 297000, holdUntil, leftOut: [] },
});
const { given } = deciderSpec(planDecider);
const fold = (events: PlanEvent[]) => events.reduce(planDecider.evolve, planDecider.initialState()) as Plan;

describe('starting a plan', () => {
  const start = { type: 'StartPlan' as const, allowed: [3, 6], now, ...started.data };
  it('starts with the checkout booking as visit 1', () => {
    given([]).when(start).then([started]);
  });
  it('refuses an interval that is not 1, 3, 6 or 12, or that the category does not offer', () => {
    given([]).when({ ...start, intervalMonths: 2 as 6 }).thenThrows('invalid', INTERVAL_INVALID);
    given([]).when({ ...start, intervalMonths: 12 }).thenThrows('invalid', intervalNotOffered(12));
  });
  it('is started once: the same checkout again is a no-op', () => {
    given([started]).when(start).then([]);
  });
});

describe('the next visit', () => {
  it('is due the interval after the last visit, on the same weekday and time', () => {
    // 2027-06-02 is a Wednesday: the same weekday as 2026-12-02.
    expect(nextVisitTarget(fold([started, paid(1)]), '2026-12-03')).toEqual({ visitNumber: 2, date: '2027-06-02', startAt: '09:00' });
  });
  it('follows the last visit actual date: a rebooking moves the baseline', () => {
    const moved: PlanEvent = { type: 'PlanVisitMoved', data: { planId, visitNumber: 1, slot: slot('2026-12-10', '14:00') } };
    // 2026-12-10 is a Thursday; 2027-06-10 is one too.
    expect(nextVisitTarget(fold([started, paid(1), moved]), '2026-12-11')).toEqual({ visitNumber: 2, date: '2027-06-10', startAt: '14:00' });
  });
  it('is booked only within the lead time, once the last visit day has come, and only while active', () => {
    const plan = fold([started, paid(1)]);
    expect(visitDueForBooking(plan, '2027-05-18', 14)).toBeUndefined();
    expect(visitDueForBooking(plan, '2027-05-19', 14)).toEqual({ visitNumber: 2, date: '2027-06-02', startAt: '09:00' });
    expect(visitDueForBooking(fold([started, paid(1), { type: 'PlanPaused', data: { planId, by: 'customer' } }]), '2027-05-19', 14)).toBeUndefined();
  });
  it('a plan resumed after its date moves forward by whole weeks', () => {
    expect(nextVisitTarget(fold([started]), '2027-06-20')?.date).toBe('2027-06-23');
  });
  it('follows a changed interval', () => {
    const changed: PlanEvent = { type: 'PlanIntervalChanged', data: { planId, intervalMonths: 3, by: 'customer' } };
    expect(nextVisitTarget(fold([started, changed]), '2026-12-03')?.date).toBe('2027-03-03');
  });
});

describe('booking a visit', () => {
  const book = { type: 'BookVisit' as const, planId, visitNumber: 2, bookingId: booking(2), reference: 'BBBBBBBBB2', slot: slot('2027-06-02'), totalCentavos: 297000, holdUntil: '2027-05-26', leftOut: [] };
  it('records the visit and its hold', () => {
    given([started, paid(1)]).when(book).then([booked(2, '2027-06-02')]);
  });
  it('is idempotent per visit number: the same visit again is nothing, another booking for it a conflict', () => {
    given([started, paid(1), booked(2, '2027-06-02')]).when(book).then([]);
    given([started, paid(1), booked(2, '2027-06-02')]).when({ ...book, bookingId: booking(3) }).thenThrows('conflict');
  });
  it('is refused on a paused plan', () => {
    given([started, { type: 'PlanPaused', data: { planId, by: 'office' } }]).when(book).thenThrows('conflict');
  });
  it('tells of a full slot once per visit', () => {
    const unplaced = { type: 'MarkUnplaced' as const, planId, visitNumber: 2, date: '2027-06-02', startAt: '09:00' };
    given([started]).when(unplaced).then([{ type: 'PlanVisitUnplaced', data: { planId, visitNumber: 2, date: '2027-06-02', startAt: '09:00' } }]);
    given([started, { type: 'PlanVisitUnplaced', data: { planId, visitNumber: 2, date: '2027-06-02', startAt: '09:00' } }]).when(unplaced).then([]);
  });
  it('skips a visit when every service left the catalogue', () => {
    given([started, paid(1)])
      .when({ type: 'SkipNothingLeft', planId, visitNumber: 2, date: '2027-06-02', startAt: '09:00' })
      .then([{ type: 'PlanVisitSkipped', data: { planId, visitNumber: 2, date: '2027-06-02', startAt: '09:00', by: 'plan', reason: 'nothing_left' } }]);
  });
});

describe('skipping', () => {
  it('skips the visit not yet booked; the one after is due an interval later', () => {
    const skip = { type: 'SkipNext' as const, planId, by: 'customer' as const, today: '2026-12-05' };
    const skipped: PlanEvent = { type: 'PlanVisitSkipped', data: { planId, visitNumber: 2, date: '2027-06-02', startAt: '09:00', by: 'customer', reason: 'asked' } };
    given([started, paid(1)]).when(skip).then([skipped]);
    expect(nextVisitTarget(fold([started, paid(1), skipped]), '2026-12-05')?.date).toBe('2027-12-01');
  });
  it('skips a booked unpaid visit: its booking is given up', () => {
    const history = [started, paid(1), booked(2, '2027-06-02')];
    const events = planDecider.decide({ type: 'SkipNext', planId, by: 'customer', today: '2027-05-20' }, fold(history));
    expect(events).toEqual([{ type: 'PlanVisitSkipped', data: { planId, visitNumber: 2, date: '2027-06-02', startAt: '09:00', by: 'customer', reason: 'asked' } }]);
    expect(bookingGivenUp(events, fold(history))).toBe(booking(2));
  });
  it('past a paid visit waiting for its day, skips the one after it; a paid visit itself is not skipped', () => {
    given([started, paid(1), booked(2, '2027-06-02'), paid(2)])
      .when({ type: 'SkipNext', planId, by: 'customer', today: '2027-05-20' })
      .then([{ type: 'PlanVisitSkipped', data: { planId, visitNumber: 3, date: '2027-12-01', startAt: '09:00', by: 'customer', reason: 'asked' } }]);
    given([started, paid(1), booked(2, '2027-06-02'), paid(2)]).when({ type: 'SkipVisit', planId, bookingId: booking(2), by: 'customer', today: '2027-05-20' }).thenThrows('conflict', VISIT_PAID);
  });
});

describe('the hold of an unpaid visit', () => {
  const release = { type: 'ReleaseVisit' as const, planId, visitNumber: 2, today: '2027-05-26' };
  it('ends at its deadline', () => {
    given([started, paid(1), booked(2, '2027-06-02')]).when(release).then([{ type: 'PlanVisitReleased', data: { planId, visitNumber: 2 } }]);
    given([started, paid(1), booked(2, '2027-06-02')]).when({ ...release, today: '2027-05-25' }).then([]);
  });
  it('leaves a paid visit alone', () => {
    given([started, paid(1), booked(2, '2027-06-02'), paid(2)]).when(release).then([]);
  });
});

describe('pause, resume, interval, cancel', () => {
  it('pauses and resumes, each once', () => {
    given([started]).when({ type: 'PausePlan', planId, by: 'customer' }).then([{ type: 'PlanPaused', data: { planId, by: 'customer' } }]);
    given([started, { type: 'PlanPaused', data: { planId, by: 'customer' } }]).when({ type: 'PausePlan', planId, by: 'customer' }).then([]);
    given([started, { type: 'PlanPaused', data: { planId, by: 'customer' } }]).when({ type: 'ResumePlan', planId, by: 'office' }).then([{ type: 'PlanResumed', data: { planId, by: 'office' } }]);
  });
  it('changes the interval among those the category offers', () => {
    given([started]).when({ type: 'ChangeInterval', planId, intervalMonths: 3, allowed: [3, 6], by: 'customer' }).then([{ type: 'PlanIntervalChanged', data: { planId, intervalMonths: 3, by: 'customer' } }]);
    given([started]).when({ type: 'ChangeInterval', planId, intervalMonths: 1, allowed: [3, 6], by: 'customer' }).thenThrows('invalid', intervalNotOffered(1));
  });
  it('cancels, releasing an unpaid visit that waits for its day; nothing more once cancelled', () => {
    const history = [started, paid(1), booked(2, '2027-06-02')];
    given(history)
      .when({ type: 'CancelPlan', planId, by: 'customer', today: '2027-05-20' })
      .then([
        { type: 'PlanVisitReleased', data: { planId, visitNumber: 2 } },
        { type: 'PlanCancelled', data: { planId, by: 'customer' } },
      ]);
    const cancelled = [...history, { type: 'PlanCancelled', data: { planId, by: 'customer' } } as PlanEvent];
    given(cancelled).when({ type: 'CancelPlan', planId, by: 'customer', today: '2027-05-20' }).then([]);
    given(cancelled).when({ type: 'PausePlan', planId, by: 'customer' }).thenThrows('conflict');
  });
});

describe("a visit's booking", () => {
  it('records payment, a move, a cancellation and completion once each', () => {
    const history = [started, booked(2, '2027-06-02')];
    const fact = (fact: 'paid' | 'done' | 'cancelled' | 'moved', n = 2, s?: ReturnType<typeof slot>) => ({ type: 'RecordBookingFact' as const, planId, bookingId: booking(n), fact, ...(s ? { slot: s } : {}) });
    given(history).when(fact('paid')).then([paid(2)]);
    given([...history, paid(2)]).when(fact('paid')).then([]);
    given(history).when(fact('moved', 2, slot('2027-06-04'))).then([{ type: 'PlanVisitMoved', data: { planId, visitNumber: 2, slot: slot('2027-06-04') } }]);
    given(history).when(fact('moved', 2, slot('2027-06-02'))).then([]);
    given(history).when(fact('cancelled')).then([{ type: 'PlanVisitCancelled', data: { planId, visitNumber: 2 } }]);
    given([...history, { type: 'PlanVisitReleased', data: { planId, visitNumber: 2 } }]).when(fact('cancelled')).then([]);
    given(history).when(fact('done')).then([{ type: 'PlanVisitDone', data: { planId, visitNumber: 2 } }]);
    given(history).when(fact('paid', 7)).then([]);
  });
});
