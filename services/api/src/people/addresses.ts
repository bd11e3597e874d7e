/**
 * Addresses: an administrator's view of a customer's (`/api/customer/:id/address`,
 * `/api/address/customer/:id`), the signed-in user's own (`/api/my-addresses`), and
 * react-admin's `/admin-api/addresses`. Addresses live on the user's stream; their ids
 * are made here, in the route.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import type { Address } from '@app/core/accounts/userEvents';
import { addressBody, myAddresses, savedAddress, type AddressBody } from '@app/core/contract/accounts';
import { message } from '@app/core/contract/bookings';
import { addressRecord } from '@app/core/contract/people';
import { findCity } from '@app/projections/readModels/catalogue/cities';
import { findAddress, listAddresses, listUserAddresses } from '@app/projections/readModels/users/addresses';
import type { ApiContext } from '../context.js';
import { requireActor } from '../http/actor.js';
import { mountAdminResource } from '../http/adminResource.js';
import { HttpError, validationErrors } from '../http/problems.js';
import type { Routes } from '../http/routing.js';
import { loadUser, runUserCommand, type ActiveUser } from './accounts.js';
import { adminAddressBody } from './schemas.js';

const CITY_INVALID = 'The selected city is invalid.';
const addressNotFound = () => new HttpError('not_found', 'The address does not exist.');

const fullName = (user: ActiveUser) => [user.profile.firstName, user.profile.middleName, user.profile.lastName].filter(Boolean).join(' ');

export function addressRoutes(routes: Routes, ctx: ApiContext): void {
  const { pool } = ctx;

  /** The form as an address of the aggregate; the city must exist in the catalogue. */
  const toAddress = async (body: AddressBody, addressId: string): Promise<Address> => {
    if (!(await findCity(pool, body.city))) throw new HttpError('validation_failed', CITY_INVALID, { city: [CITY_INVALID] });
    return {
      addressId,
      cityId: body.city,
      streetAddress: body.street_address,
      barangay: body.barangay,
      typeOfHome: body.type_of_home,
      contactNumber: body.contact_number,
      apartmentNo: body.apartment_no,
    };
  };
  const view = async (addressId: string) => {
    const found = await findAddress(pool, addressId);
    if (!found) throw addressNotFound();
    return found;
  };
  const add = async (req: Request, userId: string, body: AddressBody) => {
    const address = await toAddress(body, randomUUID());
    await runUserCommand(ctx, req, { type: 'AddAddress', userId, address });
    return view(address.addressId);
  };
  /** One of this user's addresses, or 404: another user's address id is simply not found. */
  const owned = async (userId: string, addressId: string) => {
    const user = await loadUser(ctx, userId);
    if (!z.string().uuid().safeParse(addressId).success || !user.addresses.has(addressId)) throw addressNotFound();
  };
  const update = async (req: Request, userId: string, addressId: string) => {
    await owned(userId, addressId);
    const address = await toAddress(addressBody.parse(req.body), addressId);
    await runUserCommand(ctx, req, { type: 'UpdateAddress', userId, address });
    return view(addressId);
  };
  const remove = async (req: Request, userId: string, addressId: string) => {
    await owned(userId, addressId);
    await runUserCommand(ctx, req, { type: 'RemoveAddress', userId, addressId });
  };

  routes.add('GET /api/customer/:id/address', async (req, res) => {
    const user = await loadUser(ctx, String(req.params.id));
    res.json({ data: await listUserAddresses(pool, String(req.params.id)), customer: { id: String(req.params.id), name: fullName(user) } });
  });
  routes.document('POST /api/address/customer/:id', { summary: 'Add an address for a customer', body: addressBody });
  routes.add('POST /api/address/customer/:id', async (req, res) => {
    const userId = String(req.params.id);
    const user = await loadUser(ctx, userId);
    const data = await add(req, userId, addressBody.parse(req.body));
    res.status(201).json({ message: `Customer: ${fullName(user)} new address added successfully!`, data });
  });

  routes.document('GET /api/my-addresses', { summary: 'My addresses, oldest first', response: myAddresses });
  routes.add('GET /api/my-addresses', async (req, res) => {
    res.json({ data: await listUserAddresses(pool, requireActor(req).userId) });
  });
  routes.document('POST /api/my-addresses', { summary: 'Add one of my addresses', body: addressBody, response: savedAddress });
  routes.add('POST /api/my-addresses', async (req, res) => {
    const { userId } = requireActor(req);
    await loadUser(ctx, userId);
    res.status(201).json({ message: 'Address has been added.', data: await add(req, userId, addressBody.parse(req.body)) });
  });
  routes.document('PATCH /api/my-addresses/:id', { summary: 'Update one of my addresses', body: addressBody, response: savedAddress });
  routes.add('PATCH /api/my-addresses/:id', async (req, res) => {
    res.json({ message: 'Address has been updated.', data: await update(req, requireActor(req).userId, String(req.params.id)) });
  });
  routes.document('DELETE /api/my-addresses/:id', { summary: 'Remove one of my addresses', response: message });
  routes.add('DELETE /api/my-addresses/:id', async (req, res) => {
    await remove(req, requireActor(req).userId, String(req.params.id));
    res.json({ message: 'Address has been removed.' });
  });

  /** The owner of an address, from the read model (react-admin edits any address by its id). */
  const ownerOf = async (addressId: string) => {
    const found = z.string().uuid().safeParse(addressId).success ? await findAddress(pool, addressId) : undefined;
    if (!found) throw addressNotFound();
    return found.user_id;
  };
  mountAdminResource(routes, 'addresses', {
    list: (request) => {
      const userId = request.filter.user_id;
      if (userId !== undefined && !z.string().uuid().safeParse(userId).success) return Promise.resolve({ rows: [], total: 0 });
      return listAddresses(pool, { ...request, ...(typeof userId === 'string' ? { userId } : {}) });
    },
    get: (id) => (z.string().uuid().safeParse(id).success ? findAddress(pool, id) : Promise.resolve(undefined)),
    create: async (req) => {
      // Both parts checked at once, so the form shows every message together.
      const owner = adminAddressBody.safeParse(req.body);
      const body = addressBody.safeParse(req.body);
      if (!owner.success || !body.success) {
        const errors = { ...(owner.success ? {} : validationErrors(owner.error)), ...(body.success ? {} : validationErrors(body.error)) };
        throw new HttpError('validation_failed', 'The given data was invalid.', errors);
      }
      await loadUser(ctx, owner.data.user_id).catch(() => {
        throw new HttpError('validation_failed', 'The selected user is invalid.', { user_id: ['The selected user is invalid.'] });
      });
      return add(req, owner.data.user_id, body.data);
    },
    update: async (req, id) => update(req, await ownerOf(id), id),
    remove: async (req, id) => remove(req, await ownerOf(id), id),
    // Create reads the owner and the address form together (the form's transform set aside for the document).
    body: adminAddressBody.extend(addressBody.in.shape),
    updateBody: addressBody,
    record: addressRecord,
  });
}
