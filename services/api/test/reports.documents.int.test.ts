/**
 * Checklists and the work order form: PDFs built by the report worker, opened with
 * pdf-parse and read for the booking's or assessment's details, the trade's checks and
 * the lines to sign; who may have them made; and the signed links that serve report
 * files (the asking user only, for ten minutes).
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFilePath } from '@app/core/reports/files';
import { sessionSecret } from '../src/http/session.js';
import { createSignedLinks } from '../src/reports/signedLinks.js';
import { assessment, assign, booking, manilaToday, manilaTomorrow } from './bookings.admin.support.js';
import type { Placed } from './bookings.customer.support.js';
import { getFile, pdfText, postAsync, startReportWorld } from './reports.support.js';
import type { TestClient } from './support/stack.js';

let w: Awaited<ReturnType<typeof startReportWorld>>;
let placed: Placed;
let assessmentId: string;
let assessor: { client: TestClient; userId: string };
let otherAssessor: { client: TestClient; userId: string };
const today = manilaToday();

beforeAll(async () => {
  w = await startReportWorld();
  placed = (await booking(w)).booking;
  await assign(w, placed, [w.manongs[0]!.userId]);
  assessmentId = await assessment(w);
  assessor = await w.stack.signedIn('assessor', { firstName: 'Rosa' });
  otherAssessor = await w.stack.signedIn('assessor');
  const sent = await w.admin.send('post', '/api/assign-assessors', { assessment: assessmentId, primaryAssessors: [assessor.userId], secondaryAssessors: [], date: manilaTomorrow(), time: '9:30 AM' });
  if (sent.status !== 200) throw new Error(`assign assessors: ${sent.status} ${JSON.stringify(sent.body)}`);
  await w.stack.settled();
}, 120_000);
afterAll(async () => {
  await w?.worker.close();
  await w?.stack.close();
});

/** Asks for a document the spec's way ({url}) and opens the link as the new tab would. */
async function document(client: TestClient, kind: string, body: object): Promise<string> {
  const res = await client.send('post', `/api/reports/${kind}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const file = await getFile(client, res.body.url);
  expect(file.status).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  expect(file.headers['content-disposition']).toBe(`inline; filename="${kind}.pdf"`);
  return pdfText(file.body);
}

describe('documents of a booking', () => {
  it("the work order form, for the manong assigned: customer, address, services, schedule, staff, checks and lines to sign", async () => {
    const text = await document(w.manongs[0]!.client, 'work-order-form', { id: placed.id });
    expect(text).toContain('Work Order Form');
    expect(text).toContain(`Booking reference ${placed.id}`);
    expect(text).toMatch(/Customer\s+Customer Tester\d+/);
    expect(text).toContain(w.customer.email);
    expect(text).toMatch(/12 Mabini St, Poblacion, Makati \S+ \(Condo\)/);
    expect(text).toMatch(/Aircon cleaning \(Bedroom\)\s+x 2\s+PHP 750\.00\s+PHP 1,500\.00/);
    expect(text).toMatch(/Schedule\s+[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} [AP]M/);
    expect(text).toMatch(/Primary manong: Manong Tester\d+/);
    expect(text).toContain('Work area cleaned');
    expect(text).toContain('Signature over printed name: Manong');
    expect(text).toMatch(/Signature over printed name: Customer: work received in\s+good order/);
  });

  it("the aircon and electrical checklists carry their trade's checks (by booking uuid, asked by an administrator)", async () => {
    const aircon = await document(w.admin, 'aircondition-checklist', { type: 'booking', id: placed.booking_id });
    expect(aircon).toContain('Aircon Service Checklist');
    expect(aircon).toContain('Drain pan and drain line cleared; water flows out');
    expect(aircon).toContain('Capacitor checked (value within rating)');
    expect(aircon).toContain('OK');
    const electrical = await document(w.admin, 'electrical-checklist', { id: placed.id });
    expect(electrical).toContain('Electrical Work Checklist');
    expect(electrical).toContain('Absence of voltage confirmed with a tester');
    expect(electrical).not.toContain('Drain pan');
  });
});

describe('documents of an assessment', () => {
  it('assessment checklists one and two, for the assessor sent to it', async () => {
    const one = await document(assessor.client, 'assessment-one-checklist', { type: 'assessment', id: assessmentId });
    expect(one).toContain('Assessment Checklist 1: Site Inspection');
    expect(one).toContain('Ana Reyes');
    expect(one).toContain('+639171234567');
    expect(one).toMatch(/12 Mabini St, Poblacion, Makati \(House\)/);
    expect(one).toMatch(/Primary assessor: Rosa Tester\d+/);
    expect(one).toContain('Aircon cleaning');
    expect(one).toContain('Photos taken of the area and the defect');
    const two = await document(assessor.client, 'assessment-two-checklist', { type: 'assessment', id: assessmentId });
    expect(two).toContain('Bill of materials confirmed (brand, size, quantity)');
  });
});

describe('who may have them made', () => {
  it('staff not assigned get a 404, customers a 403, and bad input a 422', async () => {
    expect((await w.manongs[1]!.client.send('post', '/api/reports/work-order-form', { id: placed.id })).status).toBe(404);
    expect((await otherAssessor.client.send('post', '/api/reports/assessment-one-checklist', { type: 'assessment', id: assessmentId })).status).toBe(404);
    // A manong is not sent to assessments, nor an assessor to bookings.
    expect((await w.manongs[0]!.client.send('post', '/api/reports/assessment-one-checklist', { type: 'assessment', id: assessmentId })).status).toBe(404);
    expect((await assessor.client.send('post', '/api/reports/work-order-form', { id: placed.id })).status).toBe(404);
    expect((await w.customer.client.send('post', '/api/reports/work-order-form', { id: placed.id })).status).toBe(403);
    expect((await w.admin.send('post', '/api/reports/work-order-form', { id: 'NOSUCHREF1' })).status).toBe(404);
    const bad = await w.admin.send('post', '/api/reports/work-order-form', { type: 'invoice' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['id', 'type']);
  });
});

describe('signed links', () => {
  it('serve the file only to the user who asked, only until they expire, and only as signed', async () => {
    const boss = await w.stack.signedIn('administrator');
    const other = await w.stack.signedIn('administrator');
    const asked = await postAsync(boss.client, '/api/reports/bookings', { start: today, end: today });
    expect(asked.status).toBe(202);
    let status = await boss.client.get(asked.body.status_url);
    for (let i = 0; i < 200 && status.body.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = await boss.client.get(asked.body.status_url);
    }
    expect(status.body.status).toBe('done');
    const url: string = status.body.url;
    expect(new Date(status.body.expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    expect((await getFile(boss.client, url)).status).toBe(200);
    // Another administrator: neither the link nor the status call.
    const stolen = await getFile(other.client, url);
    expect(stolen.status).toBe(403);
    expect(JSON.parse(stolen.body.toString()).message).toBe('This link is not valid for you.');
    expect((await other.client.get(asked.body.status_url)).status).toBe(404);
    // Without a session, nothing.
    expect((await getFile(w.stack.client(), url)).status).toBe(401);

    const links = createSignedLinks(sessionSecret(w.stack.config));
    const expired = links.link(asked.body.id, boss.userId, new Date(Date.now() - 11 * 60_000));
    const late = await getFile(boss.client, expired.url);
    expect(late.status).toBe(403);
    expect(JSON.parse(late.body.toString()).message).toBe('This link has expired. Export the report again.');

    const tampered = url.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect((await getFile(boss.client, tampered)).status).toBe(403);
    const stretched = url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`);
    expect((await getFile(boss.client, stretched)).status).toBe(403);
    expect((await getFile(boss.client, url.split('?')[0]!)).status).toBe(422);

    // A day later the worker has swept the file away: the link says so.
    rmSync(reportFilePath(w.stack.config, asked.body.id, 'bookings'));
    const swept = await getFile(boss.client, url);
    expect(swept.status).toBe(404);
    expect(JSON.parse(swept.body.toString()).message).toBe('This report is no longer kept. Export it again.');
  });
});
