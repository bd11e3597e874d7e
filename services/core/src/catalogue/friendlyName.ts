/**
 * A category's friendly name: the URL slug of `/book-services/{title}` and
 * `get-service-details?title=`. Unique: when the slug is taken, `-2`, `-3`… is appended.
 */

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');
  // A name of only symbols or non-Latin letters still needs a path segment.
  return slug || 'category';
}

/** The first of `base`, `base-2`, `base-3`… not in `taken`. */
export function firstFree(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
