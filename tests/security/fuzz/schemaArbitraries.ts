/**
 * Values for the fuzz test, from the JSON Schemas of the OpenAPI document (zod's output):
 * a value that fits a schema (ids of real seeded records where an id fits), and the same
 * value broken the ways clients break it: wrong types, missing or extra fields, huge
 * strings, nulls, nested objects, arrays where objects belong.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
};

/**
 * Text with one character that storage or display may choke on, inside ordinary text: NUL,
 * unpaired surrogates (both halves), bidirectional overrides, zero-width and other control
 * characters. NUL and unpaired surrogates must be a 422 naming the field; the rest is text.
 */
export const controlText = (): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.string({ maxLength: 12 }),
      fc.oneof(
        fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800'),
        fc.constantFrom('\u202e', '\u202d', '\u2066', '\u200b', '\u200f', '\u2028', '\ufeff', '\u0007', '\u001b[31m', '\u0008', '\r\n', '\u0085', '\u00ad', '\u007f'),
      ),
      fc.string({ maxLength: 12 }),
    )
    .map(([before, odd, after]) => before + odd + after);

/** Strings clients send by accident or on purpose: unicode, control characters, traversal, injection. */
export function nastyString(realIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: controlText() },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.constantFrom(...realIds) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: longString(300, 3000) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '../../etc/passwd',
        '..%2F..%2Fetc%2Fpasswd',
        '..\\..\\windows\\win.ini',
        '%00',
        '\u0000',
        "' OR 1=1 --",
        '<script>alert(1)</script>',
        '{{7*7}}',
        '${jndi:x}',
        '-1',
        '0',
        '1e309',
        'NaN',
        'null',
        'true',
        '[]',
        '{}',
        '__proto__',
        'constructor',
        '9999-99-99',
        '2026-02-30',
        '25:61',
        'a@b',
        '😀'.repeat(50),
        '\u202e\u0301',
      ),
    },
  );
}

/** A long string, built by repeating a short one (fast-check draws long strings slowly, one character at a time). */
export function longString(min: number, max: number): fc.Arbitrary<string> {
  return fc.tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }), fc.integer({ min, max })).map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
}

const types = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** A value that fits the schema as far as the schema says (its formats loosely). */
export function fitting(schema: JsonSchema | undefined, realIds: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.string({ maxLength: 10 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fitting(s, realIds, depth + 1)));
  if (schema.allOf?.length) return fitting(schema.allOf[0], realIds, depth + 1);
  const type = types(schema)[0];
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) model[name] = fitting(property, realIds, depth + 1);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    case 'array':
      return fc.array(fitting(schema.items, realIds, depth + 1), { maxLength: 3 });
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 100 }), fc.constantFrom(0, 1, 2));
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.double({ min: -10, max: 10_000, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return fittingString(schema, realIds);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constantFrom(...realIds));
  }
}

function fittingString(schema: JsonSchema, realIds: readonly string[]): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.oneof(fc.constantFrom(...realIds), fc.uuid());
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    default:
      return fc.oneof(fc.constantFrom(...realIds), fc.string({ minLength: 1, maxLength: 30 }), fc.stringMatching(/^0917\d{7}$/));
  }
}

/** Any JSON value of the wrong kind: what a field gets when a client sends the wrong type. */
export function wrongValue(realIds: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e300),
    nastyString(realIds),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
    fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{}}}') as unknown),
    fc.constant('x'.repeat(200_000)),
  );
}

/** A fitting body broken one or more ways, or no object at all. */
export function mutatedBody(schema: JsonSchema | undefined, realIds: readonly string[]): fc.Arbitrary<unknown> {
  const base = fitting(schema ?? { type: 'object', properties: {} }, realIds).map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v }));
  const fields = Object.keys(schema?.properties ?? {});
  const field = fields.length ? fc.constantFrom(...fields) : fc.string({ minLength: 1, maxLength: 12 });
  const withField = (f: (body: Record<string, unknown>, name: string, value: unknown) => Record<string, unknown>, value: fc.Arbitrary<unknown>) =>
    fc.tuple(base, field, value).map(([body, name, v]) => f({ ...body }, name, v));
  const set = (body: Record<string, unknown>, name: string, value: unknown) => Object.assign(body, { [name]: value });
  return fc.oneof(
    { weight: 2, arbitrary: base },
    { weight: 4, arbitrary: withField(set, wrongValue(realIds)) },
    { weight: 3, arbitrary: withField(set, controlText()) },
    {
      weight: 2,
      arbitrary: fc.tuple(base, fc.subarray(fields)).map(([body, missing]) => {
        const copy = { ...body };
        for (const name of missing) delete copy[name];
        return copy;
      }),
    },
    { weight: 1, arbitrary: fc.tuple(base, fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 5 })).map(([b, extra]) => ({ ...extra, ...b })) },
    { weight: 1, arbitrary: withField(set, longString(10_000, 60_000)) },
    { weight: 1, arbitrary: withField(set, fc.constant(null)) },
    { weight: 1, arbitrary: withField(set, jsonObject(4)) },
    { weight: 1, arbitrary: withField(set, fc.array(jsonObject(1), { maxLength: 3 })) },
    { weight: 1, arbitrary: withField(set, base) },
    { weight: 1, arbitrary: fc.array(base, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.boolean(), fc.constant([])) },
    { weight: 1, arbitrary: jsonObject(3) },
  );
}

/** A nested JSON object (fc.object can hold values JSON cannot carry). */
const jsonObject = (maxDepth: number) => fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth }), { maxKeys: 6 });
