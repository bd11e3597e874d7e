import { en } from '../i18n/en.js';

/**
 * The console's texts (i18n/en.ts) for the first paint, which runs before react-admin's
 * translator has loaded: a key's text with its `%{name}` values, `_` when there is none.
 */
export function words(key: string, values: Record<string, string> = {}): string {
  let text: unknown = en;
  for (const part of key.split('.')) text = typeof text === 'object' && text !== null ? (text as Record<string, unknown>)[part] : undefined;
  if (typeof text !== 'string') return values._ ?? key;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
