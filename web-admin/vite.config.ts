import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the api runs on its own port; these are the server surfaces it owns
// (spec calls, react-admin's api, health and metrics, the live channel).
const API_ORIGIN = 'http://localhost:3000';
const API_PATHS = ['/api', '/auth', '/sanctum', '/admin-api', '/healthz', '/readyz'];

export default defineConfig({
  // The api serves this build under /admin/, so asset URLs are /admin/assets/...
  base: '/admin/',
  plugins: [react()],
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
        // react-admin alone is most of this app. Vendor chunks that change only when a
        // dependency does stay cached in the browser across our own releases.
        codeSplitting: {
          // Higher priority claims its modules first, so each library lands in its own chunk
          // rather than in the first group that depends on it.
          groups: [
            { name: 'react', priority: 3, test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'mui', priority: 2, test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            { name: 'react-admin', priority: 1, test: /node_modules[\\/](react-admin|ra-[^\\/]+|@tanstack|react-hook-form)[\\/]/ },
          ],
        },
      },
    },
  },
});
