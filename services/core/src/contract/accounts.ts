/**
 * The signed-in user and what they keep on their account: addresses, the text-message
 * choice; and the bodies of sign-in, registration, profile, set-password and address
 * forms, which the api validates with these very schemas (their messages are the spec's).
 */
import { z } from 'zod';
import { roleNames, typesOfHome } from '../accounts/userEvents.js';
import { confirmed, email, optionalText, password, phPhone, requiredText } from './fields.js';

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

// Request bodies.

export const loginBody = z.object({
  email: email(),
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.').max(1024),
});

export const registerBody = confirmed(
  z.object({
    first_name: requiredText('first name', 100),
    last_name: requiredText('last name', 100),
    email: email(),
    password: password(),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);

/** POST /auth/register. */
export type RegisterRequest = z.input<typeof registerBody>;

export const profileBody = confirmed(
  z.object({
    first_name: requiredText('first name', 100),
    middle_name: optionalText('middle name', 100),
    last_name: optionalText('last name', 100),
    email: email(),
    contact_number: phPhone(),
    password: password(),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);

/** POST /api/my-profile/update. */
export type ProfileRequest = z.input<typeof profileBody>;

/** Forgot password?: the e-mail to send a set-password link to, when it has an account. */
export const forgotPasswordBody = z.object({ email: email() });

export const setPasswordBody = confirmed(
  z.object({
    token: z.string({ error: 'The link is invalid.' }).min(1, 'The link is invalid.').max(200),
    password: password(),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);

const CITY_INVALID = 'The selected city is invalid.';

/**
 * Every address form: the admin's, the customer's own, the booking flow's. `city` is a
 * city id (an object with an id is read as its id); `apt_number` is the booking flows'
 * name of `apartment_no`. The city's existence is checked by the route (a read).
 */
export const addressBody = z
  .object({
    city: z.preprocess(
      (v: string | { id: string }) => (typeof v === 'object' && v !== null && 'id' in v ? (v as { id: unknown }).id : v === '' ? undefined : v),
      z.string({ error: (issue) => (issue.input === undefined ? 'The city field is required.' : CITY_INVALID) }).uuid(CITY_INVALID),
    ),
    street_address: requiredText('street address', 255),
    barangay: requiredText('barangay', 100),
    type_of_home: z.preprocess(
      (v: string) => (typeof v === 'string' ? typesOfHome.find((t) => t.toLowerCase() === v.trim().toLowerCase()) ?? (v.trim() || undefined) : v),
      z.enum(typesOfHome, { error: (issue) => (issue.input === undefined ? 'The type of home field is required.' : 'The selected type of home is invalid.') }),
    ),
    contact_number: phPhone(),
    apartment_no: optionalText('apartment no', 50),
    apt_number: optionalText('apartment no', 50),
  })
  .transform(({ apt_number, ...rest }) => ({ ...rest, apartment_no: rest.apartment_no ?? apt_number }));
export type AddressBody = z.infer<typeof addressBody>;
/** What a web app sends to POST /api/my-addresses, PATCH /api/my-addresses/:id and the console's address forms. */
export type AddressRequest = z.input<typeof addressBody>;

