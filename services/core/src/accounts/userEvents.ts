/**
 * Events of the user stream (`user-<id>`): profiles, roles and addresses are business
 * state and event-sourced; credentials are not and never appear here.
 */
import { z } from 'zod';

// auditor: read-only (booking lists, every booking's history, the audit log); not in the spec's list.
export const roleNames = ['customer', 'administrator', 'manong', 'assessor', 'auditor'] as const;
export type RoleName = (typeof roleNames)[number];

/** Role ids and labels as the spec's `roles: [{id, name, friendly_name}]` shows them. */
export const roles: readonly { id: number; name: RoleName; friendly_name: string }[] = [
  { id: 1, name: 'administrator', friendly_name: 'Administrator' },
  { id: 2, name: 'customer', friendly_name: 'Customer' },
  { id: 3, name: 'manong', friendly_name: 'Manong' },
  { id: 4, name: 'assessor', friendly_name: 'Assessor' },
  { id: 5, name: 'auditor', friendly_name: 'Auditor' },
];

const profile = {
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string().email(),
  contactNumber: z.string().nullable(),
};

export const userRegistered = z.object({
  userId: z.string().uuid(),
  ...profile,
  roles: z.array(z.enum(roleNames)).min(1),
  picture: z.string().nullable().optional(),
});

export const userProfileUpdated = z.object({ userId: z.string().uuid(), ...profile });
export const userRolesChanged = z.object({ userId: z.string().uuid(), roles: z.array(z.enum(roleNames)).min(1) });
export const userPictureChanged = z.object({ userId: z.string().uuid(), picture: z.string().nullable() });
export const userRemoved = z.object({ userId: z.string().uuid() });

export const typesOfHome = ['House', 'Condo', 'Village'] as const;

const address = {
  userId: z.string().uuid(),
  addressId: z.string().uuid(),
  cityId: z.string().uuid(),
  streetAddress: z.string(),
  barangay: z.string(),
  typeOfHome: z.enum(typesOfHome),
  contactNumber: z.string().nullable(),
  apartmentNo: z.string().nullable(),
};
export const addressAdded = z.object(address);
export const addressUpdated = z.object(address);
export const addressRemoved = z.object({ userId: z.string().uuid(), addressId: z.string().uuid() });
/**
 * The customer's choice about text messages (reminders), from their profile or at checkout.
 * Until they choose, they get them: see docs/reminders.md for why transactional reminders
 * are on by default (opt-out) and what STOP replies do not do here.
 */
export const textMessagesChosen = z.object({ userId: z.string().uuid(), allowed: z.boolean() });

export type Profile = Omit<z.infer<typeof userProfileUpdated>, 'userId'>;
export type Address = Omit<z.infer<typeof addressAdded>, 'userId'>;

export type UserEvent =
  | { type: 'UserRegistered'; data: z.infer<typeof userRegistered> }
  | { type: 'UserProfileUpdated'; data: z.infer<typeof userProfileUpdated> }
  | { type: 'UserRolesChanged'; data: z.infer<typeof userRolesChanged> }
  | { type: 'UserPictureChanged'; data: z.infer<typeof userPictureChanged> }
  | { type: 'UserRemoved'; data: z.infer<typeof userRemoved> }
  | { type: 'AddressAdded'; data: z.infer<typeof addressAdded> }
  | { type: 'AddressUpdated'; data: z.infer<typeof addressUpdated> }
  | { type: 'AddressRemoved'; data: z.infer<typeof addressRemoved> }
  | { type: 'TextMessagesChosen'; data: z.infer<typeof textMessagesChosen> };

export type UserRegistered = Extract<UserEvent, { type: 'UserRegistered' }>;

export const userEventTypes = ['UserRegistered', 'UserProfileUpdated', 'UserRolesChanged', 'UserPictureChanged', 'UserRemoved', 'AddressAdded', 'AddressUpdated', 'AddressRemoved', 'TextMessagesChosen'] as const;

export const userStreamId = (userId: string) => `user-${userId}`;
