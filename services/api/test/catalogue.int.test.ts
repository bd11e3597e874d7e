/**
 * The catalogue as a whole: the demo catalogue (loaded through the deciders, as `npm start`
 * does) read back through the public booking-flow calls, and who may call what.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { demoCategories, demoLocations } from '@app/core/demo/catalogueData';
import { loadDemoCatalogue } from '@app/core/demo/loadDemoCatalogue';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let admin: TestClient;
let customer: TestClient;
beforeAll(async () => {
  stack = await startStack();
  await loadDemoCatalogue(stack.store, systemContext());
  await stack.settled();
  admin = (await stack.signedIn('administrator')).client;
  customer = (await stack.signedIn('customer')).client;
});
afterAll(async () => {
  await stack?.close();
});

it('shows the demo catalogue to guests: categories, available services by kind, details by friendly name, locations', async () => {
  const guest = stack.client();
  const all = await guest.get('/api/categories?all=true');
  expect(all.body.total).toBe(demoCategories.length);

  const withServices = demoCategories.filter((c) => c.isFixedPrice && c.services.length > 0);
  const fixed = await guest.get('/api/available-services?is_fixed_price=1');
  expect(fixed.body.map((c: { name: string }) => c.name).sort()).toEqual(withServices.map((c) => c.name).sort());
  for (const category of fixed.body as { name: string; friendly_name: string; services: { price: number }[] }[]) {
    const demo = demoCategories.find((c) => c.name === category.name)!;
    expect(category.services.map((s) => s.price).sort((a, b) => a - b)).toEqual(demo.services.map((s) => s.price).sort((a, b) => a - b));
    const details = await guest.get(`/api/get-service-details?title=${encodeURIComponent(category.friendly_name)}`);
    expect(details.body).toEqual(category);
  }
  const assessment = await guest.get('/api/available-services?is_fixed_price=0');
  expect(assessment.body.map((c: { name: string }) => c.name).sort()).toEqual(demoCategories.filter((c) => !c.isFixedPrice).map((c) => c.name).sort());
  expect(assessment.body.every((c: { is_fixed_price: number }) => c.is_fixed_price === 0)).toBe(true);

  const locations = await guest.get('/api/locations');
  expect(locations.body.map((l: { name: string }) => l.name)).toEqual([...demoLocations].sort((a, b) => (a < b ? -1 : 1)));
});

it('keeps catalogue changes and staff lists to administrators', async () => {
  const guest = stack.client();
  expect((await guest.send('post', '/api/categories', { name: 'X', description: 'Y', is_for_fixed_price: 'true' })).status).toBe(401);
  expect((await customer.send('post', '/api/categories', { name: 'X', description: 'Y', is_for_fixed_price: 'true' })).status).toBe(403);
  expect((await customer.get('/api/category-services')).status).toBe(403);
  expect((await customer.get('/api/teams')).status).toBe(403);
  expect((await customer.get('/api/manongs')).status).toBe(403);
  expect((await guest.get('/api/assessors')).status).toBe(401);
  expect((await customer.get('/admin-api/locations')).status).toBe(403);
  expect((await admin.get('/api/category-services')).body.total).toBe(demoCategories.reduce((n, c) => n + c.services.length, 0));
});
