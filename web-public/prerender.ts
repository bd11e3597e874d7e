/**
 * A Vite plugin that draws the app's shells into the built HTML (src/shell/renderShell.tsx),
 * so the browser paints the header, the page's headings and its placeholders as soon as the
 * HTML arrives rather than after the scripts have loaded and run:
 *   dist/index.html           the layout around the page-loading placeholder (any page), and
 *                             the wizard's loading state with its work-permit notice, one of
 *                             which an inline script puts in #root by the path before the
 *                             first paint (the api sends index.html for every deeper path);
 *   dist/pages/<name>.html    /<name>'s own loading state, which the api sends for that path
 *                             (services/api/src/http/webApps.ts).
 * A small script in each loads the app after the shell's first paint, together with the
 * chunk files of the page asked for (the services list, the wizard), so those load beside
 * the app's script instead of after it has run.
 * Each gets a gzip copy beside it. The shells are rendered by Vite's SSR loader in
 * production mode, so their style class names are the ones the app's scripts will use.
 * A shell is inert and hidden from assistive technology: its buttons do nothing until the
 * app has rendered over it (src/main.tsx), so neither a click nor a screen reader lands there.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rollup } from 'vite';
import { chunkClosure } from './chunkClosure';

/** Pages with a shell of their own: the services list (spec §2: /services and /work-orders). */
const SHELL_PAGES = ['services', 'work-orders'];
/** The sources of the first-loaded pages (the services list, the wizard), from the app's root; vite.config.ts groups their chunks. */
export const PAGE_SOURCES = { services: 'src/pages/Services.tsx', wizard: 'src/pages/BookServices.tsx' } as const;
/** The services list's chunk: its shells name its files for preloading. */
const SERVICES_PAGE = PAGE_SOURCES.services;
/** The wizard's path: index.html draws its shell, and its loader asks for its chunk files. */
const WIZARD_PATH = /^\/book-services\/[^/]+\/?$/;
/** Pages that index.html serves, whose chunk files its loader asks for when the path is theirs. */
const PRELOADED_PAGES = [{ path: WIZARD_PATH, source: PAGE_SOURCES.wizard }];
/** Pages that index.html serves with a shell of their own (any path of theirs draws the same one). */
const INDEX_SHELLS = [{ path: WIZARD_PATH, urlPath: '/book-services/shell' }];
/** Any path the shell's router does not know draws the layout's page-loading placeholder. */
const ANY_PAGE = '/loading';
const ROOT = '<div id="root"></div>';

export function prerenderShells(): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  // Source of a page -> the files of its chunk and the chunks it imports, beyond the app's own.
  const pageFiles = new Map<string, string[]>();
  return {
    name: 'prerender-shells',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const withImports = chunkClosure(chunks);
      const initial = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...withImports(chunk.fileName)]));
      for (const source of [SERVICES_PAGE, ...PRELOADED_PAGES.map((page) => page.source)]) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(source));
        if (!chunk) throw new Error(`prerender-shells: no chunk for ${source}`);
        pageFiles.set(source, [...withImports(chunk.fileName)].filter((file) => !initial.has(file)).map((file) => `${base}${file}`));
      }
    },
    async closeBundle() {
      const server = await createServer({
        mode: 'production',
        root,
        configFile: false,
        plugins: [react()],
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderShell } = (await server.ssrLoadModule('/src/shell/renderShell.tsx')) as { renderShell: (urlPath: string) => string };
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT)) throw new Error(`prerender-shells: index.html has no ${ROOT}`);
        // Vite's tags for the app's script and its imports: the loader below asks for them instead.
        const appScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
        if (!appScript) throw new Error('prerender-shells: index.html has no module script');
        const appImports = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
        const bare = template.replace(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g, '');
        const shell = (urlPath: string) => `<div inert aria-hidden="true">${renderShell(urlPath)}</div>`;
        const write = (file: string, root: string, pages: PagePreload[]) => {
          const html = bare.replace(ROOT, root).replace('</body>', `${loaderScript(appScript, appImports, pages)}</body>`);
          writeFileSync(file, html);
          writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
        };
        mkdirSync(path.join(outDir, 'pages'), { recursive: true });
        const services = [{ path: /^/, files: pageFiles.get(SERVICES_PAGE) ?? [] }];
        for (const page of SHELL_PAGES) write(path.join(outDir, 'pages', `${page}.html`), `<div id="root">${shell(`/${page}`)}</div>`, services);
        write(
          path.join(outDir, 'index.html'),
          shellByPath(shell(ANY_PAGE), INDEX_SHELLS.map((page) => ({ path: page.path, markup: shell(page.urlPath) }))),
          PRELOADED_PAGES.map((page) => ({ path: page.path, files: pageFiles.get(page.source) ?? [] })),
        );
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * #root for a file that answers several paths: each shell in a template, and an inline
 * script right after #root that moves in the one of the path (the first that matches, or
 * the default) while the HTML is parsed, before anything is painted.
 */
function shellByPath(fallback: string, shells: { path: RegExp; markup: string }[]): string {
  const templates = [fallback, ...shells.map((s) => s.markup)].map((markup, i) => `<template id="shell-${i}">${markup}</template>`).join('');
  const tests = shells.map((s, i) => `${s.path.toString()}.test(p)?${i + 1}:`).join('');
  return (
    `${templates}<div id="root"></div>` +
    `<script>(function(){var p=location.pathname;document.getElementById("root").appendChild(document.getElementById("shell-"+(${tests}0)).content)})()</script>`
  );
}

interface PagePreload {
  path: RegExp;
  files: string[];
}

/** How long after the shell's first frame the loader waits for the browser to report its paint. */
const PAINT_WAIT_MS = 300;

/**
 * The inline script that loads the app once the shell has been painted: the app's script,
 * its imports, and the chunk files of the page whose path matches. Asked for in the same
 * breath, they load side by side; asked for after the first paint, neither their transfer
 * nor their run can hold up the shell's paint (Lighthouse counts every script that arrived
 * before the first paint as blocking it). "Painted" is the browser's first-contentful-paint
 * entry, which comes when the frame is on screen: on a busy machine that can be well after
 * the frame was drawn, and scripts asked for at the frame (as before) were counted against
 * the paint (the wizard's FCP 0.8 -> 2.5 s in one run at load 7). Without that entry
 * (no Paint Timing), PAINT_WAIT_MS after the first frame. A page opened in a hidden tab,
 * where frames wait until it is shown, loads at once.
 */
function loaderScript(app: string, imports: string[], pages: PagePreload[]): string {
  const table = pages.map((page) => `[${page.path.toString()},${JSON.stringify(page.files)}]`).join(',');
  return (
    '<script>(function(){function add(rel,href){var e=document.createElement(rel?"link":"script");' +
    'if(rel){e.rel=rel;e.href=href}else{e.type="module";e.src=href}e.crossOrigin="";document.head.appendChild(e)}' +
    `function load(){add("",${JSON.stringify(app)});${JSON.stringify(imports)}.forEach(function(h){add("modulepreload",h)});` +
    `[${table}].forEach(function(p){if(p[0].test(location.pathname))p[1].forEach(function(h){add("modulepreload",h)})});` +
    '}' +
    'var started=false;function start(){if(!started){started=true;load()}}' +
    'if(document.visibilityState==="hidden")return load();' +
    'try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}catch(e){}' +
    `requestAnimationFrame(function(){setTimeout(start,${PAINT_WAIT_MS})})})()</script>`
  );
}
