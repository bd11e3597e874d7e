/**
 * `POST api/assessments/{serviceId}` (Request a Call): a customer or a visitor asks for an
 * assessment of services in a category "for assessment" (`serviceId`: its friendly name,
 * name or id). A visitor leaves first name, last name, a Philippine contact number and an
 * e-mail, and gets a passwordless customer account as guests do when they book (the
 * existing account of that e-mail otherwise); nobody is signed in. Appends
 * AssessmentRequested only: the assessments read model and the admin list are the admin
 * slice's (no projection is registered here).
 *
 * Choice: the spec's form does not check the e-mail's format; the server does, since the
 * company must be able to reach the visitor and the account needs a real address.
 */
import { assessmentSent } from '@app/core/contract/checkout';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { assessmentDecider } from '@app/core/assessments/assessmentDecider';
import { assessmentStreamId, type AssessmentContact } from '@app/core/assessments/assessmentEvents';
import type { AddressSnapshot } from '@app/core/bookings/bookingEvents';
import { customerForGuest } from '@app/core/bookings/placement/guestCustomer';
import { handleCommand } from '@app/core/commands/handleCommand';
import { isDate } from '@app/core/schedules/manilaTime';
import { findAddress } from '@app/projections/readModels/users/addresses';
import { findUser } from '@app/projections/readModels/users/queries';
import { assessmentCategory } from '@app/projections/readModels/catalogue/categories';
import { serviceNamesInCategory } from '@app/projections/readModels/catalogue/categoryServices';
import { findCity } from '@app/projections/readModels/catalogue/cities';
import type { ApiContext } from '../../context.js';
import { commandContext } from '../../http/actor.js';
import { email, optionalText, phPhone, requiredText } from '@app/core/contract/fields';
import { HttpError } from '../../http/problems.js';
import { clientAddress, consume } from '../../http/rateLimits.js';
import type { Routes } from '../../http/routing.js';

export const ASSESSMENT_SENT = 'Assessment request sent!';

const homeTypes: Record<string, string> = { house: 'House', condo: 'Condo', village: 'Village', office: 'Office' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERVICES_REQUIRED = 'The services field is required.';

/** A service as the form sends it: an id, a name, or `{id}` / `{name}`. */
const serviceItem = z.preprocess(
  (v) => (v && typeof v === 'object' ? ((v as { id?: unknown }).id ?? (v as { name?: unknown }).name) : v),
  z.string({ error: SERVICES_REQUIRED }).trim().min(1, SERVICES_REQUIRED).max(255),
);

const formBody = z.object({
  services: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : Array.isArray(v) ? v : [v]),
    z.array(serviceItem, { error: SERVICES_REQUIRED }).min(1, SERVICES_REQUIRED).max(20),
  ),
  city: requiredText('city', 64),
  street_address: requiredText('street address'),
  barangay: requiredText('barangay'),
  type_of_home: requiredText('type of home', 32),
  apt_number: optionalText('apt number', 64),
  /** A signed-in customer may pick a saved address instead of typing one. */
  address: optionalText('address', 64),
  date: optionalText('date', 10),
  first_name: optionalText('first name'),
  last_name: optionalText('last name'),
  contact_number: phPhone(),
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), email().optional()),
});
type Form = z.infer<typeof formBody>;

const visitorBody = z.object({
  first_name: requiredText('first name'),
  last_name: requiredText('last name'),
  contact_number: phPhone().refine((v) => v !== null, 'The contact number field is required.'),
  email: email(),
});

const invalid = (field: string, message: string) => new HttpError('validation_failed', message, { [field]: [message] });

async function categoryForAssessment(ctx: ApiContext, text: string): Promise<{ id: string; name: string }> {
  const category = await assessmentCategory(ctx.pool, text);
  if (!category) throw new HttpError('not_found', 'Service not found.');
  return category;
}

async function servicesOf(ctx: ApiContext, categoryId: string, items: string[]) {
  const ids = items.filter((s) => UUID.test(s));
  const known = await serviceNamesInCategory(ctx.pool, categoryId, ids);
  return items.map((item, i) => {
    if (!UUID.test(item)) return { serviceId: null, name: item };
    const name = known.get(item);
    if (!name) throw invalid(`services.${i}`, 'The selected service is invalid.');
    return { serviceId: item, name };
  });
}

async function addressOf(ctx: ApiContext, form: Form, customerId: string | null): Promise<AddressSnapshot> {
  if (form.address && customerId) {
    const saved = UUID.test(form.address) ? await findAddress(ctx.pool, form.address) : undefined;
    if (!saved || saved.user_id !== customerId) throw invalid('address', 'The selected address is invalid.');
    return {
      addressId: saved.id,
      cityId: saved.city.id,
      cityName: saved.city.name ?? '',
      streetAddress: saved.street_address,
      barangay: saved.barangay,
      typeOfHome: saved.type_of_home,
      contactNumber: saved.contact_number,
      apartmentNo: saved.apartment_no,
    };
  }
  const typeOfHome = homeTypes[form.type_of_home.toLowerCase()];
  if (!typeOfHome) throw invalid('type_of_home', 'The selected type of home is invalid.');
  const city = UUID.test(form.city) ? await findCity(ctx.pool, form.city) : undefined;
  if (!city) throw invalid('city', 'The selected city is invalid.');
  return { addressId: null, cityId: city.id, cityName: city.name, streetAddress: form.street_address, barangay: form.barangay, typeOfHome, contactNumber: form.contact_number, apartmentNo: form.apt_number };
}

export function assessmentRequestRoute(routes: Routes, ctx: ApiContext): void {
  routes.document('POST /api/assessments/:serviceId', { summary: 'Request a Call: ask for an assessment (customer, or a visitor with contact details)', body: formBody, response: assessmentSent });
  routes.add('POST /api/assessments/:serviceId', async (req, res) => {
    const form = formBody.parse(req.body);
    const visitor = req.actor ? null : visitorBody.parse(form);
    if (form.date && !isDate(form.date)) throw invalid('date', 'The date is not a valid date.');
    const category = await categoryForAssessment(ctx, String(req.params.serviceId));
    const services = await servicesOf(ctx, category.id, form.services);
    const context = commandContext(req);

    const record = async (contact: AssessmentContact, address: AddressSnapshot) => {
      const assessmentId = randomUUID();
      const command = { type: 'RequestAssessment' as const, assessmentId, contact, category, services, address, preferredDate: form.date };
      const result = await handleCommand(ctx.store, assessmentStreamId(assessmentId), assessmentDecider, command, context);
      await ctx.settle(result.append, ['users']);
      res.status(201).json({ message: ASSESSMENT_SENT, data: { id: assessmentId } });
    };

    if (visitor) {
      const address = await addressOf(ctx, form, null);
      // A visitor's request may make an account: braked like registrations.
      await consume(ctx.limits.registrationPerAddress, clientAddress(req));
      const guest = { firstName: visitor.first_name, lastName: visitor.last_name, email: visitor.email, contactNumber: visitor.contact_number };
      const { customer } = await customerForGuest({ pool: ctx.pool, store: ctx.store }, guest, context);
      return record({ customerId: customer.customerId, firstName: guest.firstName, lastName: guest.lastName, contactNumber: guest.contactNumber, email: customer.email }, address);
    }
    const user = await findUser(ctx.pool, req.actor!.userId);
    if (!user) throw invalid('email', 'The account could not be found.');
    const address = await addressOf(ctx, form, user.id);
    return record({ customerId: user.id, firstName: user.first_name, lastName: user.last_name, contactNumber: form.contact_number ?? user.contact_number, email: user.email }, address);
  });
}
