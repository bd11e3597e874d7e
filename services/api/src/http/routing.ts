/**
 * Every route is mounted through `Routes.add`, which looks the route up in the one
 * policy table (policy.ts) and puts its authorization and CSRF check in front of the
 * handler. A route missing from the table cannot be mounted; a table entry without a
 * route fails start-up (`assertComplete`), so the table and the app never drift apart.
 */
import express, { type RequestHandler } from 'express';
import type { z } from 'zod';
import type { Access, Policy } from './access.js';
import { verifyCsrf } from './csrf.js';
import { HttpError } from './problems.js';
import { policies, type RouteKey } from './policy.js';
import { responseCheck } from './responseCheck.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What the OpenAPI document says of a route: the zod schemas its handler parses. */
export interface RouteDoc {
  summary?: string;
  body?: z.ZodType;
  /** The query's schema; documenting a route twice adds the second query's parameters (a route's own and the list ones). */
  query?: z.ZodType | readonly z.ZodType[];
  /** The body may be multipart/form-data (file uploads). */
  multipart?: boolean;
  /** The file parts of a multipart body, by field name (their content is checked by uploads.ts). */
  files?: readonly string[];
  /** What a 2xx answer holds: a schema of @app/core/contract, the web apps' types. */
  response?: z.ZodType;
}

export class Routes {
  /** `checkResponses`: tests check every declared answer against its schema (responseCheck.ts). */
  constructor(private readonly options: { checkResponses?: boolean } = {}) {}

  readonly router = express.Router();
  private readonly mounted = new Set<RouteKey>();
  readonly docs = new Map<RouteKey, RouteDoc>();

  add(key: RouteKey, ...handlers: RequestHandler[]): this {
    const policy: Policy | undefined = policies[key];
    if (!policy) throw new Error(`No policy for ${key}`);
    if (this.mounted.has(key)) throw new Error(`Route mounted twice: ${key}`);
    this.mounted.add(key);
    const [method, path] = splitKey(key);
    const guards: RequestHandler[] = [authorize(policy.access)];
    if (policy.csrf !== false) guards.push(verifyCsrf);
    if (this.options.checkResponses) guards.push(responseCheck(key, () => this.docs.get(key)?.response));
    this.router[method](path, ...guards, ...handlers);
    return this;
  }

  /** Describes a route's input for the OpenAPI document (the same schemas the handler parses). */
  document(key: RouteKey, doc: RouteDoc): this {
    if (!policies[key]) throw new Error(`No policy for ${key}`);
    const before = this.docs.get(key);
    const queries = [before?.query, doc.query].flat().filter((q): q is z.ZodType => q !== undefined);
    this.docs.set(key, { ...before, ...doc, ...(queries.length ? { query: queries } : {}) });
    return this;
  }

  assertComplete(): void {
    const missing = (Object.keys(policies) as RouteKey[]).filter((k) => !this.mounted.has(k));
    if (missing.length) throw new Error(`Policies without a route: ${missing.join(', ')}`);
  }
}

export function splitKey(key: string): [Method, string] {
  const [method, path] = key.split(' ');
  return [method!.toLowerCase() as Method, path!];
}

/** 401 for a guest where sign-in is needed, 403 for a user without the role. */
export function authorize(access: Access): RequestHandler {
  return (req, _res, next) => {
    if (access.kind === 'public') return next();
    const actor = req.actor;
    if (!actor) return next(new HttpError('unauthenticated', 'Unauthenticated.'));
    if (access.kind === 'signedIn') return next();
    if (access.roles.some((role) => actor.roles.includes(role))) return next();
    if (access.self && req.params[access.self] === actor.userId) return next();
    next(new HttpError('forbidden', 'This action is unauthorized.'));
  };
}
