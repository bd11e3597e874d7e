/**
 * Runs a request's independent checks at once and reports them as one answer.
 *
 * Why at once: each check is a read-model look-up, and one after another they were most
 * of a booking's round trips to PostgreSQL; started together they leave in one write
 * (the query lanes) and wait for the slowest alone.
 *
 * Why one answer: a form with two wrong fields gets both in one 422 (the field map the
 * front ends show), not the first one today and the second on the next try. An error that
 * is not a validation error (the database unreachable, a 409) wins over validation errors,
 * in the order the checks were given, so the outcome never depends on which answered first.
 */
import { ZodError } from 'zod';
import { DomainError } from '@app/core/commands/decider';
import { HttpError, validationErrors } from './problems.js';

type Settled<T extends readonly unknown[]> = { -readonly [K in keyof T]: Awaited<T[K]> };

/** The field map of a validation failure, or undefined for any other error. */
function fieldsOf(error: unknown): Record<string, string[]> | undefined {
  if (error instanceof HttpError && error.code === 'validation_failed') return error.errors ?? { _: [error.message] };
  if (error instanceof DomainError && error.code === 'invalid') return { [error.field ?? '_']: [error.message] };
  if (error instanceof ZodError) return validationErrors(error);
  return undefined;
}

export async function allChecked<T extends readonly unknown[]>(checks: T): Promise<Settled<T>> {
  const results = await Promise.allSettled(checks);
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (failures.length === 0) return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as Settled<T>;
  const other = failures.find((error) => fieldsOf(error) === undefined);
  if (other !== undefined) throw other;
  if (failures.length === 1) throw failures[0];
  const errors: Record<string, string[]> = {};
  for (const error of failures) for (const [field, messages] of Object.entries(fieldsOf(error)!)) (errors[field] ??= []).push(...messages);
  throw new HttpError('validation_failed', (failures[0] as Error).message, errors);
}
