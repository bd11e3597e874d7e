declare global {
  interface Window {
    /** GETs that index.html's script started before the scripts loaded, by URL (entryPreload.ts). */
    __adminEarly?: Record<string, Promise<Response> | undefined>;
  }
}

// Past this, an answer the HTML asked for is not taken: the data may have changed since.
const FRESH_MS = 10_000;

/**
 * The answer to a GET of `url` that the console's HTML started on its own before the
 * scripts loaded (the session, the screen's first list), once: the first call of that URL
 * takes it, every later one asks the api again.
 */
export function takeEarly(url: string): Promise<Response> | undefined {
  const calls = window.__adminEarly;
  const call = calls?.[url];
  if (!calls || !call) return undefined;
  delete calls[url];
  return performance.now() < FRESH_MS ? call : undefined;
}
