/**
 * The customer a guest's booking belongs to. A guest who books gets a customer account
 * with no usable password (its owner may keep it later through the set-password link);
 * a guest whose e-mail already has an account books on that account. Nobody is signed
 * in either way: knowing an e-mail must never open someone's session.
 *
 * The booking's snapshot holds what the guest typed, not the existing account's profile,
 * so a guest never learns anything about the account behind an e-mail.
 */
import { createAccount } from '../../accounts/registerAccount.js';
import { userDecider } from '../../accounts/userDecider.js';
import { userStreamId } from '../../accounts/userEvents.js';
import { DomainError, type CommandContext } from '../../commands/decider.js';
import { loadState } from '../../commands/handleCommand.js';
import type { Pool } from '../../db/pool.js';
import type { AppendResult, EventStore } from '../../eventstore/port.js';
import type { CustomerSnapshot } from '../bookingEvents.js';
import type { Profile } from '../../accounts/userEvents.js';
import type { Placement } from './placementDecision.js';
import { randomUUID } from 'node:crypto';

export interface GuestContact {
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string | null;
}

export interface GuestCustomer {
  customer: CustomerSnapshot;
  /** True when this booking made the account (the success page then offers to keep it). */
  created: boolean;
  append?: AppendResult;
}

export const EMAIL_UNUSABLE = 'This e-mail address cannot be used for a booking.';

/**
 * A guest's account for a booking: its id from the credentials row (made now when the
 * e-mail has none; the unique e-mail picks one id even when guests race), and what the
 * placement registers on its stream, in the same atomic append as the booking, when the
 * account does not exist yet (placementDecision.ts). A credentials row whose placement was
 * then refused stays: it shows nothing, and the next booking or registration of that
 * e-mail uses it.
 */
export async function guestForPlacement(pool: Pool, guest: GuestContact): Promise<{ customer: CustomerSnapshot; guest: NonNullable<Placement['guest']> }> {
  const email = guest.email.trim().toLowerCase();
  const { rows } = await pool.query<{ user_id: string; is_new: boolean }>(
    `WITH made AS (INSERT INTO auth.credentials (user_id, email, password_hash) VALUES ($1, $2, NULL) ON CONFLICT (email) DO NOTHING RETURNING user_id)
     SELECT user_id, true AS is_new FROM made UNION ALL SELECT user_id, false FROM auth.credentials WHERE email = $2`,
    [randomUUID(), email],
  );
  // A row committed by a racing guest after this statement's snapshot: ask once more.
  const row = rows[0] ?? (await pool.query<{ user_id: string; is_new: boolean }>('SELECT user_id, false AS is_new FROM auth.credentials WHERE email = $1', [email])).rows[0]!;
  const profile: Profile = { firstName: guest.firstName, middleName: null, lastName: guest.lastName, email, contactNumber: guest.contactNumber };
  return {
    customer: { customerId: row.user_id, ...profile },
    guest: { profile, roles: ['customer'], isNew: row.is_new },
  };
}

export async function customerForGuest(deps: { pool: Pool; store: EventStore }, guest: GuestContact, context: CommandContext): Promise<GuestCustomer> {
  const email = guest.email.trim().toLowerCase();
  const account = await createAccount(
    deps,
    { email, password: null, firstName: guest.firstName, lastName: guest.lastName, contactNumber: guest.contactNumber, roles: ['customer'] },
    context,
  );
  if (account.status === 'exists') {
    // A removed account keeps its credentials row; it cannot take new bookings.
    const state = await loadState(deps.store, userStreamId(account.userId), userDecider);
    if (state.status !== 'active') throw new DomainError('invalid', EMAIL_UNUSABLE, 'email');
  }
  const customer: CustomerSnapshot = {
    customerId: account.userId,
    firstName: guest.firstName,
    middleName: null,
    lastName: guest.lastName,
    email,
    contactNumber: guest.contactNumber,
  };
  return { customer, created: account.status === 'created', ...(account.status === 'created' && account.append ? { append: account.append } : {}) };
}
