/**
 * One table of error codes and one mapping to HTTP. Answers are RFC 7807
 * problem documents; validation errors also carry `errors`, a map of field to messages,
 * the shape the front ends show on matching fields.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { DomainError } from '@app/core/commands/decider';
import { isConnectionError } from '@app/core/db/connectionErrors';
import { EventStoreUnavailableError, WrongExpectedRevisionError } from '@app/core/eventstore';
import type { Logger } from '@app/core/logger';

export const errorStatuses = {
  validation_failed: 422,
  unauthenticated: 401,
  forbidden: 403,
  csrf_token_mismatch: 419,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  payload_too_large: 413,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatuses;

export class HttpError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function validationErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export const notFound: RequestHandler = (req, _res, next) => next(new HttpError('not_found', `No route for ${req.method} ${req.originalUrl.split('?')[0]}`));

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const problem = toProblem(error);
    const retryAfter = (error as { retryAfterSeconds?: unknown })?.retryAfterSeconds;
    if (typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
    if (problem.status >= 500) log.error({ err: error, method: req.method, path: req.path }, problem.title);
    res.status(problem.status).type('application/problem+json').json({ ...problem, instance: req.originalUrl });
  };
}

interface Problem {
  type: string;
  title: string;
  status: number;
  message: string;
  errors?: Record<string, string[]>;
}

function toProblem(error: unknown): Problem {
  const problem = (code: ErrorCode, message: string, errors?: Record<string, string[]>): Problem => ({
    type: `about:blank#${code}`,
    title: code.replaceAll('_', ' '),
    status: errorStatuses[code],
    message,
    ...(errors ? { errors } : {}),
  });
  if (error instanceof HttpError) return problem(error.code, error.message, error.errors);
  if (error instanceof DomainError) {
    if (error.code === 'invalid') return problem('validation_failed', error.message, { [error.field ?? '_']: [error.message] });
    return problem(error.code, error.message, error.field ? { [error.field]: [error.message] } : undefined);
  }
  if (error instanceof ZodError) return problem('validation_failed', 'The given data was invalid.', validationErrors(error));
  if (error instanceof WrongExpectedRevisionError) return problem('conflict', 'Someone else changed this at the same time. Please try again.');
  if (error instanceof EventStoreUnavailableError || isConnectionError(error)) {
    return problem('unavailable', 'The service is temporarily unavailable. Please try again in a moment.');
  }
  // Body parser errors: malformed JSON or an oversized body are the client's, not ours.
  const status = (error as { status?: unknown; type?: unknown }).status;
  if (status === 413) return problem('payload_too_large', 'The request is too large.');
  if (typeof status === 'number' && status >= 400 && status < 500) return problem('validation_failed', 'The request body could not be read.', { _: ['Malformed request body'] });
  return { type: 'about:blank', title: 'internal error', status: 500, message: 'Something went wrong on our side.' };
}

