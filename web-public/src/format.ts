/** Texts cut at 20 characters (spec §9) and file sizes; money and dates: @app/core/format. */
export const DEFAULT_TRUNCATION = 20;

export function truncate(text: string, length = DEFAULT_TRUNCATION): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** A file's size as people read it: '512 B', '12.3 KB', '1.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
