/** Request schemas of sign-in, registration, profile and set-password, with the spec's texts. */
import { z } from 'zod';
import { confirmed, email, optionalText, password, phPhone, requiredText } from '../http/fields.js';

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

/** Forgot password?: the e-mail to send a set-password link to, when it has an account. */
export const forgotPasswordBody = z.object({ email: email() });

export const setPasswordBody = confirmed(
  z.object({
    token: z.string({ error: 'The link is invalid.' }).min(1, 'The link is invalid.').max(200),
    password: password(),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);
