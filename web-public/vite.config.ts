import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress';
import { PAGE_SOURCES, prerenderShells } from './prerender';

// In development the api runs on its own port; these are the server surfaces it owns
// (spec calls, react-admin's api, health and metrics, the live channel).
const API_ORIGIN = 'http://localhost:3000';
const API_PATHS = ['/api', '/auth', '/sanctum', '/admin-api', '/healthz', '/readyz'];

/**
 * The modules each first-loaded page imports statically (the services list, the wizard),
 * read from the module graph once it is complete, for the chunk groups below.
 */
const pageModules = { services: new Set<string>(), wizard: new Set<string>() };

function pageGraph(): Plugin {
  return {
    name: 'page-graph',
    apply: 'build',
    buildEnd() {
      for (const [page, source] of Object.entries(PAGE_SOURCES) as [keyof typeof PAGE_SOURCES, string][]) {
        const found = pageModules[page];
        found.clear();
        const start = [...this.getModuleIds()].find((id) => id.endsWith(`/${source}`));
        const visit = (id: string) => {
          if (found.has(id)) return;
          found.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        if (start) for (const imported of this.getModuleInfo(start)?.importedIds ?? []) visit(imported);
      }
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), pageGraph(), precompress(), prerenderShells()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      ...Object.fromEntries(API_PATHS.map((path) => [path, { target: API_ORIGIN, changeOrigin: true }])),
      '/socket.io': { target: API_ORIGIN, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Fewer, larger chunks for the pages loaded first: each file is a request and a script
    // evaluation on the phone Lighthouse simulates (the wizard asked for 42 scripts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs first (the entry's static imports): one file.
            { name: 'app', tags: ['$initial'], priority: 3 },
            // What the services list and the wizard share beyond it (cards, alerts, skeletons).
            { name: 'pages', test: (id) => pageModules.services.has(id) && pageModules.wizard.has(id), priority: 2 },
            // The rest of the services list's static imports (its grid and cards).
            { name: 'services', test: (id) => pageModules.services.has(id), priority: 1 },
            // The rest of the wizard's static imports (fields, lists, dialogs' parts): one file
            // beside its page's, which the other pages that use some of it share.
            { name: 'wizard', test: (id) => pageModules.wizard.has(id), priority: 1 },
          ],
        },
      },
    },
  },
});
