/**
 * Who a booking is for, and where the work happens, by who asks:
 * - an administrator (the admin booking form): the chosen customer and one of their addresses;
 * - a signed-in user: themself, with a saved address or one typed in;
 * - a guest: the contact they type, on a passwordless customer account (created, or the
 *   existing one of that e-mail), with the address typed in. Nobody gets signed in.
 */
import type { Request } from 'express';
import type { AddressSnapshot, CustomerSnapshot } from '@app/core/bookings/bookingEvents';
import { guestForPlacement } from '@app/core/bookings/placement/guestCustomer';
import type { Placement } from '@app/core/bookings/placement/placeBooking';
import { findAddress } from '@app/projections/readModels/users/addresses';
import { findUser } from '@app/projections/readModels/users/queries';
import { findCity } from '@app/projections/readModels/catalogue/cities';
import type { ApiContext } from '../context.js';
import { HttpError } from '../http/problems.js';
import { guestContact, type BookingForm } from '@app/core/contract/bookingForm';

export type PlacedBy = 'customer' | 'guest' | 'administrator';

const invalid = (field: string, message: string) => new HttpError('validation_failed', message, { [field]: [message] });

/** The spec's home types, written as the admin screens write them. */
const homeTypes: Record<string, string> = { house: 'House', condo: 'Condo', village: 'Village', office: 'Office' };

export function placedByOf(req: Request): PlacedBy {
  if (!req.actor) return 'guest';
  return req.actor.roles.includes('administrator') ? 'administrator' : 'customer';
}

async function savedAddress(ctx: ApiContext, customerId: string, addressId: string | undefined): Promise<AddressSnapshot> {
  const address = addressId ? await findAddress(ctx.pool, addressId) : undefined;
  // Someone else's address is as unknown as a missing one.
  if (!address || address.user_id !== customerId) throw invalid('address', addressId ? 'The selected address is invalid.' : 'The address field is required.');
  return {
    addressId: address.id,
    cityId: address.city.id,
    cityName: address.city.name ?? '',
    streetAddress: address.street_address,
    barangay: address.barangay,
    typeOfHome: address.type_of_home,
    contactNumber: address.contact_number,
    apartmentNo: address.apartment_no,
  };
}

/** The public flow's service address form. */
export async function typedAddress(ctx: ApiContext, form: BookingForm): Promise<AddressSnapshot> {
  const errors: Record<string, string[]> = {};
  const need = (field: keyof BookingForm, label: string) => {
    if (!form[field]) errors[field] = [`The ${label} field is required.`];
  };
  need('street_address', 'street address');
  need('city', 'city');
  need('barangay', 'barangay');
  need('type_of_home', 'type of home');
  const typeOfHome = form.type_of_home ? homeTypes[form.type_of_home.toLowerCase()] : undefined;
  if (form.type_of_home && !typeOfHome) errors.type_of_home = ['The selected type of home is invalid.'];
  let cityName: string | undefined;
  if (form.city) {
    cityName = (await findCity(ctx.pool, form.city))?.name;
    if (!cityName) errors.city = ['The selected city is invalid.'];
  }
  if (Object.keys(errors).length) throw new HttpError('validation_failed', Object.values(errors)[0]![0]!, errors);
  return {
    addressId: null,
    cityId: form.city!,
    cityName: cityName!,
    streetAddress: form.street_address!,
    barangay: form.barangay!,
    typeOfHome: typeOfHome!,
    contactNumber: form.contact_number,
    apartmentNo: form.apt_number,
  };
}

/** The account by id; the signed-in user's own is the one the request already read. */
async function accountSnapshot(ctx: ApiContext, req: Request, userId: string, field: string): Promise<CustomerSnapshot> {
  const user = req.actor?.userId === userId ? req.actor.user : await findUser(ctx.pool, userId);
  if (!user) throw invalid(field, 'The selected customer is invalid.');
  return { customerId: user.id, firstName: user.first_name, middleName: user.middle_name, lastName: user.last_name, email: user.email, contactNumber: user.contact_number };
}

export interface BookingParty {
  customer: CustomerSnapshot;
  address: AddressSnapshot;
  /** A guest's account, registered by the placement when it does not exist yet. */
  guest: Placement['guest'];
}

/** Everything checked that can be checked without writing; `commit` then picks a guest's account id (its credentials row). */
export async function partyFor(ctx: ApiContext, req: Request, form: BookingForm, placedBy: PlacedBy): Promise<{ commit(): Promise<BookingParty> }> {
  if (placedBy !== 'guest') {
    const customerId = placedBy === 'administrator' ? form.customer : req.actor!.userId;
    if (!customerId) throw invalid('customer', 'The customer field is required.');
    // The address is checked against the id asked for: both look-ups go at once.
    const typed = placedBy === 'customer' && !form.address && form.street_address;
    const [customer, address] = await Promise.all([accountSnapshot(ctx, req, customerId, 'customer'), typed ? typedAddress(ctx, form) : savedAddress(ctx, customerId, form.address)]);
    return { commit: async () => ({ customer, address, guest: null }) };
  }
  const contact = guestContact.parse(form);
  const address = await typedAddress(ctx, form);
  return {
    async commit() {
      const typed = { firstName: contact.first_name, lastName: contact.last_name, email: contact.email, contactNumber: contact.contact_number };
      const { customer, guest } = await guestForPlacement(ctx.pool, typed);
      return { customer, address, guest };
    },
  };
}
