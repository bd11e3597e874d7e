import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadEntryByPath } from './entryPreload';
import { SIGN_IN_PATH } from './src/basename';
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
  plugins: [react(), precompress(), preloadEntryByPath(SIGN_IN_PATH)],
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
    // Rolldown's own splitting, which follows what each entry uses after tree-shaking: the
    // sign-in page's files are React and the MUI parts of its form; a console page's are
    // those, react-admin and the layout, in about twenty files that index.html asks for at
    // once (entryPreload.ts); each screen is a lazy chunk of its own (common/lazyView.ts).
    // One 'app' group for the whole first paint made the sign-in page load react-admin.
  },
});
