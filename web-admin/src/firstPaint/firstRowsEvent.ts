/**
 * The event a first-paint entry sends on `window` once its rows have had their first frame,
 * or at once when it draws none: index.html's script (entryPreload.ts) starts loading the
 * console's scripts then, so that they neither compete with the rows' GET and entry on a
 * slow line nor count, for Lighthouse, as work the rows waited for.
 */
export const FIRST_ROWS_EVENT = 'admin-first-rows';
