/**
 * The customer side's files and public pages through HTTP: work permits (typed by content,
 * private, served only to the owner, an administrator or an assigned manong), the tracker,
 * the public manong page, guest activation and Request a Call.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasUsablePassword } from '@app/core/accounts/credentials';
import { BOOKING_NOT_FOUND } from '@app/core/bookings/rules';
import { findBookingById } from '@app/projections/readModels/bookingList/bookings';
import { usersWithEmail } from '@app/projections/readModels/users/queries';
import { addAddress, cart, planSlot, seedCatalogue, type Catalogue } from './bookings.support.js';
import { pay, place, run, start, type Placed } from './bookings.customer.support.js';
import { mailsTo, PNG } from './people.support.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let stack: TestStack;
let admin: TestClient;
let customer: { client: TestClient; userId: string; email: string };
let other: TestClient;
let manongs: { client: TestClient; userId: string }[];
let addressId: string;
let c: Catalogue;

beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
  c = await seedCatalogue(admin);
  customer = await stack.signedIn('customer');
  other = (await stack.signedIn('customer')).client;
  manongs = [];
  for (const firstName of ['Ramon', 'Pedro', 'Lito', 'Ben']) manongs.push(await stack.signedIn('manong', { firstName }));
  addressId = await addAddress(customer.client, c.cityId);
  await stack.settled();
});
afterAll(async () => {
  await stack?.close();
});

const upload = (client: TestClient, fields: Record<string, string>, files: Record<string, [Buffer, string]>) => client.multipart('post', '/api/work-permits', fields, files);

describe('POST /api/work-permits and the private file route', () => {
  let booking: Placed;
  let slotId: string;
  let link: string;

  beforeAll(async () => {
    slotId = await planSlot(stack, 3);
    booking = await place(customer.client, c, slotId, addressId);
  });

  it('refuses a text file named .pdf by its content, and an upload without files, storing nothing', async () => {
    const text = await upload(customer.client, { id: booking.id }, { 'permits[]': [Buffer.from('just text, not a permit'), 'permit.pdf'] });
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual({ permits: ['The permits must be a file of type: pdf, png, jpeg.'] });
    const none = await upload(customer.client, { id: booking.id }, {});
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ permits: ['The permits field is required.'] });
    const dir = path.join(stack.config.DATA_DIR, 'private', 'work-permits');
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it('stores PDF and PNG permits privately (with the e-mail on the manage-booking page too)', async () => {
    const res = await upload(customer.client, { id: booking.id }, { 'permits[]': [PDF, '../Condo permit <1>.pdf'] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Work permits have been uploaded.');
    link = res.body.data[0].file_link;
    expect(link).toMatch(new RegExp(`^/api/bookings/${booking.id}/files/[0-9a-f-]{36}\\.pdf$`));
    expect(res.body.data[0].file_name).toBe('Condo permit 1.pdf');

    const byMail = await upload(stack.client(), { id: booking.id, email: customer.email }, { permits: [PNG, 'id.png'] });
    expect(byMail.status, JSON.stringify(byMail.body)).toBe(201);
    const wrongMail = await upload(stack.client(), { id: booking.id, email: 'nobody@example.ph' }, { permits: [PNG, 'id.png'] });
    expect(wrongMail.status).toBe(404);

    expect((await findBookingById(stack.db.pool, booking.booking_id))!.permits_count).toBe(2);
    // Not in the public folder.
    expect((await stack.client().get(`/uploads/work-permits/${link.split('/').pop()}`)).status).toBe(404);
    expect(existsSync(path.join(stack.config.DATA_DIR, 'uploads', 'work-permits'))).toBe(false);
  });

  it('serves a permit to its customer and an administrator as a download; 404 to another customer, 401 to a guest', async () => {
    const mine = await customer.client.get(link).buffer(true);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="Condo permit 1.pdf"; filename*=UTF-8''Condo%20permit%201.pdf`);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(mine.body).equals(PDF)).toBe(true);
    expect((await admin.get(link)).status).toBe(200);
    expect((await other.get(link)).status).toBe(404);
    expect((await stack.client().get(link)).status).toBe(401);
    expect((await manongs[0]!.client.get(link)).status).toBe(404);
    expect((await customer.client.get(link.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });

  it('serves it to an assigned manong, and refuses new permits at On Going (3)', async () => {
    await pay(stack, booking);
    await start(stack, booking, slotId, [manongs[0]!.userId]);
    expect((await manongs[0]!.client.get(link)).status).toBe(200);
    const refused = await upload(customer.client, { id: booking.id }, { 'permits[]': [PDF, 'late.pdf'] });
    expect(refused.status).toBe(409);
  });
});

it('reads permits[] bracketed, indexed or as a repeated part (issue 25)', async () => {
  const booking = await place(customer.client, c, await planSlot(stack, 4), addressId);
  const forms: [string, Buffer, string][][] = [
    [['permits[]', PDF, 'a.pdf'], ['permits[]', PDF, 'b.pdf']],
    [['permits[0]', PDF, 'c.pdf'], ['permits[1]', PDF, 'd.pdf']],
    [['permits', PDF, 'e.pdf'], ['permits', PDF, 'f.pdf']],
  ];
  for (const files of forms) {
    const res = await customer.client.multipart('post', '/api/work-permits', { id: booking.id }, files);
    expect(res.status, `${files[0]![0]}: ${res.text}`).toBe(201);
    expect(res.body.data.map((p: { file_name: string }) => p.file_name).slice(-2), files[0]![0]).toEqual(files.map(([, , name]) => name));
  }
});

describe('the tracker and the public manong page', () => {
  it('GET /api/fetch-booking-details/{id}: the status timeline with times, no personal data', async () => {
    const slotId = await planSlot(stack, 3);
    const booking = await place(customer.client, c, slotId, addressId);
    await pay(stack, booking);
    await start(stack, booking, slotId, [manongs[0]!.userId, manongs[1]!.userId, manongs[2]!.userId]);
    await run(stack, booking.booking_id, { type: 'AnswerAssignment', bookingId: booking.booking_id, manongId: manongs[1]!.userId, confirmed: false });
    await run(stack, booking.booking_id, { type: 'CompleteBooking', bookingId: booking.booking_id, feedback: 'Thanks' });

    const res = await stack.client().get(`/api/fetch-booking-details/${booking.id}`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ id: booking.id, work_status: 1, work_status_string: 'Finished', payment_status: 'paid' });
    expect(data.progress).toMatchObject({ booked: true, paid: true, manongs_assigned: true, started: true, job_done: true, cancelled: false });
    expect(data.timeline.map((t: { step: string }) => t.step)).toEqual(['booked', 'paid', 'manongs_assigned', 'confirmed', 'timed_in', 'declined', 'finished']);
    for (const t of data.timeline) expect(Number.isNaN(Date.parse(t.created_at))).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain(customer.email);
    expect((await stack.client().get('/api/fetch-booking-details/ZZZZZZZZZZ')).status).toBe(404);

    const page = await stack.client().get(`/api/bookings/${booking.id}/manongs`);
    expect(page.status).toBe(200);
    expect(page.body.data.primary).toEqual([
      expect.objectContaining({ id: manongs[0]!.userId, first_name: 'Ramon', confirmed: 'Yes', picture: null, email: expect.stringContaining('@') }),
      expect.objectContaining({ id: manongs[1]!.userId, first_name: 'Pedro', confirmed: 'Declined' }),
    ]);
    expect(page.body.data.alternative).toEqual([expect.objectContaining({ id: manongs[2]!.userId, name: expect.stringContaining('Lito'), confirmed: 'No Answer' })]);
    const unknown = await stack.client().get('/api/bookings/ZZZZZZZZZZ/manongs');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(BOOKING_NOT_FOUND);
  });
});

describe('POST api/activate-account', () => {
  it("sends a guest's account exactly one set-password mail; 404 for an unknown reference; nothing for an account with a password", async () => {
    const email = 'gina.keep@example.ph';
    const guest = stack.client();
    const placed = await guest.send('post', '/api/bookings', {
      ...cart(c, await planSlot(stack, 2), ''),
      address: undefined,
      first_name: 'Gina',
      last_name: 'Guest',
      email,
      contact_number: '0917 765 4321',
      street_address: '3 Rizal Ave',
      city: c.cityId,
      barangay: 'San Lorenzo',
      type_of_home: 'condo',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const before = await mailsTo(stack, email);
    const res = await guest.send('post', '/api/activate-account', { id: placed.body.data.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Account activated successfully! Please check your mail...');
    const mails = (await mailsTo(stack, email)).slice(before.length);
    expect(mails.map((m) => m.purpose)).toEqual(['set-password']);
    expect(mails[0]!.text_body).toMatch(/set-password\?token=/);

    expect((await guest.send('post', '/api/activate-account', { id: 'ZZZZZZZZZZ' })).status).toBe(404);
    expect((await guest.send('post', '/api/activate-account', {})).status).toBe(422);

    const booked = await place(customer.client, c, await planSlot(stack, 2), addressId);
    const kept = await stack.client().send('post', '/api/activate-account', { id: booked.id });
    expect(kept.status).toBe(200);
    expect(await mailsTo(stack, customer.email)).toEqual([]);
  });
});

describe('POST api/assessments/{serviceId}: Request a Call', () => {
  let category: { id: string; friendly_name: string };
  let serviceId: string;

  beforeAll(async () => {
    const made = await admin.send('post', '/api/categories', { name: 'Roof leaks', description: 'Assessed first', is_for_fixed_price: 'false' });
    expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);
    category = made.body.data ?? made.body;
    const service = await admin.send('post', '/api/category-services', { category: category.id, name: 'Roof inspection', price: 0 });
    serviceId = (service.body.data ?? service.body).id;
    await stack.settled();
  });

  const form = { services: [] as unknown[], city: '', street_address: '9 Luna St', barangay: 'Bel-Air', type_of_home: 'House' };

  it('a visitor: the events and a passwordless customer account', async () => {
    const email = 'rita.visitor@example.ph';
    const missing = await stack.client().send('post', `/api/assessments/${category.friendly_name}`, { ...form, services: [serviceId], city: c.cityId });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['contact_number', 'email', 'first_name', 'last_name']);

    const res = await stack.client().send('post', `/api/assessments/${category.friendly_name}`, {
      ...form,
      services: [serviceId, 'Gutter check'],
      city: c.cityId,
      first_name: 'Rita',
      last_name: 'Reyes',
      contact_number: '0917 111 2222',
      email,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Assessment request sent!');
    const events = await stack.store.readStream(`assessment-${res.body.data.id}`);
    expect(events.map((e) => e.type)).toEqual(['AssessmentRequested']);
    const data = events[0]!.data as { contact: { customerId: string; email: string; contactNumber: string }; services: unknown[]; address: { typeOfHome: string } };
    expect(data.services).toEqual([{ serviceId, name: 'Roof inspection' }, { serviceId: null, name: 'Gutter check' }]);
    expect(data.contact).toMatchObject({ email, contactNumber: '+639171112222' });
    expect(data.address.typeOfHome).toBe('House');
    expect(await usersWithEmail(stack.db.pool, email)).toEqual([{ id: data.contact.customerId, roles: ['customer'] }]);
    expect(await hasUsablePassword(stack.db.pool, data.contact.customerId)).toBe(false);
  });

  it("a customer's contact comes from the account; a fixed-price category is not found; services required", async () => {
    const res = await customer.client.send('post', `/api/assessments/${category.id}`, { ...form, services: serviceId, city: c.cityId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const events = await stack.store.readStream(`assessment-${res.body.data.id}`);
    expect((events[0]!.data as { contact: unknown }).contact).toMatchObject({ customerId: customer.userId, email: customer.email });

    expect((await customer.client.send('post', `/api/assessments/${c.category.friendly_name}`, { ...form, services: [serviceId], city: c.cityId })).status).toBe(404);
    const empty = await customer.client.send('post', `/api/assessments/${category.id}`, {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['barangay', 'city', 'services', 'street_address', 'type_of_home']);
  });
});
