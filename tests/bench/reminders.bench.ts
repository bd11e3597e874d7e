/**
 * `npm run bench:reminders`: 10,000 bookings whose 2-hour reminders (e-mail and SMS, so
 * 20,000 messages) all fall due in the same minute, sent by two worker processes
 * (tests/bench/reminders/workerProcess.ts: the worker's own startReminders). The target
 * (issue 28): every reminder sent within 60 s of its due time, none twice.
 *
 * The bookings are appended to the event store directly (placed and paid, as the api
 * would leave them), and their `send` jobs added to the `reminders` queue as the planner
 * adds them (job id booking.recipient.kind, delayed until due): from there the path is
 * the one production takes, to the ledgers (local outboxes) and ReminderSent.
 *
 * Prints lateness percentiles (ReminderSent's sentAt minus the due time), the count per
 * key, the queries the workers sent per reminder, and PASS/FAIL; writes tests/bench/results/reminders.json.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfig } from '@app/core/config';
import { bookingStreamId, type BookingEvent } from '@app/core/bookings/bookingEvents';
import { placed } from '@app/core/bookings/bookingFixtures';
import { openQueue, QUEUES } from '@app/core/queues/queues';
import { reminderKey } from '@app/core/reminders/reminderKinds';
import { slotAt } from '../../services/worker/test/reminders.support.js';
import { formatNumber, formatTable, printSection, writeResults } from './report.js';
import { benchStore, numberFlag, runBench, say, seedCustomers, toNew } from './support/benchSetup.js';

const workerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reminders', 'workerProcess.ts');
const BOOKINGS = numberFlag('bookings', 10_000);
const WORKERS = numberFlag('workers', 2);
const TARGET_S = 60;

async function main() {
  const { db, store } = await benchStore();
  const env = { ...process.env, DATABASE_URL: db.url, QUEUE_PREFIX: `bench-rem-${randomUUID().slice(0, 8)}` };
  const config = parseConfig(env);
  const queue = openQueue(config, QUEUES.reminders);

  // Due at the start of a minute far enough ahead for the seeding to finish.
  const seedStart = Date.now();
  const due = new Date(Math.ceil((Date.now() + 60_000 + BOOKINGS * 8) / 60_000) * 60_000);
  const slot = slotAt(new Date(due.getTime() + 2 * 3600_000));
  const customers = await seedCustomers(store);
  const jobs: { name: string; data: Record<string, string>; opts: { jobId: string; delay: number } }[] = [];
  const ids = Array.from({ length: BOOKINGS }, () => randomUUID());
  for (let i = 0; i < BOOKINGS; i += 50) {
    await Promise.all(
      ids.slice(i, i + 50).map(async (bookingId, j) => {
        const customerId = customers[(i + j) % customers.length]!;
        const paymentId = randomUUID();
        const events: BookingEvent[] = [
          { type: 'BookingPlaced', data: { ...placed.data, bookingId, reference: `B${String(i + j).padStart(8, '0')}`, slot, customer: { ...placed.data.customer, customerId, email: `${customerId.slice(0, 8)}@example.ph`, contactNumber: '09171234567' } } },
          { type: 'PaymentRequested', data: { bookingId, paymentId, gateway: 'xendit', url: 'https://checkout.example/x', amountCentavos: placed.data.totalCentavos } },
          { type: 'PaymentSucceeded', data: { bookingId, paymentId, amountCentavos: placed.data.totalCentavos, gatewayReference: `inv_${i + j}` } },
        ];
        await store.append(bookingStreamId(bookingId), events.map(toNew), 'no_stream');
        for (const kind of ['customer-2h-email', 'customer-2h-sms'] as const) {
          jobs.push({ name: 'send', data: { bookingId, recipientId: customerId, kind, dueAt: due.toISOString() }, opts: { jobId: reminderKey(bookingId, customerId, kind), delay: 0 } });
        }
      }),
    );
  }
  for (let i = 0; i < jobs.length; i += 1000) {
    const now = Date.now();
    await queue.addBulk(jobs.slice(i, i + 1000).map((j) => ({ ...j, opts: { ...j.opts, delay: Math.max(0, due.getTime() - now), timestamp: now } })));
  }
  say(`${formatNumber(BOOKINGS)} bookings and ${formatNumber(jobs.length)} delayed reminders seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s; all due at ${due.toISOString()} (${((due.getTime() - Date.now()) / 1000).toFixed(0)} s from now)`);
  if (due.getTime() < Date.now()) say('warning: seeding ended after the due time; lateness includes it');

  const children: ChildProcess[] = [];
  for (let w = 0; w < WORKERS; w++) {
    const child = fork(workerFile, [], { env, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    // Never left behind, whatever happens to the benchmark.
    process.once('exit', () => child.kill('SIGKILL'));
    await new Promise((resolve) => child.once('message', resolve));
    children.push(child);
  }
  say(`${WORKERS} worker processes ready`);

  const count = async () => Number((await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM es.events WHERE event_type = 'ReminderSent'`)).rows[0]!.n);
  const deadline = due.getTime() + 5 * 60_000;
  while ((await count()) < jobs.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
  await new Promise((r) => setTimeout(r, 2000));

  const { rows } = await db.pool.query<{ key: string; n: number; late_ms: number }>(
    `SELECT (data->>'bookingId') || '.' || (data->>'recipientId') || '.' || (data->>'kind') AS key, count(*)::int AS n,
            max(extract(epoch FROM ((data->>'sentAt')::timestamptz - $1::timestamptz)) * 1000)::float8 AS late_ms
       FROM es.events WHERE event_type = 'ReminderSent' GROUP BY 1`,
    [due],
  );
  const late = rows.map((r) => r.late_ms).sort((a, b) => a - b);
  const pct = (p: number) => (late.length ? late[Math.min(late.length - 1, Math.floor((p / 100) * late.length))]! / 1000 : NaN);
  const twice = rows.filter((r) => r.n > 1).length;
  const ledgers = await db.pool.query<{ sms: number; mail: number }>(
    `SELECT (SELECT count(*)::int FROM sms.outbox WHERE sent_at IS NOT NULL) AS sms, (SELECT count(*)::int FROM mail.outbox WHERE sent_at IS NOT NULL AND purpose LIKE 'customer-%') AS mail`,
  );
  const within = late.filter((ms) => ms <= TARGET_S * 1000).length;
  printSection('Reminders due in the same minute');
  say(
    formatTable(
      ['figure', 'value'],
      [
        ['reminders due', jobs.length],
        ['sent (ReminderSent events, distinct keys)', rows.length],
        ['sent twice', twice],
        ['ledger rows sent (SMS / e-mail)', `${ledgers.rows[0]!.sms} / ${ledgers.rows[0]!.mail}`],
        ['lateness p50 / p95 / p99 / max (s)', `${pct(50).toFixed(1)} / ${pct(95).toFixed(1)} / ${pct(99).toFixed(1)} / ${pct(100).toFixed(1)}`],
        [`sent within ${TARGET_S} s of due`, `${within} of ${jobs.length}`],
        ['throughput (reminders/s, until the last)', (rows.length / Math.max(pct(100), 0.001)).toFixed(0)],
      ],
    ),
  );
  for (const child of children) child.send({ type: 'stop' });
  const queries = await Promise.all(children.map((c) => new Promise<number>((r) => c.on('message', (m: { type: string; queries?: number }) => m.type === 'stopped' && r(m.queries ?? 0)))));
  await Promise.all(children.map((c) => new Promise((r) => c.once('exit', r))));
  const perReminder = queries.reduce((a, b) => a + b, 0) / jobs.length;
  say(`queries per reminder (both workers' statements / reminders due): ${perReminder.toFixed(2)}`);
  const pass = rows.length === jobs.length && twice === 0 && within === jobs.length;
  say(pass ? 'PASS: every reminder sent within 60 s of its time, none twice' : 'FAIL: see the figures above');
  writeResults('reminders', { bookings: BOOKINGS, workers: WORKERS, reminders: jobs.length, sent: rows.length, twice, queriesPerReminder: perReminder, latenessSeconds: { p50: pct(50), p95: pct(95), p99: pct(99), max: pct(100) }, within60s: within, pass });

  await queue.close();
  await store.close();
  await db.drop();
}

runBench(main);
