/**
 * Maintenance plans as the Plans tab, the console's list and the daily run read them: one
 * row per plan with its last visit's date (the baseline of the next one) and one row per
 * visit. `next_visit_on` is computed by PostgreSQL from the baseline as core's
 * plans/nextVisit.ts does (months added, then the nearest day of the same weekday), so a
 * list can filter and sort on it; the daily run decides on the plan's stream.
 */
import { planEventTypes, type PlanEvent } from '@app/core/plans/planEvents';
import { defineProjection } from '../../projection.js';

/** The interval added to the last visit's date, then moved to the nearest day of its weekday (at most 3 days). */
const target = `(last_date + interval_months * interval '1 month')::date`;
const shift = `((extract(dow from last_date)::int - extract(dow from ${target})::int) % 7 + 7) % 7`;

export const plans = defineProjection({
  name: 'plans',
  version: 1,
  eventTypes: planEventTypes,
  tables: `
    CREATE TABLE plans (
      id uuid PRIMARY KEY,
      status text NOT NULL,
      customer_id uuid NOT NULL,
      customer_name text NOT NULL,
      customer_email text NOT NULL,
      customer_contact text,
      category_id uuid NOT NULL,
      category_name text NOT NULL,
      services jsonb NOT NULL,
      interval_months integer NOT NULL,
      last_visit_number integer NOT NULL,
      last_date date NOT NULL,
      last_start_at text NOT NULL,
      chosen_date date,
      chosen_start_at text,
      unplaced_visit integer,
      unplaced_date date,
      search text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      next_visit_on date GENERATED ALWAYS AS (
        CASE WHEN status <> 'active' THEN NULL
             WHEN chosen_date IS NOT NULL THEN chosen_date
             ELSE ${target} + CASE WHEN ${shift} <= 3 THEN ${shift} ELSE ${shift} - 7 END END) STORED
    );
    CREATE INDEX plans_customer ON plans (customer_id, created_at);
    CREATE INDEX plans_next_visit ON plans (next_visit_on, id);
    CREATE INDEX plans_category ON plans (category_id);
    CREATE TABLE visits (
      plan_id uuid NOT NULL,
      visit_number integer NOT NULL,
      status text NOT NULL,
      booking_id uuid,
      reference text,
      date date NOT NULL,
      start_at text NOT NULL,
      hold_until date,
      total_centavos bigint,
      reason text,
      PRIMARY KEY (plan_id, visit_number)
    );
    CREATE INDEX visits_reference ON visits (reference);
    -- The daily run's unpaid visits whose hold ends.
    CREATE INDEX visits_held ON visits (hold_until) WHERE status = 'booked';`,
  async handle(db, recorded) {
    const event = { type: recorded.type, data: recorded.data } as PlanEvent;
    const at = recorded.metadata.occurredAt;
    const status = (planId: string, visitNumber: number, value: string, reason: string | null = null) =>
      db.write('UPDATE visits SET status = $3, reason = COALESCE($4, reason) WHERE plan_id = $1 AND visit_number = $2', [planId, visitNumber, value, reason]);
    const touch = (planId: string, set: string, params: unknown[]) => db.write(`UPDATE plans SET ${set}, updated_at = $2 WHERE id = $1`, [planId, at, ...params]);
    switch (event.type) {
      case 'PlanStarted': {
        const d = event.data;
        const name = `${d.customer.firstName} ${d.customer.lastName}`;
        db.write(
          `INSERT INTO plans (id, status, customer_id, customer_name, customer_email, customer_contact, category_id, category_name, services, interval_months,
             last_visit_number, last_date, last_start_at, search, created_at, updated_at)
           VALUES ($1, 'active', $2, $3, $4, $5, $6, $7, $8, $9, 1, $10, $11, $12, $13, $13) ON CONFLICT (id) DO NOTHING`,
          [d.planId, d.customer.customerId, name, d.customer.email, d.address.contactNumber ?? d.customer.contactNumber, d.category.id, d.category.name, JSON.stringify(d.services), d.intervalMonths, d.slot.date, d.slot.startAt, `${name} ${d.customer.email}`.toLowerCase(), at],
        );
        db.write(
          `INSERT INTO visits (plan_id, visit_number, status, booking_id, reference, date, start_at, total_centavos) VALUES ($1, 1, 'booked', $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [d.planId, d.bookingId, d.reference, d.slot.date, d.slot.startAt, d.totalCentavos],
        );
        return;
      }
      case 'PlanVisitBooked': {
        const d = event.data;
        db.write(
          `INSERT INTO visits (plan_id, visit_number, status, booking_id, reference, date, start_at, hold_until, total_centavos) VALUES ($1, $2, 'booked', $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
          [d.planId, d.visitNumber, d.bookingId, d.reference, d.slot.date, d.slot.startAt, d.holdUntil, d.totalCentavos],
        );
        touch(d.planId, 'last_visit_number = $3, last_date = $4, last_start_at = $5, chosen_date = NULL, chosen_start_at = NULL, unplaced_visit = NULL, unplaced_date = NULL', [d.visitNumber, d.slot.date, d.slot.startAt]);
        return;
      }
      case 'PlanVisitMoved': {
        const d = event.data;
        db.write('UPDATE visits SET date = $3, start_at = $4 WHERE plan_id = $1 AND visit_number = $2', [d.planId, d.visitNumber, d.slot.date, d.slot.startAt]);
        db.write('UPDATE plans SET last_date = $3, last_start_at = $4, updated_at = $5 WHERE id = $1 AND last_visit_number = $2', [d.planId, d.visitNumber, d.slot.date, d.slot.startAt, at]);
        return;
      }
      case 'PlanVisitPaid':
        return status(event.data.planId, event.data.visitNumber, 'paid');
      case 'PlanVisitDone':
        return status(event.data.planId, event.data.visitNumber, 'done');
      case 'PlanVisitCancelled':
        return status(event.data.planId, event.data.visitNumber, 'cancelled');
      case 'PlanVisitReleased':
        return status(event.data.planId, event.data.visitNumber, 'released', 'unpaid');
      case 'PlanVisitSkipped': {
        const d = event.data;
        const reason = d.reason === 'nothing_left' ? 'nothing_left' : d.by;
        db.write(
          `INSERT INTO visits (plan_id, visit_number, status, date, start_at, reason) VALUES ($1, $2, 'skipped', $3, $4, $5)
           ON CONFLICT (plan_id, visit_number) DO UPDATE SET status = 'skipped', reason = $5`,
          [d.planId, d.visitNumber, d.date, d.startAt, reason],
        );
        // A skipped visit not booked becomes the baseline; one that was booked already is it.
        touch(
          d.planId,
          `last_date = CASE WHEN $3 > last_visit_number THEN $4::date ELSE last_date END,
           last_start_at = CASE WHEN $3 > last_visit_number THEN $5 ELSE last_start_at END,
           chosen_date = CASE WHEN $3 > last_visit_number THEN NULL ELSE chosen_date END,
           chosen_start_at = CASE WHEN $3 > last_visit_number THEN NULL ELSE chosen_start_at END,
           unplaced_visit = NULL, unplaced_date = NULL,
           last_visit_number = GREATEST(last_visit_number, $3)`,
          [d.visitNumber, d.date, d.startAt],
        );
        return;
      }
      case 'PlanVisitUnplaced':
        return touch(event.data.planId, 'unplaced_visit = $3, unplaced_date = $4', [event.data.visitNumber, event.data.date]);
      case 'PlanPaused':
        return touch(event.data.planId, `status = 'paused'`, []);
      case 'PlanResumed':
        return touch(event.data.planId, `status = 'active'`, []);
      case 'PlanCancelled':
        return touch(event.data.planId, `status = 'cancelled'`, []);
      case 'PlanIntervalChanged':
        return touch(event.data.planId, 'interval_months = $3', [event.data.intervalMonths]);
      case 'PlanSlotChosen':
        return touch(event.data.planId, 'chosen_date = $3, chosen_start_at = $4', [event.data.date, event.data.startAt]);
    }
  },
});
