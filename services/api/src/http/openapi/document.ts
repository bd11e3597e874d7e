/**
 * `/api/openapi.json`, built from the policy table (every route, who may call it) and
 * the zod schemas the routes parse (zod's own JSON Schema output, input side), so the
 * document cannot list a route the api does not have or miss one it has.
 */
import { z } from 'zod';
import type { Access } from '../access.js';
import { policies, type RouteKey } from '../policy.js';
import { splitKey, type RouteDoc } from '../routing.js';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function who(access: Access): string {
  if (access.kind === 'public') return 'Anyone.';
  if (access.kind === 'signedIn') return 'Any signed-in user (data scoped to that user).';
  return `Roles: ${access.roles.join(', ')}${access.self ? `, or the user whose id is \`${access.self}\`` : ''}.`;
}

const problem = { $ref: '#/components/schemas/Problem' };
const answer = (description: string) => ({ description, content: { 'application/problem+json': { schema: problem } } });

function operation(key: RouteKey, doc: RouteDoc | undefined) {
  const policy = policies[key];
  const [method, path] = splitKey(key);
  const pathParams = [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  const queryProperties = [doc?.query ?? []].flat().flatMap((query) => Object.entries((jsonSchema(query).properties ?? {}) as Record<string, JsonSchema>));
  const queryParams = [...new Map(queryProperties).entries()].map(([name, schema]) => ({ name, in: 'query', schema }));
  const body = doc?.body ? jsonSchema(doc.body) : undefined;
  // The multipart form: the same fields, plus its file parts.
  const fileParts = Object.fromEntries((doc?.files ?? []).map((name) => [name, { type: 'string', contentMediaType: 'application/octet-stream' }]));
  const form = body && { ...body, properties: { ...(body.properties as JsonSchema | undefined), ...fileParts } };
  const stateChanging = method !== 'get';
  return {
    summary: doc?.summary ?? key,
    description: who(policy.access) + (stateChanging && policy.csrf !== false ? ' Send the XSRF-TOKEN cookie back as `X-XSRF-TOKEN`.' : ''),
    'x-access': policy.access,
    parameters: [...pathParams, ...queryParams],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: body }, ...(doc?.multipart ? { 'multipart/form-data': { schema: form } } : {}) },
          },
        }
      : {}),
    ...(policy.access.kind === 'public' ? {} : { security: [{ session: [] }] }),
    responses: {
      '200': { description: 'Done.', ...(doc?.response ? { content: { 'application/json': { schema: jsonSchema(doc.response, 'output') } } } : {}) },
      ...(policy.access.kind === 'public' ? {} : { '401': answer('Not signed in.') }),
      ...(policy.access.kind === 'roles' ? { '403': answer('Signed in without the role.') } : {}),
      ...(stateChanging && policy.csrf !== false ? { '419': answer('CSRF token missing or wrong.') } : {}),
      '422': answer('Invalid input: `errors` maps each field to its messages.'),
    },
  };
}

export function buildOpenApi(docs: ReadonlyMap<RouteKey, RouteDoc>, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const key of Object.keys(policies) as RouteKey[]) {
    const [method, path] = splitKey(key);
    const openApiPath = path.replace(/:([A-Za-z_]+)/g, '{$1}');
    (paths[openApiPath] ??= {})[method] = operation(key, docs.get(key));
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Home-repair booking api', version },
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'homerepair_session' } },
      schemas: {
        Problem: {
          type: 'object',
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'integer' },
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
  };
}
