/**
 * Events of the user stream (`user-<id>`): profiles and roles are business state and
 * event-sourced; credentials are not and never appear here.
 */
import { z } from 'zod';

export const roleNames = ['customer', 'administrator', 'manong', 'assessor'] as const;
export type RoleName = (typeof roleNames)[number];

export const userRegistered = z.object({
  userId: z.string().uuid(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string().email(),
  contactNumber: z.string().nullable(),
  roles: z.array(z.enum(roleNames)).min(1),
});

export type UserRegistered = { type: 'UserRegistered'; data: z.infer<typeof userRegistered> };

export const userStreamId = (userId: string) => `user-${userId}`;
