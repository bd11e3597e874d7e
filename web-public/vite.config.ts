import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';
import { prerenderShells } from './prerender';

// In development the api runs on its own port; these are the server surfaces it owns
// (spec calls, react-admin's api, health and metrics, the live channel).
const API_ORIGIN = 'http://localhost:3000';
const API_PATHS = ['/api', '/auth', '/sanctum', '/admin-api', '/healthz', '/readyz'];

export default defineConfig({
  base: '/',
  plugins: [react(), precompress(), prerenderShells()],
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
  },
});
