/**
 * A Vite plugin for the console's two entries (src/main.tsx picks one by the path): the
 * signed-out sign-in page's small one and the console's. Without it the browser would
 * learn of an entry's files only once main.js had run and asked for them; with it,
 * index.html asks for the files of the entry its path needs while it is being parsed, and
 * never for the other's (the sign-in page does not download the console on a slow line
 * before its form is up).
 */
import type { Plugin, Rollup } from 'vite';
import { chunkClosure } from '../web-public/chunkClosure';

/** The entries' sources, from the app's root. */
const ENTRY_SOURCES = { signIn: 'src/login/signInEntry.tsx', console: 'src/consoleEntry.tsx' } as const;

export function preloadEntryByPath(signInPath: RegExp): Plugin {
  let base = '/';
  return {
    name: 'preload-entry-by-path',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const withImports = chunkClosure(chunks);
        const filesOf = (source: string) => {
          // The chunk holding the entry's module (a group's chunk has no facade module).
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${source}`)));
          if (!chunk) throw new Error(`preload-entry-by-path: no chunk for ${source}`);
          return [...withImports(chunk.fileName)].map((file) => `${base}${file}`);
        };
        const script =
          `(function(){var files=${signInPath.toString()}.test(location.pathname)?${JSON.stringify(filesOf(ENTRY_SOURCES.signIn))}:${JSON.stringify(filesOf(ENTRY_SOURCES.console))};` +
          'files.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;l.crossOrigin="";document.head.appendChild(l)})})()';
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
