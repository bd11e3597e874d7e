/**
 * Request schemas of the console's people screens (employees, customers; the address
 * form itself is the contract's `addressBody`), one per endpoint, with the wording the
 * forms show under their fields. No schema takes a password: accounts made by an
 * administrator get a set-password link instead.
 */
import { z } from 'zod';
import { roles as roleTable, type RoleName } from '@app/core/accounts/userEvents';
import { email, optionalText, phPhone, requiredText } from '@app/core/contract/fields';

/** The roles an administrator may give an employee: every role but customer. */
export const staffRoles = ['administrator', 'manong', 'assessor', 'auditor'] as const satisfies readonly RoleName[];
type StaffRole = (typeof staffRoles)[number];

const ROLES_INVALID = 'The selected roles is invalid.';

/**
 * `roles[]` arrives as an array (JSON, or repeated multipart parts) or one text part;
 * role names are expected, role ids (the spec's `{id, name}`) are read as their names.
 */
const staffRoleList = z.preprocess(
  (v) => {
    const list = v === undefined || v === null || v === '' ? [] : [v].flat();
    return list.map((r) => (typeof r === 'number' || (typeof r === 'string' && /^\d+$/.test(r)) ? (roleTable.find((t) => t.id === Number(r))?.name ?? r) : r));
  },
  z
    .array(z.unknown(), { error: 'The roles field is required.' })
    .min(1, 'The roles field is required.')
    .max(staffRoles.length, ROLES_INVALID)
    .refine((list): list is StaffRole[] => list.every((r) => typeof r === 'string' && (staffRoles as readonly string[]).includes(r)), ROLES_INVALID)
    .transform((list) => [...new Set(list as StaffRole[])]),
);

const names = {
  first_name: requiredText('first name', 100),
  middle_name: optionalText('middle name', 100),
  last_name: requiredText('last name', 100),
};

/** POST /api/revised-system-users and its `_method=put` update; the picture is a file part. */
export const employeeBody = z.object({ ...names, email: email(), contact_number: phPhone(), roles: staffRoleList });

/** POST /api/customers and PATCH /api/customers/:id (the form's password fields are ignored). */
export const customerBody = z.object({ ...names, email: email(), contact_number: phPhone() });

/** react-admin's address create: the form, plus whose address it is. */
export const adminAddressBody = z.object({ user_id: z.string({ error: 'The user field is required.' }).uuid('The selected user is invalid.') });
