/** Looking a catalogue record up by the id in a path: a non-uuid is simply not found. */
import { z } from 'zod';
import { HttpError } from '../http/problems.js';

const uuidSchema = z.string().uuid();
export const isUuid = (id: unknown): id is string => uuidSchema.safeParse(id).success;

export async function found<T>(id: string, find: (id: string) => Promise<T | undefined>, label: string): Promise<T> {
  const record = isUuid(id) ? await find(id) : undefined;
  if (!record) throw new HttpError('not_found', `${label} not found.`);
  return record;
}

/** The first of `names` present in the body: admin-api clients may send `category_id` where the spec's form sends `category`. */
export function fieldIn(body: unknown, names: readonly [string, ...string[]]): string {
  const present = body && typeof body === 'object' ? names.find((n) => n in body) : undefined;
  return present ?? names[0];
}
