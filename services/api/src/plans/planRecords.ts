/**
 * A plan as the Plans tab and the console show it (docs/plans.md): the read model's row,
 * its visits, the category's discount and what may be done now. The flags are computed
 * at read time from the same facts the decider reads.
 */
import { toPesos } from '@app/core/bookings/pricing';
import { readPlanSettings, termsOf } from '@app/core/plans/planSettings';
import { manilaDate } from '@app/core/schedules/manilaTime';
import { visitsOfPlans, type PlanRow, type VisitRow } from '@app/projections/readModels/plans/queries';
import type { ApiContext } from '../context.js';

export function visitRecord(v: VisitRow) {
  return {
    visit_number: v.visit_number,
    status: v.status,
    booking_id: v.booking_id,
    reference: v.reference,
    date: v.date,
    start_at: v.start_at,
    hold_until: v.hold_until,
    total: v.total_centavos === null ? null : toPesos(v.total_centavos),
    reason: v.reason,
  };
}

function planRecord(row: PlanRow, visits: VisitRow[], discountPercent: number, today: string, admin: boolean) {
  const last = visits.at(-1);
  const upcoming = last && (last.status === 'booked' || last.status === 'paid') && last.date >= today ? last : undefined;
  const open = row.status !== 'cancelled';
  return {
    id: row.id,
    status: row.status,
    interval_months: row.interval_months,
    category: { id: row.category_id, name: row.category_name },
    services: row.services.map((s) => ({ service_id: s.serviceId, name: s.name, quantity: s.quantity })),
    discount_percent: discountPercent,
    weekday: row.weekday,
    start_at: row.last_start_at,
    // The date the visit not yet booked is due; while one waits for its day, the one after it.
    next_visit_on: row.next_visit_on,
    next_visit: upcoming ? visitRecord(upcoming) : null,
    unplaced: row.unplaced_visit ? { visit_number: row.unplaced_visit, date: row.unplaced_date } : null,
    visits_count: visits.length,
    created_at: row.created_at,
    can_skip_next: open && upcoming?.status !== 'paid',
    can_pause: row.status === 'active',
    can_resume: row.status === 'paused',
    can_change_interval: open,
    can_cancel: open,
    ...(admin ? { customer: { id: row.customer_id, name: row.customer_name, email: row.customer_email, contact_number: row.customer_contact } } : {}),
  };
}

/** Records of some plans; `withVisits` adds every visit, oldest first. */
export async function planRecords(ctx: ApiContext, rows: readonly PlanRow[], options: { admin: boolean; withVisits?: boolean; now?: Date }) {
  const [settings, visits] = await Promise.all([readPlanSettings(ctx.store), visitsOfPlans(ctx.pool, rows.map((r) => r.id))]);
  const today = manilaDate(options.now ?? new Date());
  return rows.map((row) => {
    const own = visits.filter((v) => v.plan_id === row.id);
    const record = planRecord(row, own, termsOf(settings, row.category_id).discountPercent, today, options.admin);
    return options.withVisits ? { ...record, visits: own.map(visitRecord) } : record;
  });
}
