import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The public site's plugin: a gzip copy beside each script and style sheet, which the api
// sends to browsers that accept gzip (services/api/src/http/precompressed.ts).
import { precompress } from '../web-public/precompress';

// In development the api runs on its own port; these are the server surfaces it owns
// (spec calls, react-admin's api, health and metrics, the live channel).
const API_ORIGIN = 'http://localhost:3000';
const API_PATHS = ['/api', '/auth', '/sanctum', '/admin-api', '/healthz', '/readyz'];

export default defineConfig({
  // The api serves this build under /admin/, so asset URLs are /admin/assets/...
  base: '/admin/',
  plugins: [react(), precompress()],
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
          groups: [
            // What every page runs first (the entry's static imports, react-admin and MUI's
            // core among them): one file rather than a chain of requests. The screens are
            // lazy (common/lazyView.ts), so each brings only what it adds.
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
