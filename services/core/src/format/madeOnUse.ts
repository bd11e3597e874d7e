/**
 * A value (an Intl formatter) made at its first use, then kept. Building a formatter loads
 * its locale's data: a few milliseconds each on a slow phone, where a page that imports
 * every format of the app used only one or two of them (the console's first paint built six
 * before drawing a row).
 */
export function madeOnUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
