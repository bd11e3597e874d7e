/**
 * Spreadsheet reports end to end: the api records and queues the request, the report
 * worker (in this process, real Redis) builds the xlsx from the read models, and the
 * files are opened with exceljs's reader and checked cell by cell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PAYMENT_TEXT } from '@app/core/payments/testMode';
import { addDays } from '@app/core/schedules/manilaTime';
import { findCity } from '@app/projections/readModels/catalogue/cities';
import { assessment, booking, manilaToday } from './bookings.admin.support.js';
import { cart, planSlot } from './bookings.support.js';
import type { Placed } from './bookings.customer.support.js';
import { finished, getFile, postAsync, postForFile, readXlsx, startReportWorld } from './reports.support.js';

let w: Awaited<ReturnType<typeof startReportWorld>>;
let placed: Placed;
let cancelled: Placed;
let testPaid: Placed;
const today = manilaToday();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** 'Nov 23, 2026' for '2026-11-23'. */
const onDay = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: '2-digit', year: 'numeric' });

beforeAll(async () => {
  w = await startReportWorld();
  placed = (await booking(w)).booking;
  cancelled = (await booking(w)).booking;
  testPaid = (await booking(w, { gateway: 'sandbox' })).booking;
  const off = await w.admin.send('delete', `/api/bookings/${cancelled.id}`);
  if (off.status >= 300) throw new Error(`cancel: ${off.status} ${JSON.stringify(off.body)}`);
  await w.stack.settled();
}, 120_000);
afterAll(async () => {
  await w?.worker.close();
  await w?.stack.close();
});

describe('files answered directly', () => {
  it('POST /api/reports/cities answers cities-list.xlsx with the cities created in the range', async () => {
    const city = await findCity(w.stack.db.pool, w.c.cityId);
    const res = await postForFile(w.admin, '/api/reports/cities', { start: today, end: today });
    expect(res.status, res.body.toString().slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX);
    expect(res.headers['content-disposition']).toBe('attachment; filename="cities-list.xlsx"');
    const { sheet, rows } = await readXlsx(res.body);
    expect(sheet).toBe('Cities');
    expect(rows[0]).toEqual(['Name', 'Date Created']);
    const row = rows.find((r) => r[0] === city!.name)!;
    expect(row).toBeDefined();
    // Manila time, as the site writes it.
    expect(row[1]).toMatch(new RegExp(`^${onDay(today)} \\d{2}:\\d{2} [AP]M$`));

    const before = await readXlsx((await postForFile(w.admin, '/api/reports/cities', { start: addDays(today, -30), end: addDays(today, -1) })).body);
    expect(before.rows).toEqual([['Name', 'Date Created']]);
  });

  it('customers and schedules answer customers-master-list.xlsx and schedule-planner-list.xlsx', async () => {
    const customers = await postForFile(w.admin, '/api/reports/customers', { start: today, end: today });
    expect(customers.headers['content-disposition']).toContain('customers-master-list.xlsx');
    const c = await readXlsx(customers.body);
    expect(c.rows[0]).toEqual(['First Name', 'Middle Name', 'Last Name', 'Email', 'Contact Number', 'Addresses', 'Date Created']);
    const mine = c.rows.find((r) => r[3] === w.customer.email)!;
    expect(mine[5]).toMatch(/^12 Mabini St, Poblacion, Makati .+ \(Condo\)$/);
    // Staff are not customers.
    expect(c.rows.some((r) => String(r[3]).startsWith('manong.'))).toBe(false);

    const schedules = await postForFile(w.admin, '/api/reports/schedules', { start: today, end: addDays(today, 60) });
    expect(schedules.headers['content-disposition']).toContain('schedule-planner-list.xlsx');
    const s = await readXlsx(schedules.body);
    expect(s.rows[0]).toEqual(['Schedule Date', 'Schedule Start', 'Schedule End', 'Duration (hours)', 'Country', 'Capacity', 'Booked', 'Date Created']);
    expect(s.rows.length).toBe(4);
    expect(s.rows[1]).toEqual([expect.stringMatching(/^[A-Z][a-z]{2} \d{2}, \d{4}$/), expect.stringMatching(/^\d\d:\d\d$/), expect.stringMatching(/^\d\d:\d\d$/), 2, 'PH', 3, 1, expect.stringMatching(new RegExp(`^${onDay(today)} `))]);
  });
});

