/**
 * A manong with two jobs and an assessor with one visit, for the field-staff screens'
 * browser tests: the manong's booking of today and one `later` (placed first, so the
 * server's own order, latest first, is not today's first), the assessor's visit tomorrow
 * at 09:00, all for Ana Reyes at 12 Mabini St, Poblacion, Makati.
 */
import { addAddress, seedCatalogue } from '../../../services/api/test/bookings.support.js';
import { assessment, assign, bookingOn, manilaToday, manilaTomorrow, type World } from '../../../services/api/test/bookings.admin.support.js';
import type { AdminServer } from './adminServer.js';

export interface StaffJobs {
  world: World;
  manongEmail: string;
  assessorEmail: string;
}

export async function staffJobs(server: AdminServer, later: string): Promise<StaffJobs> {
  const { stack } = server;
  const admin = (await stack.signedIn('administrator')).client;
  const c = await seedCatalogue(admin);
  const customer = await stack.signedIn('customer');
  const addressId = await addAddress(customer.client, c.cityId);
  const manong = await stack.signedIn('manong', { firstName: 'Ramon' });
  const world: World = { stack, admin, c, customer, addressId, manongs: [manong] };
  await assign(world, await bookingOn(world, later), [manong.userId]);
  await assign(world, await bookingOn(world, manilaToday()), [manong.userId]);
  const assessor = await stack.signedIn('assessor', { firstName: 'Rosa' });
  const sent = await admin.send('post', '/api/assign-assessors', { assessment: await assessment(world), primaryAssessors: [assessor.userId], secondaryAssessors: [], date: manilaTomorrow(), time: '09:00' });
  if (sent.status >= 300) throw new Error(`assign assessors: ${sent.status} ${JSON.stringify(sent.body)}`);
  await stack.settled();
  return { world, manongEmail: manong.email, assessorEmail: assessor.email };
}
