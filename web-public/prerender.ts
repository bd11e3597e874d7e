/**
 * A Vite plugin that draws the app's shells into the built HTML (src/shell/renderShell.tsx),
 * so the browser paints the header, the page's headings and its placeholders as soon as the
 * HTML arrives rather than after the scripts have loaded and run:
 *   dist/index.html           the layout around the page-loading placeholder (any page);
 *   dist/pages/<name>.html    /<name>'s own loading state, which the api sends for that path
 *                             (services/api/src/http/webApps.ts).
 * Each gets a gzip copy beside it. The shells are rendered by Vite's SSR loader in
 * production mode, so their style class names are the ones the app's scripts will use.
 * A shell is inert and hidden from assistive technology: its buttons do nothing until the
 * app has rendered over it (src/main.tsx), so neither a click nor a screen reader lands there.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

/** Pages with a shell of their own: the services list (spec §2: /services and /work-orders). */
const SHELL_PAGES = ['services', 'work-orders'];
/** Any path the shell's router does not know draws the layout's page-loading placeholder. */
const ANY_PAGE = '/loading';
const ROOT = '<div id="root"></div>';

export function prerenderShells(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'prerender-shells',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
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
        const write = (file: string, urlPath: string) => {
          const html = template.replace(ROOT, `<div id="root"><div inert aria-hidden="true">${renderShell(urlPath)}</div></div>`);
          writeFileSync(file, html);
          writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
        };
        mkdirSync(path.join(outDir, 'pages'), { recursive: true });
        for (const page of SHELL_PAGES) write(path.join(outDir, 'pages', `${page}.html`), `/${page}`);
        write(path.join(outDir, 'index.html'), ANY_PAGE);
      } finally {
        await server.close();
      }
    },
  };
}