describe('reports offered by URL', () => {
  it('bookings: the console gets a 202 and a status URL, sees progress reach 100, then the file through a signed link', async () => {
    const res = await postAsync(w.admin, '/api/reports/bookings', { start: today, end: today });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ kind: 'bookings', status: expect.stringMatching(/^(queued|running|done)$/), status_url: `/api/reports/${res.body.id}` });
    const done = await finished(w.admin, res.body.status_url);
    expect(done).toMatchObject({ status: 'done', progress: 100, rows: 3, file_name: 'bookings-report.xlsx' });
    const file = await getFile(w.admin, done.url!);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="bookings-report.xlsx"');
    const { rows } = await readXlsx(file.body);
    const header = rows[0]!;
    expect(header.slice(0, 3)).toEqual(['Booking ID', 'Customer', 'Email']);
    const row = rows.find((r) => r[0] === placed.id)!;
    const at = (name: string) => row[header.indexOf(name)];
    expect(at('Email')).toBe(w.customer.email);
    // The test cart: two units of Aircon cleaning (cart() in bookings.support.ts).
    expect(at('Services')).toBe('Aircon cleaning x2');
    expect(at('Work Status')).toBe('Pending');
    expect(at('Payment Status')).toBe('paid');
    expect(at('Total (PHP)')).toBe(placed.total);
    expect(at('Service Date')).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4} 08:00 AM$/);
    expect(rows.find((r) => r[0] === cancelled.id)![header.indexOf('Work Status')]).toBe('Cancelled');
    // Paid on the sandbox (test mode): no money moved, and the report says so.
    expect(rows.find((r) => r[0] === testPaid.id)![header.indexOf('Payment Status')]).toBe(TEST_PAYMENT_TEXT);
  });

  it('categories and category services answer {url}, opened in a new tab', async () => {
    const res = await w.admin.send('post', '/api/reports/categories', { start: today, end: today });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^/api/reports/${res.body.id}/file\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    const categories = await readXlsx((await getFile(w.admin, res.body.url)).body);
    expect(categories.rows[0]).toEqual(['Name', 'Description', 'Fixed Price', 'For Assessment', 'Services', 'Date Created']);
    expect(categories.rows.find((r) => r[0] === w.c.category.name)?.slice(1, 5)).toEqual(['Cooling', 'Yes', 'No', 3]);

    const services = await w.admin.send('post', '/api/reports/category-services', { start: today, end: today });
    const s = await readXlsx((await getFile(w.admin, services.body.url)).body);
    expect(s.rows[0]).toEqual(['Category', 'Service', 'Price (PHP)', 'Per Unit', 'Date Created']);
    expect(s.rows.find((r) => r[1] === 'Aircon cleaning')?.slice(0, 3)).toEqual([w.c.category.name, 'Aircon cleaning', 750]);
  });

  it('cancelled bookings, re-bookings and assessments hold only their own rows (the `date` shape too)', async () => {
    const id = await assessment(w);
    const cancelledRes = await w.admin.send('post', '/api/reports/cancelled-bookings', { date: [today, today] });
    const c = await readXlsx((await getFile(w.admin, cancelledRes.body.url)).body);
    expect(c.rows.map((r) => r[0])).toEqual(['Booking ID', cancelled.id]);
    expect(c.rows[0]).toContain('Cancellation Reason');

    const rebooked = await w.admin.send('post', '/api/reports/re-bookings', { date: today });
    const r = await readXlsx((await getFile(w.admin, rebooked.body.url)).body);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toContain('Requested Date');

    const assessed = await w.admin.send('post', '/api/reports/assessments', { start: today, end: today });
    expect(assessed.status).toBe(200);
    const a = await readXlsx((await getFile(w.admin, assessed.body.url)).body);
    expect(a.rows).toHaveLength(2);
    expect(a.rows[1]!.slice(0, 5)).toEqual(['Ana Reyes', w.customer.email, '+639171234567', w.c.category.name, 'Aircon cleaning']);
    expect(a.rows[1]![a.rows[0]!.indexOf('Booked')]).toBe('No Booking');
    expect(id).toBeTruthy();
  });
});

describe('maintenance plans', () => {
  it('POST /api/reports/plans lists the plans started in the range with their interval and next visit', async () => {
    const terms = await w.admin.send('put', `/admin-api/category-plans/${w.c.category.id}`, { intervals: [6], discount_percent: 10 });
    expect(terms.status, JSON.stringify(terms.body)).toBe(200);
    const slotId = await planSlot(w.stack, 3);
    const placedPlan = await w.customer.client.send('post', '/api/bookings', cart(w.c, slotId, w.addressId, { plan: { intervalMonths: 6 } }));
    expect(placedPlan.status, JSON.stringify(placedPlan.body)).toBe(201);
    await w.stack.settled();

    const res = await w.admin.send('post', '/api/reports/plans', { start: today, end: today });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { sheet, rows } = await readXlsx((await getFile(w.admin, res.body.url)).body);
    expect(sheet).toBe('Maintenance Plans');
    expect(rows[0]).toEqual(['Customer', 'Email', 'Contact Number', 'Category', 'Services', 'Every (months)', 'Status', 'Next Visit', 'Visits', 'Date Started']);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1, 2)).toEqual([w.customer.email]);
    expect(rows[1]!.slice(3, 9)).toEqual([w.c.category.name, 'Aircon cleaning x2', 6, 'Active', onDay(placedPlan.body.plan.next_visit_on), 1]);

    const before = await readXlsx((await getFile(w.admin, (await w.admin.send('post', '/api/reports/plans', { start: addDays(today, -30), end: addDays(today, -1) })).body.url)).body);
    expect(before.rows).toHaveLength(1);
  });
});

describe('input', () => {
  it('a missing, malformed or reversed range is a 422 with the fields', async () => {
    const none = await w.admin.send('post', '/api/reports/bookings', {});
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors).sort()).toEqual(['end', 'start']);
    const bad = await w.admin.send('post', '/api/reports/cities', { start: '2026-02-30', end: today });
    expect(bad.body.errors.start).toEqual(['The start date must be a date written YYYY-MM-DD.']);
    const reversed = await w.admin.send('post', '/api/reports/customers', { start: today, end: addDays(today, -1) });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.end).toEqual(['The end date must be on or after the start date.']);
  });

  it('spreadsheets are for administrators only', async () => {
    const res = await w.manongs[0]!.client.send('post', '/api/reports/bookings', { start: today, end: today });
    expect(res.status).toBe(403);
  });
});
