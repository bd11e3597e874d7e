/**
 * The one way the console turns a failed call into words for the person who made it.
 * Every api error is a problem document with the server's own `message` (services/api's
 * problems.ts), which react-admin's fetchJson puts on the HttpError: that is shown as it
 * is. Without one (a proxy's page, a lost connection) a plain sentence by status, as an
 * i18n key: notify() translates keys, and inline texts go through translate() (the
 * provider shows a text that is not a key as it is, so either works in both places).
 */
import { HttpError } from 'react-admin';

const BY_STATUS: Record<number, string> = {
  401: 'app.error.signed_out',
  403: 'app.error.forbidden',
  404: 'app.error.not_found',
  413: 'app.error.too_large',
  419: 'app.error.signed_out',
  429: 'app.error.too_many',
};

/** The server's message, else what the status means, else that the server could not be reached. */
export function failureText(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    // fetchJson's message is the body's message or else the status text ('Internal Server Error').
    return BY_STATUS[error.status] ?? (error.status >= 500 ? 'app.error.server' : error.message || 'ra.notification.http_error');
  }
  // fetch() rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return 'app.error.network';
  if (error instanceof Error && error.message) return error.message;
  return 'ra.notification.http_error';
}

/** A 422's field map (httpClient joined each field's messages), empty for other errors. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (error instanceof HttpError && error.status === 422) {
    const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
    return errors ?? {};
  }
  return {};
}
