import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ENTRY_SOURCES, preloadEntryByPath } from './entryPreload';
// The public site's plugin: a gzip copy beside each script and style sheet, which the api
// sends to browsers that accept gzip (services/api/src/http/precompressed.ts).
import { precompress } from '../web-public/precompress';

// In development the api runs on its own port; these are the server surfaces it owns
// (spec calls, react-admin's api, health and metrics, the live channel).
const API_ORIGIN = 'http://localhost:3000';
const API_PATHS = ['/api', '/auth', '/sanctum', '/admin-api', '/healthz', '/readyz'];

/** The sign-in page's path (src/basename.ts says the same for main.tsx). */
const SIGN_IN_PATH = /^\/admin\/login\/?$/;

/**
 * The modules each entry imports statically, read from the module graph once it is
 * complete, for the chunk groups below (as web-public's vite.config.ts does for its pages).
 */
const entryModules = { signIn: new Set<string>(), console: new Set<string>() };

function entryGraph(): Plugin {
  return {
    name: 'entry-graph',
    apply: 'build',
    buildEnd() {
      for (const [entry, source] of Object.entries(ENTRY_SOURCES) as [keyof typeof ENTRY_SOURCES, string][]) {
        const found = entryModules[entry];
        found.clear();
        const visit = (id: string) => {
          if (found.has(id)) return;
          found.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        const start = [...this.getModuleIds()].find((id) => id.endsWith(`/${source}`));
        if (start) visit(start);
      }
    },
  };
}

export default defineConfig({
  // The api serves this build under /admin/, so asset URLs are /admin/assets/...
  base: '/admin/',
  plugins: [react(), entryGraph(), precompress(), preloadEntryByPath(SIGN_IN_PATH)],
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      ...Object.fromEntries(API_PATHS.map((path) => [path, { target: API_ORIGIN, changeOrigin: true }])),
      '/socket.io': { target: API_ORIGIN, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [],
        },
      },
    },
  },
});
