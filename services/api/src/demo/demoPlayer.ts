/**
 * What the demo's scripts need to act as people: their ids and details, a command
 * context for each of them at a given moment, the demo customers' accounts and saved
 * addresses, the catalogue's lines, and a clock that never runs past now.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createAccount } from '@app/core/accounts/registerAccount';
import { customerForGuest } from '@app/core/bookings/placement/guestCustomer';
import { userDecider } from '@app/core/accounts/userDecider';
import { userStreamId, type Address } from '@app/core/accounts/userEvents';
import type { AddressSnapshot, CustomerSnapshot, SlotRef } from '@app/core/bookings/bookingEvents';
import type { CatalogueLine } from '@app/core/bookings/pricing';
import type { CommandContext } from '@app/core/commands/decider';
import { handleCommand } from '@app/core/commands/handleCommand';
import type { Pool } from '@app/core/db/pool';
import { demoCategories } from '@app/core/demo/catalogueData';
import { demoId } from '@app/core/demo/loadDemoCatalogue';
import { DEMO_START_TIMES } from '@app/core/demo/loadDemoPlanner';
import type { EventStore } from '@app/core/eventstore';
import { addDays, manilaInstant } from '@app/core/schedules/manilaTime';
import { endOf } from '@app/core/schedules/slotDecider';
import { slotIdOf } from '@app/core/schedules/slotEvents';
import { customerAddress, people, type DemoAddress, type DemoLine } from './demoScripts.js';

/** Ids named from the scripts' keys, so a later start finds what an earlier one wrote. */
export const demoUuid = (name: string) => demoId('month', name);

/** The demo accounts (demoAccounts.ts) by role: who acts. */
export interface DemoStaff {
  administrator: string;
  manong: string;
  assessor: string;
  /** Juan Bautista, the demo customer. */
  customer: { id: string; firstName: string; lastName: string; email: string };
}

/** Who does something: a signed-in user, or a visitor (a guest on the public site). */
export interface Who {
  actor: string | null;
  role: 'administrator' | 'manong' | 'assessor' | 'customer' | 'guest' | 'system';
}

export const contextOf = (who: Who, now: string): CommandContext => ({ actor: who.actor, role: who.role, correlationId: randomUUID(), causationId: null, now });

/**
 * A script's moments, in order: each is the time it asks for, but never after now (a
 * script reaching today stops at the present) and never before the moment before it.
 */
