// The headers of every call to the api, in a module without react-admin: the sign-in page
// loads before the console (login/signInEntry.tsx) and sends them too.
//
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
