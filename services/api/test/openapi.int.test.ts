import { afterAll, beforeAll, expect, it } from 'vitest';
import { policies } from '../src/http/policy.js';
import { startStack, type TestStack } from './support/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

it('describes every route of the policy table, with the zod schemas as request bodies', async () => {
  const res = await stack.client().get('/api/openapi.json');
  expect(res.status).toBe(200);
  const doc = res.body;
  expect(doc.openapi).toBe('3.1.0');
  const operations = Object.values(doc.paths as Record<string, Record<string, unknown>>).reduce((n, methods) => n + Object.keys(methods).length, 0);
  expect(operations).toBe(Object.keys(policies).length);
  const register = doc.paths['/auth/register'].post;
  expect(register.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'password']));
  expect(register.security).toBeUndefined();
  const createCity = doc.paths['/api/cities'].post;
  expect(createCity['x-access']).toEqual({ kind: 'roles', roles: ['administrator'] });
  expect(Object.keys(createCity.responses)).toEqual(expect.arrayContaining(['401', '403', '419', '422']));
  expect(doc.paths['/api/categories'].post.requestBody.content['multipart/form-data']).toBeDefined();
  expect(doc.paths['/api/cities/{id}'].patch.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
});

it('has a browsable page listing the calls', async () => {
  const res = await stack.client().get('/api/docs');
  expect(res.status).toBe(200);
  expect(res.type).toBe('text/html');
  expect(res.text).toContain('<code>/api/my-addresses/{id}</code>');
  expect(res.text).not.toMatch(/<script/i);
});

it('lists the list parameters, the react-admin bodies and the file parts of multipart forms', async () => {
  const doc = (await stack.client().get('/api/openapi.json')).body;
  const queryOf = (path: string) => (doc.paths[path].get.parameters as { name: string; in: string }[]).filter((p) => p.in === 'query').map((p) => p.name);
  expect(queryOf('/admin-api/cities')).toEqual(['range', 'sort', 'filter']);
  expect(queryOf('/api/cities')).toEqual(['page', 'per_page', 'perPage', 'search', 'all']);
  // A route's own parameters and the list ones, together.
  expect(queryOf('/admin-api/audit')).toEqual(['booking', 'type', 'actor', 'from', 'to', 'range', 'sort', 'filter']);
  expect(Object.keys(doc.paths['/admin-api/cities'].post.requestBody.content['application/json'].schema.properties)).toEqual(['name']);
  // Schedules cannot be edited: react-admin's update takes no body.
  expect(doc.paths['/admin-api/schedules/{id}'].put.requestBody).toBeUndefined();
  const content = doc.paths['/api/categories'].post.requestBody.content;
  expect(content['multipart/form-data'].schema.properties.image).toMatchObject({ type: 'string' });
  expect(content['application/json'].schema.properties.image).toBeUndefined();
});