export function timeline(now: number) {
  let last = 0;
  return (planned: number) => {
    // A second apart where there is room; steps crowded at the present all stay at now.
    last = Math.min(now, Math.max(last + 1000, planned));
    return new Date(last).toISOString();
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The instant of a script's day (from the first start's date) at a Manila time. */
export const momentOf = (today: string, day: number, time: string) => manilaInstant(addDays(today, day), time).getTime();

/** The demo slot of a day and start time (loadDemoPlanner's two hours). */
export function slotOf(today: string, day: number, slot: number): SlotRef {
  const date = addDays(today, day);
  const startAt = DEMO_START_TIMES[slot]!;
  return { id: slotIdOf(date, startAt), date, startAt, endAt: endOf(startAt, 2) };
}

export const categoryOf = (name: string) => ({ id: demoId('category', name), name });

/** A cart of the demo catalogue (lines of one category), priced as the catalogue prices them. */
export function cartOf(lines: DemoLine[]): { category: { id: string; name: string }; lines: CatalogueLine[] } {
  const categoryName = lines[0]!.service.split('/')[0]!;
  const category = demoCategories.find((c) => c.name === categoryName)!;
  return {
    category: categoryOf(category.name),
    lines: lines.map((line) => {
      const name = line.service.slice(categoryName.length + 1);
      const unitPrice = line.price ?? category.services.find((s) => s.name === name)!.price;
      return { serviceId: demoId('service', line.service), name, unitPrice, quantity: line.quantity, location: line.location };
    }),
  };
}

/** An address typed into the public form (a guest's). */
export const typedAddress = (address: DemoAddress, contactNumber: string | null): AddressSnapshot => ({
  addressId: null,
  cityId: demoId('city', address.city),
  cityName: address.city,
  streetAddress: address.streetAddress,
  barangay: address.barangay,
  typeOfHome: address.typeOfHome,
  contactNumber,
  apartmentNo: address.apartmentNo,
});

export type PersonKey = 'customer' | keyof typeof people;

export interface Customer {
  snapshot: CustomerSnapshot;
  /** Their saved address, or the one a guest types. */
  address: AddressSnapshot;
  /** The customer acting on their own booking: signed in, or a guest with the booking's e-mail. */
  who: Who;
}

/**
 * The scripts' customers as the api knows them, each made the first time it is asked for
 * (ask in time order): the demo customer and those who sign up get an account (made a
 * little before `at`, as on the site) and a saved address; a guest's first booking makes
 * its passwordless account, as a guest's booking does.
 */
export function demoCustomers(deps: { pool: Pool; store: EventStore }, staff: DemoStaff) {
  const known = new Map<PersonKey, Customer>();

  async function make(key: PersonKey, at: number): Promise<Customer> {
    const signedUpAt = new Date(at - 20 * MINUTE).toISOString();
    if (key === 'customer') {
      const { id, firstName, lastName, email } = staff.customer;
      const who: Who = { actor: id, role: 'customer' };
      const address = await savedAddress(deps.store, id, 'customer', customerAddress, '09171112222', contextOf(who, signedUpAt));
      return { snapshot: { customerId: id, firstName, middleName: null, lastName, email, contactNumber: null }, address, who };
    }
    const person = people[key];
    const { firstName, lastName, email, contactNumber } = person;
    if (!person.signedUp) {
      const guest: Who = { actor: null, role: 'guest' };
      const { customer } = await customerForGuest(deps, { firstName, lastName, email, contactNumber }, contextOf(guest, new Date(at).toISOString()));
      return { snapshot: customer, address: typedAddress(person.address, contactNumber), who: guest };
    }
    // Signed up on the site (with a password nobody here knows, as any customer's), then saved an address.
    // A later start finds the credentials, which createAccount keeps: no password to hash again.
    const known = (await deps.pool.query('SELECT 1 FROM auth.credentials WHERE email = $1', [email])).rowCount;
    const account = { email, password: known ? null : randomBytes(12).toString('base64url'), firstName, lastName, contactNumber, roles: ['customer' as const] };
    const { userId } = await createAccount(deps, account, contextOf({ actor: null, role: 'guest' }, signedUpAt));
    const who: Who = { actor: userId, role: 'customer' };
    const address = await savedAddress(deps.store, userId, key, person.address, contactNumber, contextOf(who, signedUpAt));
    return { snapshot: { customerId: userId, firstName, middleName: null, lastName, email, contactNumber }, address, who };
  }

  return async (key: PersonKey, at: number): Promise<Customer> => {
    const found = known.get(key) ?? (await make(key, at));
    known.set(key, found);
    return found;
  };
}

/** The user's address on their account (My Addresses), added once. */
async function savedAddress(store: EventStore, userId: string, key: string, address: DemoAddress, contactNumber: string | null, context: CommandContext): Promise<AddressSnapshot> {
  const typed = typedAddress(address, contactNumber);
  const saved: Address = {
    addressId: demoUuid(`address:${key}`),
    cityId: typed.cityId,
    streetAddress: typed.streetAddress,
    barangay: typed.barangay,
    typeOfHome: address.typeOfHome === 'Office' ? 'House' : address.typeOfHome,
    contactNumber,
    apartmentNo: typed.apartmentNo,
  };
  await handleCommand(store, userStreamId(userId), userDecider, { type: 'AddAddress', userId, address: saved }, context);
  return { ...typed, addressId: saved.addressId, typeOfHome: saved.typeOfHome };
}
