/**
 * Issue 25 §1: a NUL character or an unpaired surrogate in any text a client sends (body,
 * query, list filters and searches, multipart fields and file names) is a 422 naming the
 * field, from the edge rule (http/textGuard.ts), and nothing is written. Each of these
 * answered 500 (or 503 on bookings' lists) before.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let admin: TestClient;
beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
});
afterAll(async () => {
  await stack?.close();
});

const eventCount = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n as number;
const refused = (field: string, label = field) => ({ [field]: [`The ${label} contains a character that is not allowed.`] });

it('refuses NUL and lone surrogates in JSON bodies, a guest\'s as well as an administrator\'s, writing nothing', async () => {
  const before = await eventCount();
  const guest = stack.client();
  const check = await guest.send('post', '/api/check-discount-coupon', { discountCoupon: 'AB\u0000C' });
  expect(check.status, check.text).toBe(422);
  expect(check.body.errors).toEqual(refused('discountCoupon'));
  const apply = await guest.send('post', '/api/apply/discount-coupon', { coupon: 'AB\ud800' });
  expect(apply.status, apply.text).toBe(422);
  expect(apply.body.errors).toEqual(refused('coupon'));
  for (const [url, name] of [
    ['/api/cities', 'AB\u0000C'],
    ['/admin-api/cities', 'AB\ud800'],
    ['/admin-api/locations', 'AB\udc00C'],
    ['/api/teams', 'A\u0000'],
  ] as const) {
    const res = await admin.send('post', url, { name });
    expect(res.status, `${url}: ${res.text}`).toBe(422);
    expect(res.body.errors).toEqual(refused('name'));
  }
  // Nested fields are named by their path; a bad key by the object that holds it.
  const nested = await admin.send('post', '/admin-api/cities', { name: 'Ok', extra: { list: ['fine', 'x\u0000'] } });
  expect(nested.body.errors).toEqual(refused('extra.list.1', 'extra'));
  const key = await admin.send('post', '/admin-api/cities', { name: 'Ok', ['k\u0000']: 1 });
  expect(key.body.errors).toEqual({ _: ['The request contains a character that is not allowed.'] });
  expect(await eventCount()).toBe(before);
});

it('keeps valid text that merely looks odd: emoji (paired surrogates), RTL overrides, other control characters', async () => {
  const res = await admin.send('post', '/admin-api/cities', { name: 'Pasig 😀 \u202eabc\u0007' });
  expect(res.status, res.text).toBe(201);
  expect(res.body.name).toBe('Pasig 😀 \u202eabc\u0007');
});

it('refuses them in list searches and react-admin filters, on every kind of list', async () => {
  const filter = (value: object) => encodeURIComponent(JSON.stringify(value));
  const cases: [string, Record<string, string[]>][] = [
    ['/api/cities?search=name%00', refused('search')],
    ['/api/categories?search=name%00', refused('search')],
    [`/admin-api/cities?filter=${filter({ q: 'name\u0000' })}`, refused('filter.q', 'filter')],
    [`/admin-api/locations?filter=${filter({ id: ['name\u0000'] })}`, refused('filter.id.0', 'filter')],
    [`/admin-api/bookings?filter=${filter({ q: 'name\ud800' })}`, refused('filter.q', 'filter')],
    [`/admin-api/rebookings?filter=${filter({ q: 'x\u0000' })}`, refused('filter.q', 'filter')],
    [`/admin-api/cancellations?filter=${filter({ id: ['x\u0000'] })}`, refused('filter.id.0', 'filter')],
    [`/admin-api/customers?sort=${filter(['na\u0000me', 'ASC'])}`, refused('sort.0', 'sort')],
  ];
  for (const [url, errors] of cases) {
    const res = await admin.get(url);
    expect(res.status, `${url}: ${res.text}`).toBe(422);
    expect(res.body.errors, url).toEqual(errors);
  }
});

it('refuses them in multipart fields and uploaded file names', async () => {
  const before = await eventCount();
  const fields = { name: 'Painting', description: 'Walls', is_for_fixed_price: 'true' };
  const field = await admin.multipart('post', '/api/categories', { ...fields, description: 'Wa\u0000lls' });
  expect(field.status, field.text).toBe(422);
  expect(field.body.errors).toEqual(refused('description'));
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
  // The name as RFC 5987 writes it (`filename*`), so the NUL reaches the parser intact rather than breaking the part's header.
  const boundary = 'unsafe-text-boundary';
  const part = (headers: string, content: Buffer | string) => Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
  const raw = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => part(`Content-Disposition: form-data; name="${name}"`, value)),
    part(`Content-Disposition: form-data; name="image"; filename*=UTF-8''photo%00.png\r\nContent-Type: image/png`, png),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const file = await admin.agent
    .post('/api/categories')
    .set('Accept', 'application/json')
    .set('X-XSRF-TOKEN', await admin.csrf())
    .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
    .send(raw);
  expect(file.status, file.text).toBe(422);
  expect(file.body.errors).toEqual(refused('image'));
  expect(await eventCount()).toBe(before);
});
