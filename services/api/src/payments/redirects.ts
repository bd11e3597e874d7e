/** Sending a browser on only within our own site: a redirect target from a URL is never followed off it. */

/** `candidate` made absolute against PUBLIC_URL when it stays on PUBLIC_URL's origin, else `fallback`. */
export function sameOriginTarget(candidate: unknown, publicUrl: string, fallback: string): string {
  const base = new URL(publicUrl);
  const absolute = (value: string) => new URL(value, base);
  if (typeof candidate === 'string' && candidate !== '') {
    try {
      const target = absolute(candidate);
      if (target.origin === base.origin) return target.toString();
    } catch {
      // not a URL: the fallback
    }
  }
  return absolute(fallback).toString();
}

/** The origins a page's forms may end up at (CSP form-action follows redirects). */
export function originsOf(...urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}
