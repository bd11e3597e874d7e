/**
 * The demo customer of a launched system booking over HTTP, from what the public api
 * offers (the demo catalogue, cities, locations and slots), as the site's wizard does.
 * Each booking takes the next slot with seats, from the far end of the 30-day window.
 */
import http from 'node:http';
import { BenchClient, ok, type Reply } from '../../bench/booking/http.js';
import { until } from '../../faults/support/child.js';
import type { Launched } from './launcher.js';

/** A visitor's client of the launched system. */
export function anonymous(launched: Launched): BenchClient {
  // A connection per call: a restarted server must not meet a stale kept-alive socket.
  return new BenchClient(new URL(launched.baseUrl), new http.Agent({ keepAlive: false }));
}

/** The demo data loads in the background once the api is ready; the slots come last. */
export async function waitForDemoData(launched: Launched): Promise<void> {
  const client = anonymous(launched);
  await until('the demo slots', async () => (ok(await client.get('/api/available-schedules'), 'slots') as unknown[]).length > 0, 120_000, 250);
}

/** A visitor asks for an assessment of `service` (Request a Call) in the first demo category for assessment; answers its id. */
export async function requestAssessment(launched: Launched, service: string): Promise<string> {
  const client = anonymous(launched);
  const categories = ok(await client.get('/api/categories'), 'categories') as { friendly_name: string; is_for_assessment: number }[];
  const category = categories.find((c) => c.is_for_assessment === 1);
  if (!category) throw new Error('the demo catalogue has no category for assessment');
  const cities = ok(await client.get('/api/clients/cities'), 'cities') as { id: string }[];
  const form = { services: [service], city: cities[0]!.id, street_address: '7 Acacia Lane', barangay: 'San Lorenzo', type_of_home: 'house', first_name: 'Lito', last_name: 'Garcia', contact_number: '09171234567', email: `lito.${Date.now()}@example.ph` };
  return (ok(await client.send('POST', `/api/assessments/${category.friendly_name}`, form), 'assessment request') as { id: string }).id;
}

/** A demo account of the launched system, signed in over HTTP. */
export async function signedIn(launched: Launched, role: string): Promise<BenchClient> {
  const client = anonymous(launched);
  await until(`the demo ${role}'s sign-in`, async () => {
    const account = launched.demoAccount(role);
    return (await client.login(account.email, account.password)).status === 200;
  });
  return client;
}

export class DemoCustomer {
  private next = 0;

  private constructor(
    private readonly client: BenchClient,
    private readonly cart: { address: string; category: string; service: string; location: { id: string; name: string } },
    private readonly slots: string[],
  ) {}

  static async signIn(launched: Launched): Promise<DemoCustomer> {
    await waitForDemoData(launched);
    const client = await signedIn(launched, 'customer');
    const slots = ok(await client.get('/api/available-schedules'), 'slots') as { id: string }[];
    const cities = ok(await client.get('/api/clients/cities'), 'cities') as { id: string }[];
    const categories = ok(await client.get('/api/available-services'), 'services') as { friendly_name: string; is_fixed_price: number; services: { id: string }[] }[];
    const category = categories.find((c) => c.is_fixed_price === 1 && c.services.length > 0)!;
    const [location] = ok(await client.get('/api/locations'), 'locations') as { id: string; name: string }[];
    const address = ok(
      await client.send('POST', '/api/my-addresses', { contact_number: '09171234567', city: cities[0]!.id, type_of_home: 'Condo', street_address: '12 Mabini St', barangay: 'Poblacion' }),
      'address',
    ) as { id: string };
    return new DemoCustomer(client, { address: address.id, category: category.friendly_name, service: category.services[0]!.id, location: location! }, slots.map((s) => s.id).reverse());
  }

  /** Places one booking (paid online by default, as the wizard does); the api's answer, or status 0 when it could not be reached. */
  async book(): Promise<Reply> {
    const slot = this.slots[this.next++ % this.slots.length]!;
    const body = { date: slot, address: this.cart.address, category: this.cart.category, services: [{ service: this.cart.service, quantity: 1, price: 1, location: this.cart.location }], paymentGateway: 'xendit_payment' };
    try {
      return await this.client.send('POST', '/api/bookings', body);
    } catch (error) {
      return { status: 0, headers: {}, body: String(error) };
    }
  }

  /** Books every `everyMs` until a booking is answered 201; answers when that answer came. */
  async bookUntilPlaced(ms: number, everyMs = 200): Promise<{ at: number; reply: Reply; failures: Record<string, number> }> {
    const deadline = Date.now() + ms;
    const failures: Record<string, number> = {};
    for (;;) {
      const reply = await this.book();
      if (reply.status === 201) return { at: Date.now(), reply, failures };
      failures[reply.status] = (failures[reply.status] ?? 0) + 1;
      if (Date.now() > deadline) throw new Error(`no booking within ${ms / 1000} s; answers ${JSON.stringify(failures)}, last ${JSON.stringify(reply.body).slice(0, 300)}`);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
}
