/** The edge's text rule: which strings are refused, and how the field is named. */
import { expect, it } from 'vitest';
import type { Request, Response } from 'express';
import { refuseUnsafeText, unsafeTextAt, unsafeTextError } from './textGuard.js';

it('finds a NUL or an unpaired surrogate, naming the dotted path', () => {
  expect(unsafeTextAt({ name: 'a\u0000b' }, '')).toBe('name');
  expect(unsafeTextAt({ a: { b: ['ok', 'x\ud800'] } }, '')).toBe('a.b.1');
  expect(unsafeTextAt({ a: '\udc00' }, '')).toBe('a');
  expect(unsafeTextAt('x\u0000', '')).toBe('_');
  expect(unsafeTextAt({ a: { ['k\u0000']: 1 } }, '')).toBe('a');
});

it('passes paired surrogates, RTL overrides, zero-width and other control characters', () => {
  expect(unsafeTextAt({ a: '😀\u202e\u200b\u0007\u001b[31m\r\n\ufeff', n: 1, b: null, t: true }, '')).toBeUndefined();
});

it('reads inside JSON query values only when asked (a body text may hold a literal backslash-u)', () => {
  const query = { filter: '{"q":"name\\u0000"}', sort: '["a\\ud800","ASC"]', range: '[0' };
  expect(unsafeTextAt(query, '', true)).toBe('filter.q');
  expect(unsafeTextAt({ sort: query.sort }, '', true)).toBe('sort.0');
  expect(unsafeTextAt({ range: '[0' }, '', true)).toBeUndefined();
  expect(unsafeTextAt({ notes: query.filter }, '')).toBeUndefined();
});

it('answers a 422 whose message names the field by its first word', () => {
  const error = unsafeTextError('filter.id.0');
  expect(error.code).toBe('validation_failed');
  expect(error.errors).toEqual({ 'filter.id.0': ['The filter contains a character that is not allowed.'] });
  expect(unsafeTextError('first_name').errors).toEqual({ first_name: ['The first name contains a character that is not allowed.'] });
});

it('names a header whose value, or one of its repeated values, holds a NUL or an unpaired surrogate', () => {
  const check = (headers: Record<string, string | string[] | undefined>) => {
    let passed: unknown = 'not called';
    refuseUnsafeText({ query: {}, body: undefined, headers } as unknown as Request, {} as Response, (error?: unknown) => (passed = error));
    return passed as { errors?: Record<string, string[]> } | undefined;
  };
  expect(check({ host: 'a', 'x-ok': ['1', '😀'], 'x-none': undefined })).toBeUndefined();
  expect(check({ host: 'a', 'x-one': 'b\u0000' })?.errors).toEqual({ 'x-one': ['The x-one contains a character that is not allowed.'] });
  expect(Object.keys(check({ host: 'a', 'set-cookie': ['ok', 'x\ud800'] })?.errors ?? {})).toEqual(['set-cookie']);
});
