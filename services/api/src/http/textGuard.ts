/**
 * One rule at the edge for every string a client sends: a NUL character or an unpaired
 * UTF-16 surrogate is refused with a 422 naming the field, before any route runs, so
 * nothing is written. PostgreSQL stores neither (text refuses NUL, jsonb both), and
 * without this rule they surfaced deep inside a command or a list query as a 500.
 * Other control characters (RTL overrides, escapes) are valid text and pass.
 */
import type { RequestHandler } from 'express';
import { HttpError } from './problems.js';

// In a `u` regular expression a paired surrogate is one code point, so `\p{Cs}` matches only unpaired ones.
const UNSAFE = /[\0\p{Cs}]/u;

/** Query parameters that carry JSON (react-admin's `filter`, `sort`, `range`): their strings are checked after parsing. */
const looksLikeJson = (text: string) => /^\s*[[{"]/.test(text);

/**
 * The dotted path of the first string under `value` that holds a NUL or an unpaired
 * surrogate, keys included. With `json`, strings that parse as JSON are checked inside too
 * (a query's `filter={"q":"a\\u0000"}` carries its NUL as an escape).
 */
export function unsafeTextAt(value: unknown, path: string, json = false, depth = 0): string | undefined {
  if (typeof value === 'string') {
    if (UNSAFE.test(value)) return path || '_';
    if (!json || !looksLikeJson(value)) return undefined;
    try {
      return unsafeTextAt(JSON.parse(value), path, false, depth + 1);
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, child] of Object.entries(value)) {
    // A bad key is named by where it is (its own text is what cannot be shown).
    if (UNSAFE.test(key)) return path || '_';
    const found = unsafeTextAt(child, path ? `${path}.${key}` : key || '_', json, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function unsafeTextError(field: string): HttpError {
  const label = (field.split('.').find((part) => part && !/^\d+$/.test(part)) ?? field).replaceAll('_', ' ');
  const message = field === '_' ? 'The request contains a character that is not allowed.' : `The ${label} contains a character that is not allowed.`;
  return new HttpError('validation_failed', message, { [field]: [message] });
}

/**
 * Checks the query, the parsed JSON or form body and the headers. Multipart bodies are
 * parsed later, per route: `uploads.multipart` applies the same check to their fields and
 * file names.
 */
export const refuseUnsafeText: RequestHandler = (req, _res, next) => {
  const field = unsafeTextAt(req.query, '', true) ?? unsafeTextAt(req.body, '') ?? unsafeHeader(req.headers);
  next(field === undefined ? undefined : unsafeTextError(field));
};

// Every request's headers pass here: no array or entry made per header.
function unsafeHeader(headers: Record<string, string | string[] | undefined>): string | undefined {
  for (const name in headers) {
    const value = headers[name];
    if (typeof value === 'string' ? UNSAFE.test(value) : value?.some((v) => UNSAFE.test(v))) return name;
  }
  return undefined;
}
