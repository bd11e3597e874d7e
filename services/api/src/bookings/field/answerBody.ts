/** A field worker's answer to a job (manongs to bookings, assessors to assessments): `is_confirmed` 1 or 0. */
import { z } from 'zod';

export const answerBody = z.object({
  is_confirmed: z.preprocess(
    (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.union([z.literal(1), z.literal(0)], { error: 'The is confirmed field must be 1 or 0.' }),
  ),
});
