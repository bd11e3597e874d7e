/**
 * Assigning manongs through HTTP: the picker's answer, the rules (at most 2 and 2, none in
 * both, only manongs: 422; only when paid: 409), the spec's text, and two administrators
 * assigning at once: one winner, the other 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, startWorld, type World } from './bookings.admin.support.js';

let w: World;
let second: World['admin'];
beforeAll(async () => {
  w = await startWorld(5);
  second = (await w.stack.signedIn('administrator')).client;
});
afterAll(async () => {
  await w?.stack.close();
});

const ids = () => w.manongs.map((m) => m.userId);

describe('POST /api/assign-manongs/bookings', () => {
  it("assigns ('Manong has been assigned.') and GET /api/get-manongs/{id} answers primary_manongs and secondary_manongs", async () => {
    const { booking: b } = await booking(w);
    const [a, bb, c] = ids();
    const res = await w.admin.send('post', '/api/assign-manongs/bookings', { booking: b.id, primaryManongs: [a, bb], secondaryManongs: [c] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Manong has been assigned.');
    const got = await w.admin.get(`/api/get-manongs/${b.id}`);
    expect(got.status).toBe(200);
    expect(got.body.primary_manongs.map((m: { id: string }) => m.id).sort()).toEqual([a, bb].sort());
    expect(got.body.secondary_manongs).toEqual([expect.objectContaining({ id: c, is_primary_manong: 0, is_answered: 0, confirmed: 'No Answer', user: expect.objectContaining({ id: c }) })]);
    expect(typeof got.body.version).toBe('number');
  });

  it('refuses an unpaid booking (409)', async () => {
    const { booking: b } = await booking(w, { paid: false });
    const res = await w.admin.send('post', '/api/assign-manongs/bookings', { booking: b.id, primaryManongs: [ids()[0]] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Manongs can be assigned only to a paid booking.');
  });

  it('refuses more than 2, one in both lists, secondaries before 2 primaries and users who are not manongs (422)', async () => {
    const { booking: b } = await booking(w);
    const [a, bb, c, d, e] = ids();
    const send = (body: object) => w.admin.send('post', '/api/assign-manongs/bookings', { booking: b.id, ...body });
    const tooMany = await send({ primaryManongs: [a, bb, c] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ primaryManongs: ['Choose at most 2 primary manongs.'] });
    expect((await send({ primaryManongs: [a, bb], secondaryManongs: [c, d, e] })).body.errors).toEqual({ secondaryManongs: ['Choose at most 2 secondary manongs.'] });
    expect((await send({ primaryManongs: [a, bb], secondaryManongs: [bb] })).body.errors).toEqual({ secondaryManongs: ['A primary manong cannot also be secondary.'] });
    expect((await send({ primaryManongs: [a], secondaryManongs: [c] })).status).toBe(422);
    expect((await send({ primaryManongs: [] })).status).toBe(422);
    const customer = await send({ primaryManongs: [w.customer.userId] });
    expect(customer.status).toBe(422);
    expect(customer.body.errors).toEqual({ primaryManongs: ['The selected manong is invalid.'] });
    expect((await send({ primaryManongs: ['not-a-uuid'] })).status).toBe(422);
    expect((await w.admin.send('post', '/api/assign-manongs/bookings', { booking: 'ZZZZZZZZZZ', primaryManongs: [a] })).status).toBe(404);
    expect((await w.admin.get(`/api/get-manongs/${b.id}`)).body.primary_manongs).toEqual([]);
  });

  it('two administrators assigning at once, from the same dialog state: one winner, the other 409', async () => {
    const { booking: b } = await booking(w);
    const [a, bb, c, d] = ids();
    const { version } = (await w.admin.get(`/api/get-manongs/${b.id}`)).body;
    const [first, other] = await Promise.all([
      w.admin.send('post', '/api/assign-manongs/bookings', { booking: b.id, primaryManongs: [a, bb], version }),
      second.send('post', '/api/assign-manongs/bookings', { booking: b.id, primaryManongs: [c, d], version }),
    ]);
    expect([first.status, other.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : other;
    expect(loser.body.message).toBe('Someone else changed this booking at the same time. Please reload it and try again.');
    const assigned = (await w.stack.store.readStream(`booking-${b.booking_id}`)).filter((e) => e.type === 'ManongsAssigned');
    expect(assigned).toHaveLength(1);
  });

  it('without a version, racing assignments never both land: every loser gets 409', async () => {
    const { booking: b } = await booking(w);
    const [a, bb, c, d] = ids();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? second : w.admin).send('post', '/api/assign-manongs/bookings', { booking: b.id, primaryManongs: i % 2 ? [a, bb] : [c, d] })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const assigned = (await w.stack.store.readStream(`booking-${b.booking_id}`)).filter((e) => e.type === 'ManongsAssigned');
    // Each success appended at most one assignment (the same team again is a no-op); no 5xx, no lost write.
    expect(statuses).toContain(200);
    expect(assigned.length).toBeGreaterThanOrEqual(1);
    expect(assigned.length).toBeLessThanOrEqual(statuses.filter((s) => s === 200).length);
  });

  it('react-admin assigns through POST /admin-api/bookings/:id/assign-manongs', async () => {
    const { booking: b } = await booking(w);
    const res = await w.admin.send('post', `/admin-api/bookings/${b.id}/assign-manongs`, { primaryManongs: [ids()[0]] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await w.admin.get(`/api/get-manongs/${b.id}`)).body.primary_manongs).toHaveLength(1);
  });
});
