/**
 * Whole requests for the fuzz test: path parameters, query strings, headers and bodies
 * (JSON from the schema and mutated, raw garbage, wrong content types, broken multipart).
 */
import fc from 'fast-check';
import { controlText, longString, mutatedBody, nastyString, wrongValue, type JsonSchema } from './schemaArbitraries.js';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path with `:name` placeholders (the policy table's form). */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  multipart: boolean;
  /** The multipart form's schema: the body's fields and the file parts. */
  form?: JsonSchema;
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; fields: [string, string][]; files: { field: string; name: string; content: Uint8Array }[] };

export interface FuzzRequest {
  /** The guest (no session) or the signed-in actor the route allows. */
  actor: 'allowed' | 'guest';
  url: string;
  csrf: 'sent' | 'missing' | 'wrong';
  headers: Record<string, string>;
  body: Body;
}

/** Percent-encoded as UTF-8; a lone surrogate (a long string cut in half) becomes U+FFFD instead of throwing. */
const encode = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

/** A path segment: real ids, unicode, very long, traversal (encoded, and raw where HTTP allows), broken escapes. */
function segment(realIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: nastyString(realIds).filter((s) => s.length > 0).map((s) => encode(s.slice(0, 1000))) },
    { weight: 3, arbitrary: fc.constantFrom(...realIds) },
    { weight: 1, arbitrary: longString(300, 1500).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('..', '../..', '../../etc/passwd', '%2e%2e%2f%2e%2e%2f', '..%00', '%', '%E0%A4%A', '%zz', '%C0%AE%C0%AE', '.', '%20', 'a;b', 'a%2Fb') },
  );
}

function queryString(op: Operation, realIds: readonly string[]): fc.Arbitrary<string> {
  const known = Object.keys(op.query);
  const name = fc.oneof(...(known.length ? [fc.constantFrom(...known)] : []), fc.constantFrom('page', 'perPage', 'sort', 'order', 'filter', 'range', 'q', 'status', 'id', '_'), fc.string({ maxLength: 10 }));
  const value = fc.oneof(
    nastyString(realIds),
    controlText(),
    wrongValue(realIds).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')),
    // List filters and sorts whose strings carry control characters as JSON escapes.
    fc.tuple(fc.constantFrom('q', 'id', 'status'), controlText(), fc.boolean()).map(([key, text, many]) => JSON.stringify({ [key]: many ? [text] : text })),
    controlText().map((text) => JSON.stringify([text, 'ASC'])),
    fc.constantFrom('["id","ASC"]', '[0,9]', '{"q":"a"}', '[0', '{"', '[-1,-5]', '[0,1e9]', '["__proto__","DESC"]', '["toString","ASC"]', '{"id":["x"]}', '{"id":{}}', '{"q":{"$ne":1}}', '{"__proto__":{"x":1}}', '{"constructor":1}', '{"hasOwnProperty":"x"}'),
  );
  // Cut to 1,000 characters: longer ones, percent-encoded, would pass the 16 KB header limit and never reach the api.
  const pair = fc.tuple(name, value, fc.boolean()).map(([n, v, bracket]) => `${encode(n)}${bracket ? '[]' : ''}=${encode(v.slice(0, 1000))}`);
  return fc.oneof(
    { weight: 4, arbitrary: fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join('&')) },
    { weight: 1, arbitrary: fc.constantFrom('%', '&&&', '=', 'a[b][c][d][e][f]=1', 'a[]=1&a[]=2&a=3', '__proto__[admin]=1', `a=${'%25'.repeat(500)}`) },
  );
}

const token = () => fc.stringMatching(/^[!-~]{0,60}$/);

