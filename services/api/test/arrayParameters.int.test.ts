/**
 * Issue 25 §4: every array parameter of the spec's call tables is read in the bracket form
 * its front end's HTTP client writes (`x[]=a&x[]=b`), with indexes (`x[0]=a`) and plainly
 * repeated (`x=a&x=b`). Query parameters here; the multipart file arrays (`permits[]`,
 * `documents[]`) in their routes' own tests.
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

const roleNames = async (query: string) => {
  const res = await admin.get(`/api/roles${query}`);
  expect(res.status, `${query}: ${res.text}`).toBe(200);
  return (res.body as { name: string }[]).map((r) => r.name);
};

it('GET /api/roles: except[] in every form the spec\'s clients write', async () => {
  const all = await roleNames('');
  expect(all).toContain('customer');
  for (const one of ['?except[]=customer', '?except[0]=customer', '?except=customer', '?except%5B%5D=customer']) {
    expect(await roleNames(one), one).toEqual(all.filter((r) => r !== 'customer'));
  }
  for (const two of ['?except[]=customer&except[]=auditor', '?except[0]=customer&except[1]=auditor', '?except=customer&except=auditor']) {
    expect(await roleNames(two), two).toEqual(all.filter((r) => r !== 'customer' && r !== 'auditor'));
  }
});

it('POST /api/revised-system-users: roles[] as bracketed, indexed or repeated multipart parts', async () => {
  const fields = (email: string) => ({ first_name: 'Arr', last_name: 'Ay', email, contact_number: '0917 555 0199' });
  const forms: Record<string, string | string[]>[] = [{ 'roles[]': ['manong', 'assessor'] }, { 'roles[0]': 'manong', 'roles[1]': 'assessor' }, { roles: ['manong', 'assessor'] }];
  for (const [i, form] of forms.entries()) {
    const res = await admin.multipart('post', '/api/revised-system-users', { ...fields(`array.${i}@example.ph`), ...form });
    expect(res.status, `${JSON.stringify(form)}: ${res.text}`).toBe(201);
    expect(res.body.data.roles.map((r: { name: string }) => r.name).sort(), JSON.stringify(form)).toEqual(['assessor', 'manong']);
  }
});

it('keeps react-admin\'s JSON list parameters and refuses objects where text belongs with a 422', async () => {
  const list = await admin.get(`/admin-api/cities?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,4]')}&filter=${encodeURIComponent('{"q":"x"}')}`);
  expect(list.status, list.text).toBe(200);
  const object = await admin.get('/api/cities?search[a]=1');
  expect(object.status, object.text).toBe(422);
  expect(Object.keys(object.body.errors)).toEqual(['search']);
  expect((await admin.get('/api/cities?__proto__[admin]=1&page=1')).status).toBe(200);
});
