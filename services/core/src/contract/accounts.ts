/** The signed-in user and what they keep on their account: addresses, the text-message choice. */
import { z } from 'zod';
import { roleNames } from '../accounts/userEvents.js';

export const roleName = z.enum(roleNames);
export type RoleName = z.infer<typeof roleName>;

/** GET /api/user: the signed-in user with their roles. */
export const signedInUser = z.object({
  id: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string(),
  contact_number: z.string().nullable(),
  picture: z.string().nullable(),
  name: z.string(),
  roles: z.array(z.object({ id: z.number(), name: roleName, friendly_name: z.string() })),
});
export type User = z.infer<typeof signedInUser>;

/** An address with its city (the city's name is null once the city is removed). */
export const address = z.object({
  id: z.string(),
  contact_number: z.string().nullable(),
  city: z.object({ id: z.string(), name: z.string().nullable() }),
  street_address: z.string(),
  barangay: z.string(),
  type_of_home: z.string(),
  apartment_no: z.string().nullable(),
});
export type Address = z.infer<typeof address>;
/** GET /api/my-addresses. */
export const myAddresses = z.object({ data: z.array(address) });
export type MyAddresses = z.infer<typeof myAddresses>;
/** POST and PATCH /api/my-addresses. */
export const savedAddress = z.object({ message: z.string(), data: address });
export type SavedAddress = z.infer<typeof savedAddress>;

export const city = z.object({ id: z.string(), name: z.string() });
export type City = z.infer<typeof city>;
/** GET /api/clients/cities (every city unless paged). */
export const cityList = z.object({ data: z.array(city), total: z.number() });
export type CityList = z.infer<typeof cityList>;

/** GET and PUT /api/my-text-messages: reminders by text message, yes until the customer says no. */
export const textMessagesChoice = z.object({ data: z.object({ allowed: z.boolean() }) });
export type TextMessagesChoice = z.infer<typeof textMessagesChoice>;
export const textMessagesChosen = textMessagesChoice.extend({ message: z.string() });
export type TextMessagesChosen = z.infer<typeof textMessagesChosen>;
