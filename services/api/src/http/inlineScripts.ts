/**
 * The CSP hashes of the inline scripts in a built HTML page. The public site's build draws
 * its shells into the HTML with two small inline scripts (web-public/prerender.ts: the one
 * that picks the path's shell before the first paint, and the loader that asks for the app
 * after it), and the console's asks for its entry's files by the path (web-admin/entryPreload.ts);
 * the page's policy allows exactly those by hash, so no other inline script runs.
 * Read from the file the api sends, so the hashes cannot drift from a rebuild.
 */
import { readFileSync, statSync } from 'node:fs';
import { cspHash } from './securityHeaders.js';

// A script element's attributes and text. The build writes plain <script> tags; a data
// block (type="application/json") or an external script (src) is no inline script.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const SCRIPT_TYPES = new Set(['module', 'text/javascript', 'application/javascript']);

function runs(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = TYPE.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || SCRIPT_TYPES.has(type);
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (runs(attributes)) hashes.add(cspHash(text));
  }
  return [...hashes];
}

const cache = new Map<string, { mtimeMs: number; hashes: string[] }>();

/** The page file's inline-script hashes, read again only when the file changes (a rebuild while the api runs). */
export function inlineScriptHashesOf(file: string): string[] {
  const { mtimeMs } = statSync(file);
  const known = cache.get(file);
  if (known?.mtimeMs === mtimeMs) return known.hashes;
  const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
  cache.set(file, { mtimeMs, hashes });
  return hashes;
}
