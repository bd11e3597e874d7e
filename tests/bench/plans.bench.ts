/**
 * `npm run bench:plans`: 100,000 active maintenance plans, and the daily run that books the
 * visits due that day (core plans/runPlanVisits.ts, the worker's job, in this process).
 * Target (issue 29): the run finishes in under 60 s.
 *
 * Every plan is a real stream (PlanStarted, appended in bulk); the read models the run
 * asks (rm_plans, rm_schedules.slots, rm_catalogue) are written directly with the rows
 * their projections would write, which is not what is measured. `--due` plans (default
 * 1,000: a busy day, 100,000 six-month plans book ~550 a day on average) share the last
 * visit date that makes their next visit fall at the lead time; the others' fall later
 * and are passed over by the run's query. Their visits are placed through the placement
 * (slot streams, booking streams, the plan's), mailed (mail ledger) and texted (SMS ledger).
 *
 * Prints the run's time, visits and plans per second, statements per visit
 * (pg_stat_statements of this database), the load average before and after, PASS/FAIL;
 * then runs again at the same instant to show it books nothing twice. Writes
 * tests/bench/results/plans.json.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { addMonths, nearestWeekday, weekdayOf } from '@app/core/plans/nextVisit';
import { planStreamId } from '@app/core/plans/planEvents';
import { runPlanVisits } from '@app/core/plans/runPlanVisits';
import { addDays, manilaDate, manilaInstant } from '@app/core/schedules/manilaTime';
import { slotIdOf, slotStreamId } from '@app/core/schedules/slotEvents';
import { createFreshSchema } from '@app/projections/schema';
import { catalogue } from '@app/projections/readModels/catalogue/projection';
import { plans } from '@app/projections/readModels/plans/projection';
import { planRunReads } from '@app/projections/readModels/plans/runReads';
import { schedules } from '@app/projections/readModels/schedules/projection';
import { formatNumber, formatTable, printSection, writeResults } from './report.js';
import { benchStore, numberFlag, runBench, say, seedCustomers, toNew } from './support/benchSetup.js';

const PLANS = numberFlag('plans', 100_000);
const DUE = numberFlag('due', 1_000);
const TARGET_S = 60;
const TIMES = Array.from({ length: 24 }, (_, i) => `${String(6 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

async function main() {
  const { db, store } = await benchStore();
  for (const p of [catalogue, schedules, plans]) await createFreshSchema(db.pool, `rm_${p.name}`, p);
  const statements = await db.pool
    .query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    .then(() => async () => Number((await db.pool.query<{ n: string }>(`SELECT coalesce(sum(calls), 0)::text AS n FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`)).rows[0]!.n))
    .catch(() => undefined);

  // The day: the due plans' last visit was six months before the target, which is the lead time (14 days) after the run's day.
  const seedStart = Date.now();
  const last = addMonths(addDays(manilaDate(new Date()), 14), -6);
  const target = nearestWeekday(addMonths(last, 6), weekdayOf(last));
  const runDay = addDays(target, -14);
  const categoryId = randomUUID();
  const serviceId = randomUUID();
  const cityId = randomUUID();
  await db.pool.query(`INSERT INTO rm_catalogue.category_services (id, category_id, name, price, created_at, updated_at) VALUES ($1, $2, 'Split type cleaning', 750, now(), now())`, [serviceId, categoryId]);

  // Slots: 24 a day from 06:00, 50 seats each, the target date and a week either side (the run's window).
  const slotEvents = [];
  for (let d = -7; d <= 7; d++) {
    const date = addDays(target, d);
    for (const startAt of TIMES) {
      const id = slotIdOf(date, startAt);
      const endAt = `${String(Number(startAt.slice(0, 2)) + 2).padStart(2, '0')}${startAt.slice(2)}`;
      slotEvents.push({ streamId: slotStreamId(id), events: [toNew({ type: 'SlotPlanned', data: { id, date, startAt, endAt, durationHours: 2, country: 'PH', capacity: 50 } })], expected: 'no_stream' as const });
      await db.pool.query(
        `INSERT INTO rm_schedules.slots (id, scheduled_at, start_at, end_at, duration, country, capacity, reserved, starts_at, created_at, updated_at) VALUES ($1, $2, $3, $4, 2, 'PH', 50, 0, $5, now(), now())`,
        [id, date, startAt, endAt, manilaInstant(date, startAt)],
      );
    }
  }
  for (let i = 0; i < slotEvents.length; i += 100) await store.appendToStreams(slotEvents.slice(i, i + 100));

  const customers = await seedCustomers(store);

  // The plans: streams in bulk, then their read-model rows in one statement each table.
  const ids = Array.from({ length: PLANS }, () => randomUUID());
  const lastOf = (i: number) => (i < DUE ? last : addDays(last, 7 + (i % 180)));
  const timeOf = (i: number) => TIMES[i % TIMES.length]!;
  for (let i = 0; i < PLANS; i += 1000) {
    await store.appendToStreams(
      ids.slice(i, i + 1000).map((planId, j) => {
        const n = i + j;
        const customerId = customers[n % customers.length]!;
        const date = lastOf(n);
        const data = {
          planId,
          customer: { customerId, firstName: 'Ana', middleName: null, lastName: 'Reyes', email: `${customerId.slice(0, 8)}@example.ph`, contactNumber: '09171234567' },
          address: { addressId: null, cityId, cityName: 'Makati', streetAddress: '12 Mabini St', barangay: 'Poblacion', typeOfHome: 'Condo', contactNumber: '09171234567', apartmentNo: null },
          category: { id: categoryId, name: 'Aircon Services' },
          services: [{ serviceId, name: 'Split type cleaning', quantity: 2, locationId: null }],
          intervalMonths: 6,
          gateway: 'xendit',
          bookingId: randomUUID(),
          reference: `P${String(n).padStart(9, '0')}`,
          slot: { id: slotIdOf(date, timeOf(n)), date, startAt: timeOf(n), endAt: '23:00' },
          totalCentavos: 150000,
          startedAt: new Date().toISOString(),
        };
        return { streamId: planStreamId(planId), events: [toNew({ type: 'PlanStarted', data }), toNew({ type: 'PlanVisitPaid', data: { planId, visitNumber: 1 } })], expected: 'no_stream' as const };
      }),
    );
  }
  await db.pool.query(
    `INSERT INTO rm_plans.plans (id, status, customer_id, customer_name, customer_email, category_id, category_name, services, interval_months, last_visit_number, last_date, last_start_at, search, created_at, updated_at)
     SELECT id, 'active', $2::uuid, 'Ana Reyes', 'ana@example.ph', $3::uuid, 'Aircon Services', '[]', 6, 1, last_date, start_at, 'ana reyes', now(), now()
       FROM unnest($1::uuid[], $4::date[], $5::text[]) AS t(id, last_date, start_at)`,
    [ids, customers[0], categoryId, ids.map((_, i) => lastOf(i)), ids.map((_, i) => timeOf(i))],
  );
  await db.pool.query(
    `INSERT INTO rm_plans.visits (plan_id, visit_number, status, date, start_at, total_centavos) SELECT id, 1, 'paid', last_date, last_start_at, 150000 FROM rm_plans.plans`,
  );
  await db.pool.query('ANALYZE');
  say(`${formatNumber(PLANS)} active plans (${formatNumber(DUE)} due on ${runDay}, next visit ${target}), ${slotEvents.length} slots seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

  printSection('The daily run');
  const deps = { store, db: db.pool, reads: planRunReads(db.pool), publicUrl: 'https://example.ph' };
  const at = manilaInstant(runDay, '06:00');
  const loadBefore = load();
  const before = statements ? await statements() : undefined;
  const started = performance.now();
  const result = await runPlanVisits(deps, at);
  const seconds = (performance.now() - started) / 1000;
  const after = statements ? await statements() : undefined;
  const loadAfter = load();
  const perVisit = before !== undefined && after !== undefined ? (after - before - 1) / Math.max(result.booked, 1) : undefined;
  const again = await runPlanVisits(deps, at);
  const { rows } = await db.pool.query<{ bookings: number; mails: number; texts: number }>(
    `SELECT (SELECT count(*)::int FROM es.events WHERE event_type = 'BookingPlaced') AS bookings,
            (SELECT count(*)::int FROM mail.outbox WHERE purpose = 'plan-visit-booked') AS mails,
            (SELECT count(*)::int FROM sms.outbox WHERE purpose = 'plan-visit-booked') AS texts`,
  );
  const counts = rows[0]!;
  say(
    formatTable(
      ['figure', 'value'],
      [
        ['active plans', PLANS],
        ['visits due', DUE],
        ['visits booked (first run / second run)', `${result.booked} / ${again.booked}`],
        ['bookings, e-mails, texts written', `${counts.bookings} / ${counts.mails} / ${counts.texts}`],
        ['unplaced (no free slot within a week)', result.unplaced],
        ['run time (s)', seconds.toFixed(2)],
        ['visits booked per second', (result.booked / seconds).toFixed(0)],
        ['active plans per second (plans / run time)', (PLANS / seconds).toFixed(0)],
        ['statements per visit booked', perVisit === undefined ? 'n/a (no pg_stat_statements)' : perVisit.toFixed(1)],
        ['load average before / after (1, 5, 15 min)', `${loadBefore} / ${loadAfter}`],
      ],
    ),
  );
  const pass = seconds < TARGET_S && result.booked === DUE && again.booked === 0 && counts.bookings === DUE;
  say(pass ? `PASS: the day's ${DUE} visits of ${formatNumber(PLANS)} plans booked in ${seconds.toFixed(1)} s (< ${TARGET_S} s), none twice` : 'FAIL: see the figures above');
  writeResults('plans', { plans: PLANS, due: DUE, booked: result.booked, bookedAgain: again.booked, unplaced: result.unplaced, seconds, visitsPerSecond: result.booked / seconds, statementsPerVisit: perVisit ?? null, loadBefore, loadAfter, pass });
  await store.close();
  await db.drop();
}

runBench(main);
