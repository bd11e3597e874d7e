/** Seeds of the booking tests: a catalogue to book from, slots and coupons on their streams, a customer with an address. */
import { randomUUID } from 'node:crypto';
import { systemContext } from '@app/core/accounts/registerAccount';
import { handleCommand } from '@app/core/commands/handleCommand';
import { couponDecider } from '@app/core/coupons/couponDecider';
import { couponStreamId, type CouponTerms } from '@app/core/coupons/couponEvents';
import { slotDecider } from '@app/core/schedules/slotDecider';
import { slotIdOf, slotStreamId } from '@app/core/schedules/slotEvents';
import { findSlot, listSlots } from '@app/projections/readModels/schedules/slots';
import { liveCheckpoint } from '@app/projections/waitForProjections';
import type { TestClient, TestStack } from './support/stack.js';

export interface Catalogue {
  cityId: string;
  category: { id: string; name: string; friendly_name: string };
  /** 750.00 a unit. */
  cleaning: string;
  /** 0.00 a unit. */
  free: string;
  /** 999.00 a unit. */
  almostThousand: string;
  locationId: string;
}

export async function seedCatalogue(admin: TestClient): Promise<Catalogue> {
  const ok = <T>(res: { status: number; body: { data?: T } & Record<string, unknown> }, what: string): T => {
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body.data ?? res.body) as T;
  };
  const city = ok<{ id: string }>(await admin.send('post', '/api/cities', { name: `Makati ${randomUUID().slice(0, 6)}` }), 'city');
  const category = ok<Catalogue['category']>(await admin.send('post', '/api/categories', { name: `Aircon ${randomUUID().slice(0, 6)}`, description: 'Cooling', is_for_fixed_price: 'true' }), 'category');
  const service = async (name: string, price: number) => ok<{ id: string }>(await admin.send('post', '/api/category-services', { category: category.id, name, price }), name).id;
  const location = ok<{ id: string }>(await admin.send('post', '/admin-api/locations', { name: 'Bedroom' }), 'location');
  return { cityId: city.id, category, cleaning: await service('Aircon cleaning', 750), free: await service('Free check', 0), almostThousand: await service('Coil wash', 999), locationId: location.id };
}

/**
 * The next slot's hour, per database: test files share this module within a vitest worker
 * (isolate: false), and a file's first slot is still at 08:00 whatever ran before it.
 */
const hours = new Map<string, number>();
/** A future slot of its own (a new day and hour each call), with this capacity. */
export async function planSlot(stack: TestStack, capacity: number): Promise<string> {
  const hour = hours.get(stack.db.name) ?? 8;
  hours.set(stack.db.name, hour + 1);
  const day = 3 + Math.floor((hour - 8) / 8);
  const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
  const startAt = `${String(8 + ((hour - 8) % 8)).padStart(2, '0')}:00`;
  const id = slotIdOf(date, startAt);
  const planned = await handleCommand(stack.store, slotStreamId(id), slotDecider, { type: 'PlanSlot', date, startAt, durationHours: 2, capacity, country: 'PH', now: new Date().toISOString() }, systemContext());
  // A slot of its own, every time: planning an existing one is a silent no-op.
  if (planned.events.length !== 1) throw new Error(`planSlot: ${id} was planned before (${JSON.stringify(planned.state)})`);
  await stack.settled();
  if (!(await findSlot(stack.db.pool, id))) {
    const checkpoint = await liveCheckpoint(stack.db.pool, 'schedules');
    const head = await stack.store.headPosition();
    const events = await stack.store.readStream(slotStreamId(id));
    const slots = await listSlots(stack.db.pool, {});
    const sessions = await stack.db.pool.query(
      `SELECT pid, application_name, state, backend_xid::text, backend_xmin::text, left(query, 160) AS query FROM pg_stat_activity WHERE datname = current_database() AND state <> 'idle'`,
    );

    const text = (value: unknown) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v));
    throw new Error(
      `planSlot: ${id} is not in the schedules read model after settled(): head ${text(head)}, checkpoint ${text(checkpoint)}, ` +
        `stream ${text(events.map((e) => [e.type, e.revision, e.position]))}, slots ${text(slots.rows.map((r) => r.id))}, runners ${text(stack.runnerStatus())}, ` +
        `busy connections ${text(sessions.rows)}`,
    );
  }
  return id;
}

export async function createCoupon(stack: TestStack, terms: Partial<CouponTerms> & { code: string }): Promise<string> {
  const id = randomUUID();
  const full: CouponTerms = { label: terms.code, amount: 10, isPercentage: true, isDisposable: false, usageLimit: 100, allCustomers: true, customerIds: [], expiresAt: '2999-01-01T00:00:00.000Z', ...terms };
  await handleCommand(stack.store, couponStreamId(id), couponDecider, { type: 'CreateCoupon', id, terms: full }, systemContext());
  await stack.settled();
  return id;
}

export async function addAddress(client: TestClient, cityId: string): Promise<string> {
  const res = await client.send('post', '/api/my-addresses', { contact_number: '09171234567', city: cityId, type_of_home: 'Condo', street_address: '12 Mabini St', barangay: 'Poblacion' });
  if (res.status >= 300) throw new Error(`address: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data ?? res.body).id;
}

/** The cart of a signed-in customer. */
export const cart = (c: Catalogue, slotId: string, addressId: string, extra: Record<string, unknown> = {}) => ({
  date: slotId,
  address: addressId,
  category: c.category.friendly_name,
  services: [{ service: c.cleaning, quantity: 2, price: 1, location: { id: c.locationId, name: 'Bedroom' } }],
  paymentGateway: 'xendit_payment',
  ...extra,
});

export async function slotEvents(stack: TestStack, slotId: string): Promise<[string, string][]> {
  return (await stack.store.readStream(slotStreamId(slotId))).map((e) => [e.type, (e.data as { bookingId?: string }).bookingId ?? '']);
}
