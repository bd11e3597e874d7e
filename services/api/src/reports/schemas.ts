/**
 * The bodies of the report calls. Spreadsheets take a date range: `start` and `end`
 * (Manila dates, 'YYYY-MM-DD', both included); the console's older shapes are accepted
 * too: `date` as one day or as [start, end]. Documents take `type` ('booking', the
 * default, or 'assessment') and `id` (a booking's reference or uuid, an assessment's uuid).
 */
import { z } from 'zod';
import { isDate } from '@app/core/schedules/manilaTime';

const day = (field: string) =>
  z
    .string({ error: `The ${field} date is required.` })
    .trim()
    .refine(isDate, { message: `The ${field} date must be a date written YYYY-MM-DD.` });

/** `date: 'YYYY-MM-DD'` or `date: [start, end]` become `start` and `end`. */
function unfoldDate(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const body = input as Record<string, unknown>;
  if (body.start !== undefined || body.end !== undefined || body.date === undefined) return body;
  const date = body.date;
  if (Array.isArray(date)) return { ...body, start: date[0], end: date[1] };
  return { ...body, start: date, end: date };
}

export const dateRangeBody = z.preprocess(
  unfoldDate,
  z
    .object({ start: day('start'), end: day('end') })
    .refine((r) => r.start <= r.end, { message: 'The end date must be on or after the start date.', path: ['end'] }),
);

export const documentBody = z.object({
  type: z.enum(['booking', 'assessment'], { error: "The type must be 'booking' or 'assessment'." }).default('booking'),
  id: z.string({ error: 'The id field is required.' }).trim().min(1, { message: 'The id field is required.' }).max(64),
});

export const fileQuery = z.object({
  expires: z.coerce.number({ error: 'The expires field is required.' }).int(),
  signature: z.string({ error: 'The signature field is required.' }).regex(/^[0-9a-f]{64}$/, { message: 'The signature is malformed.' }),
});

export const reportId = z.uuid({ message: 'No such report.' });
