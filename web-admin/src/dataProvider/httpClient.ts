import { fetchUtils, HttpError } from 'react-admin';
import { formErrors } from './validationErrors.js';

// The api keeps the session in a cookie and checks a CSRF token the way Laravel Sanctum's
// SPA mode does (spec §7): the token comes in the XSRF-TOKEN cookie and goes back in the
// X-XSRF-TOKEN header. Every call sends credentials and X-Requested-With (spec §7).

export function readXsrfToken(cookieHeader: string = document.cookie): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'XSRF-TOKEN') return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function sessionHeaders(): Headers {
  const headers = new Headers({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
  const token = readXsrfToken();
  if (token) headers.set('X-XSRF-TOKEN', token);
  return headers;
}

// react-admin's fetchJson with the session headers and cookies; it throws an HttpError
// carrying the status and body, which authProvider.checkError reads. A 422 becomes an
// HttpError whose body is `{ errors }` in the shape react-admin's forms map onto inputs.
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = sessionHeaders();
  new Headers(options.headers).forEach((value, name) => headers.set(name, value));
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) {
      const body = (error.body ?? {}) as { message?: unknown; errors?: unknown };
      const message = typeof body.message === 'string' ? body.message : error.message;
      throw new HttpError(message, 422, { message, errors: formErrors(body.errors) });
    }
    throw error;
  }
}
