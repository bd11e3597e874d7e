/**
 * The mail outbox page: administrators read the ledger in the browser (subject, recipient,
 * plain text, and the HTML part under a sandboxing CSP); nobody else can. Names and
 * bodies are escaped: they hold what customers typed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { queueKeyedMail, queueMail } from '@app/core/mail/outbox';
import { startStack, type TestStack } from './support/stack.js';

let stack: TestStack;
let id: string;

beforeAll(async () => {
  stack = await startStack();
  id = await queueMail(stack.db.pool, {
    to: 'ana@example.ph',
    purpose: 'booking-confirmed',
    subject: 'Booking confirmed - <K7M2Q9XZ4P>',
    text: 'Hello Ana <script>alert(1)</script>,',
    html: '<p>Hello <b>Ana</b></p>',
  });
  // A mail with a calendar invite, as the mail worker writes it.
  await queueKeyedMail(stack.db.pool, { eventId: randomUUID() }, {
    to: 'lito@example.ph',
    purpose: 'rebooking-approved',
    subject: 'Re-booking approved - R000000001',
    text: 'Hello Lito,',
    calendar: { method: 'REQUEST', filename: 'booking-R000000001.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
  });
});
afterAll(async () => {
  await stack?.close();
});

it('lists the messages for an administrator, escaped, with a link to each HTML part', async () => {
  const admin = await stack.signedIn('administrator');
  const res = await admin.client.get('/api/dev/outbox').set('Accept', 'text/html');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.text).toContain('Booking confirmed - &#60;K7M2Q9XZ4P&#62;');
  expect(res.text).toContain('Hello Ana &#60;script&#62;');
  expect(res.text).not.toContain('<script>');
  expect(res.text).toContain('ana@example.ph');
  expect(res.text).toContain(`href="/api/dev/outbox/${id}"`);
  expect(res.text).toContain('waiting');
  expect(res.text).toContain('calendar invite REQUEST (booking-R000000001.ics)');

  const part = await admin.client.get(`/api/dev/outbox/${id}`).set('Accept', 'text/html');
  expect(part.status).toBe(200);
  expect(part.text).toBe('<p>Hello <b>Ana</b></p>');
  expect(part.headers['content-security-policy']).toMatch(/^sandbox/);
  expect((await admin.client.get('/api/dev/outbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
});

it('is refused to everyone else', async () => {
  expect((await stack.client().get('/api/dev/outbox')).status).toBe(401);
  for (const role of ['customer', 'manong', 'assessor'] as const) {
    const signed = await stack.signedIn(role);
    expect((await signed.client.get('/api/dev/outbox')).status, role).toBe(403);
    expect((await signed.client.get(`/api/dev/outbox/${id}`)).status, role).toBe(403);
  }
});
