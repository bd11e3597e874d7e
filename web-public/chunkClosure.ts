import type { Rollup } from 'vite';

/**
 * What loading a chunk fetches: its file and those of the chunks it imports, transitively.
 * Shared by the build plugins that list a page's files for the HTML to ask for early
 * (prerender.ts here, web-admin's entryPreload.ts).
 */
export function chunkClosure(chunks: readonly Rollup.OutputChunk[]): (file: string) => Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (file: string, found = new Set<string>()): Set<string> => {
    if (found.has(file)) return found;
    found.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, found);
    return found;
  };
  return (file) => withImports(file);
}