function headers(): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      Accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml', 'garbage/;;;', ''),
      'Accept-Language': token(),
      'X-Requested-With': fc.constantFrom('XMLHttpRequest', 'fetch', ''),
      'If-None-Match': token(),
      'If-Modified-Since': fc.constantFrom('yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', '0'),
      Range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=5-1', 'lines=1-2', 'bytes=0-1,0-1,0-1'),
      Origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost'),
      'X-HTTP-Method-Override': fc.constantFrom('DELETE', 'PUT', 'TRACE'),
    },
    { requiredKeys: [] },
  );
}

const garbageJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}}', "{'a':1}", '\u0000', '{"a":"\\u12"}', '', ' ', 'undefined', '{"__proto__":{"x":1}}', '[]'.repeat(5000), '['.repeat(5000)),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

function rawBody(): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 4, arbitrary: garbageJson.map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text })) },
    {
      weight: 4,
      arbitrary: fc.tuple(fc.constantFrom('text/plain', 'application/xml', 'application/octet-stream', 'image/png', 'application/json; charset=utf-16', 'application/json; charset=klingon', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x'), fc.oneof(garbageJson, fc.constantFrom('a=1&b[c]=2', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n', '--x--', '<a/>'))).map(
        ([contentType, text]) => ({ kind: 'raw' as const, contentType, text }),
      ),
    },
    // Larger than the 1 MB the api reads.
    { weight: 1, arbitrary: fc.constant({ kind: 'raw' as const, contentType: 'application/json', text: `{"a":"${'x'.repeat(1_100_000)}"}` }) },
  );
}

function multipartBody(op: Operation, realIds: readonly string[]): fc.Arbitrary<Body> {
  const names = Object.keys(op.form?.properties ?? op.body?.properties ?? {});
  const field = fc.oneof(...(names.length ? [fc.constantFrom(...names)] : []), fc.string({ minLength: 1, maxLength: 12 }));
  const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
  const file = fc.record({
    field,
    name: fc.oneof(controlText().map((text) => `${text}.png`), fc.constantFrom('../../etc/passwd', '..\\..\\x.png', 'a.png', '.htaccess', 'x.php.png', '\u202egnp.exe', '', 'a'.repeat(300)), fc.string({ maxLength: 30 })),
    content: fc.oneof(fc.uint8Array({ maxLength: 200 }), fc.constant(png), fc.constant(Uint8Array.from(Buffer.from('%PDF-1.4 not really')))),
  });
  return fc.record({
    kind: fc.constant('multipart' as const),
    fields: fc.array(fc.tuple(field, nastyString(realIds)), { maxLength: 8 }),
    files: fc.array(file, { maxLength: 3 }),
  });
}

function body(op: Operation, realIds: readonly string[]): fc.Arbitrary<Body> {
  const json = mutatedBody(op.body, realIds).map((value) => ({ kind: 'json' as const, value }));
  const arbitraries: fc.WeightedArbitrary<Body>[] = [
    { weight: op.method === 'get' ? 1 : 8, arbitrary: json },
    { weight: 2, arbitrary: rawBody() },
    { weight: op.method === 'get' ? 6 : 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  ];
  if (op.multipart) arbitraries.push({ weight: 4, arbitrary: multipartBody(op, realIds) });
  return fc.oneof(...arbitraries);
}

export function fuzzRequest(op: Operation, realIds: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.pathParams.map(() => segment(realIds)));
  return fc.record({
    actor: fc.oneof({ weight: 5, arbitrary: fc.constant('allowed' as const) }, { weight: 1, arbitrary: fc.constant('guest' as const) }),
    url: fc.tuple(params, queryString(op, realIds), fc.boolean()).map(([values, query, withQuery]) => {
      let i = 0;
      const path = op.path.replace(/:([A-Za-z_]+)/g, () => values[i++]!);
      return withQuery || op.method === 'get' ? `${path}?${query}` : path;
    }),
    csrf: fc.oneof({ weight: 8, arbitrary: fc.constant('sent' as const) }, { weight: 1, arbitrary: fc.constantFrom('missing' as const, 'wrong' as const) }),
    headers: headers(),
    body: body(op, realIds),
  });
}
