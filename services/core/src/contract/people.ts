/**
 * People as the console's react-admin resources receive them: employees (/admin-api/users),
 * customers (/admin-api/customers) and addresses (/admin-api/addresses).
 */
import { z } from 'zod';
import { address, roleName, signedInUser } from './accounts.js';

const person = {
  id: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  /** First, middle and last name. */
  name: z.string(),
  email: z.string(),
  contact_number: z.string().nullable(),
  created_at: z.string(),
};

/** An employee: `roles` as names for react-admin's inputs, the role objects beside them; 'customer' is never among them. */
export const employeeRecord = z.object({
  ...person,
  picture: z.string().nullable(),
  roles: z.array(roleName),
  role_details: signedInUser.shape.roles,
});
export type EmployeeRecord = z.infer<typeof employeeRecord>;

export const customerRecord = z.object(person);
export type CustomerRecord = z.infer<typeof customerRecord>;

/** A saved address with its owner and its city's id beside the city. */
export const addressRecord = address.extend({ user_id: z.string(), city_id: z.string(), created_at: z.string() });
export type AddressRecord = z.infer<typeof addressRecord>;
