/**
 * A Vite plugin for the console's two entries (src/main.tsx picks one by the path): the
 * signed-out sign-in page's small one and the console's. Without it the browser would
 * learn of an entry's files only once main.js had run and asked for them; with it,
 * index.html asks for the files of the entry its path needs while it is being parsed, and
 * never for the other's (the sign-in page does not download the console on a slow line
 * before its form is up). A console path also asks for its screen's lazy chunk (which
 * would otherwise wait for the session and the console's first render) and for the chunks
 * every signed-in page loads.
 */
import type { Plugin, Rollup } from 'vite';
import { chunkClosure } from '../web-public/chunkClosure';
import { FIRST_ROWS_EVENT } from './src/firstPaint/firstRowsEvent';

/** The entries' sources, from the app's root. */
export const ENTRY_SOURCES = { signIn: 'src/login/signInEntry.tsx', console: 'src/consoleEntry.tsx' } as const;

/**
 * A screen's lazy chunk (its source, from the app's root) that the console's first render
 * of `path` asks for, and the GETs its first render sends (the URLs exactly as the console
 * builds them).
 */
export interface PathScreen {
  path: RegExp;
  source: string;
  calls?: string[];
  /**
   * The entry (its source, from the app's root) that draws the screen's first rows from
   * those GETs' answers into the skeleton before the console's scripts arrive
   * (src/firstPaint/): asked for at once, ahead of everything else.
   */
  firstPaint?: string;
}

/**
 * The console's paths also start their first GETs from the HTML (the session's
 * /api/user, the screen's first list): httpClient and the authProvider take those answers
 * (earlyCalls.ts) instead of asking only once the scripts have run, so the data, the
 * scripts and the screen's chunk load at once. The headers are session.ts's for a GET
 * without the CSRF cookie's token (a read needs none).
 */
const EARLY_GET =
  'var early=window.__adminEarly={};function get(u){early[u]=fetch(u,{credentials:"include",headers:{Accept:"application/json","X-Requested-With":"XMLHttpRequest"}});early[u].catch(function(){})}';

/**
 * Loads a screen's first-paint entry (its file first, then the chunks it imports) with the
 * browser's high priority: its rows wait for it and for the screen's GET, not for the
 * console's scripts, which start only once the rows have had their first frame or the
 * entry has drawn none (its FIRST_ROWS_EVENT), at the latest ROWS_WAIT_MS after this
 * script (an entry that failed to load).
 */
const FIRST_PAINT =
  'var rows=false;function first(f){rows=f.length>0;f.forEach(function(href,i){var e=document.createElement(i?"link":"script");if(i){e.rel="modulepreload";e.href=href}else{e.type="module";e.src=href}e.crossOrigin="";e.fetchPriority="high";document.head.appendChild(e)})}';

/**
 * How long after the skeleton's first frame the console's scripts wait for the browser to
 * report its paint, as web-public's loader (prerender.ts): scripts that arrive and run
 * before the first paint hold it up (and Lighthouse counts every script that arrived before
 * it as blocking it). Without a paint entry, this long after the first frame.
 */
const PAINT_WAIT_MS = 300;
const PRELOAD_SLICE = 8;
const ROWS_WAIT_MS = 3000;

export function preloadEntryByPath(signInPath: RegExp, screens: readonly PathScreen[] = [], always: { sources: string[]; calls: string[] } = { sources: [], calls: [] }): Plugin {
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
          // With the style sheets those chunks import, which Vite's loader would otherwise fetch only when the chunk is imported.
          const files = [...withImports(chunk.fileName)];
          const sheets = files.flatMap((file) => [...(chunks.find((c) => c.fileName === file)?.viteMetadata?.importedCss ?? [])]);
          return [...files, ...sheets].map((file) => `${base}${file}`);
        };
        const consoleFiles = filesOf(ENTRY_SOURCES.console);
        const beyondConsole = (source: string) => filesOf(source).filter((file) => !consoleFiles.includes(file));
        // Chunks every signed-in page loads beside its screen (the top bar's bell).
        const everyPage = [...new Set(always.sources.flatMap(beyondConsole))];
        const byPath = screens.map(
          (screen) =>
            `[${screen.path.toString()},${JSON.stringify(beyondConsole(screen.source).filter((file) => !everyPage.includes(file)))},${JSON.stringify(screen.calls ?? [])},${JSON.stringify(screen.firstPaint ? filesOf(screen.firstPaint) : [])}]`,
        );
        // Vite's tag for the app's script: the script below adds it, at once on the sign-in
        // page and after the skeleton's first paint on the console's.
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entryTag) throw new Error('preload-entry-by-path: no entry script in index.html');
        const script =
          `(function(){var p=location.pathname,main=${JSON.stringify(entryTag[1])},files;` +
          'function add(href){var l=document.createElement("link");if(/\\.css$/.test(href)){l.rel="preload";l.as="style"}else{l.rel="modulepreload";l.crossOrigin=""}l.href=href;document.head.appendChild(l)}' +
          FIRST_PAINT +
          // The preloads go in slices of PRELOAD_SLICE a task: each append costs Chromium about a
          // millisecond (more on a slow phone), and sixty of them in one go were one long task
          // between the first paint and the console's start.
          `function load(){var e=document.createElement("script");e.type="module";e.crossOrigin="";e.src=main;document.head.appendChild(e);(function next(i){files.slice(i,i+${PRELOAD_SLICE}).forEach(add);if(i+${PRELOAD_SLICE}<files.length)setTimeout(next,0,i+${PRELOAD_SLICE})})(0)}` +
          `if(${signInPath.toString()}.test(p)){files=${JSON.stringify(filesOf(ENTRY_SOURCES.signIn))};return load()}` +
          `${EARLY_GET}${JSON.stringify(always.calls)}.forEach(get);files=${JSON.stringify([...consoleFiles, ...everyPage])};` +
          `[${byPath.join(',')}].forEach(function(s){if(s[0].test(p)){files=files.concat(s[1]);s[2].forEach(get);first(s[3])}});` +
          'var started=false;function start(){if(!started){started=true;load()}}' +
          'if(document.visibilityState==="hidden")return load();' +
          `if(rows){addEventListener(${JSON.stringify(FIRST_ROWS_EVENT)},start);return setTimeout(start,${ROWS_WAIT_MS})}` +
          'try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}catch(e){}' +
          `requestAnimationFrame(function(){setTimeout(start,${PAINT_WAIT_MS})})})()`;
        return { html: html.replace(entryTag[0], ''), tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}
