/**
 * With NODE_ENV=test, a route that declares its answer (`routes.document(key, {response})`,
 * the schemas of @app/core/contract) has every 2xx JSON answer checked against it: the
 * suite's requests then fail with a 500 naming the field when the api sends something the
 * web apps were not promised. Off otherwise: a production answer is never parsed twice.
 */
import type { RequestHandler } from 'express';
import { z } from 'zod';

export function responseCheck(key: string, schemaOf: () => z.ZodType | undefined): RequestHandler {
  return (_req, res, next) => {
    const schema = schemaOf();
    if (schema) {
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        if (res.statusCode < 300) {
          // As the client will read it: dates as strings, undefined fields gone.
          const result = schema.safeParse(JSON.parse(JSON.stringify(body ?? null)));
          if (!result.success) throw new Error(`${key} answered outside its contract:\n${z.prettifyError(result.error)}`);
        }
        return json(body);
      };
    }
    next();
  };
}
