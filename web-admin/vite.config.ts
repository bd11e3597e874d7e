import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { libraryGroups, noChunkCycles } from './chunkGroups';
import { ENTRY_SOURCES, preloadEntryByPath } from './entryPreload';
import { SIGN_IN_PATH } from './src/basename';
import { firstPageUrl } from './src/bookings/firstPage';
// The public site's plugin: a gzip copy beside each script and style sheet, which the api
// sends to browsers that accept gzip (services/api/src/http/precompressed.ts).
import { precompress } from '../web-public/precompress';

// In development the api runs on its own port; these are the server surfaces it owns
// (spec calls, react-admin's api, health and metrics, the live channel).
const API_ORIGIN = 'http://localhost:3000';
const API_PATHS = ['/api', '/auth', '/sanctum', '/admin-api', '/healthz', '/readyz'];

// The entries that draw a screen's first rows before the console's scripts (src/firstPaint/):
// index.html asks for them on their screens' paths, ahead of the console's files.
const FIRST_PAINT = { staffJobs: 'src/firstPaint/staffJobs.ts', bookingRows: 'src/firstPaint/bookingRows.ts' };
const fromRoot = (source: string) => fileURLToPath(new URL(source, import.meta.url));

// The screens people open the console at: their chunks and first GETs load with the
// console's own scripts (entryPreload.ts). The bookings list's is react-admin's first
// page (ra-data-simple-rest's query for BookingTable's default sort, bookings/firstPage.ts).
const FIRST_SCREENS = [
  { path: /^\/admin\/?$/, source: 'src/home/AdminHome.tsx', calls: ['/api/notifications'] },
  {
    path: /^\/admin\/bookings\/?$/,
    source: 'src/bookings/BookingList.tsx',
    calls: [firstPageUrl('bookings'), '/api/notifications'],
    firstPaint: FIRST_PAINT.bookingRows,
  },
  { path: /^\/admin\/manong-bookings\/?$/, source: 'src/manong/ManongBookings.tsx', calls: ['/api/manongs/bookings'], firstPaint: FIRST_PAINT.staffJobs },
  { path: /^\/admin\/assessor-bookings\/?$/, source: 'src/assessor/AssessorBookings.tsx', calls: ['/api/assessors/bookings'], firstPaint: FIRST_PAINT.staffJobs },
];

// What every signed-in screen loads: the top bar's bell, the session, the payment mode.
const EVERY_SCREEN = { sources: ['src/layout/NotificationsButton.tsx'], calls: ['/api/user', '/api/payment-mode'] };

export default defineConfig({
  // The api serves this build under /admin/, so asset URLs are /admin/assets/...
  base: '/admin/',
  plugins: [react(), precompress(), preloadEntryByPath(SIGN_IN_PATH, FIRST_SCREENS, EVERY_SCREEN), noChunkCycles()],
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
    // Rolldown's own splitting, which follows what each entry uses after tree-shaking, with
    // the libraries in fewer files (chunkGroups.ts): the sign-in page's are React and the
    // MUI parts of its form in one file; a console page's are those, react-admin and the
    // layout, which index.html asks for at once (entryPreload.ts); each screen is a lazy
    // chunk of its own (common/lazyView.ts). One 'app' group for the whole first paint made
    // the sign-in page load react-admin; merging the libraries' sets up to 40 kB instead of
    // 20 kB cost each console page 45-75 kB more gzip for 0-7 fewer files. At 20 kB, the
    // bookings list with its dialogs split off had two console chunks importing each other
    // (noChunkCycles) and pulled react-dropzone in; at 12 kB neither, and each of the first
    // screens (console, bell and screen) loads less: bookings 450 -> 370 kB gzip (67 -> 55
    // files), home 343 -> 328 (36 -> 41), the manong's 338 -> 321 (33 -> 37).
    rolldownOptions: {
      // The first-paint entries beside the page's (Vite's default input).
      input: { index: fromRoot('index.html'), ...Object.fromEntries(Object.entries(FIRST_PAINT).map(([name, source]) => [name, fromRoot(source)])) },
      output: {
        codeSplitting: {
          groups: libraryGroups(fromRoot(ENTRY_SOURCES.signIn), 12_000, Object.values(FIRST_PAINT).map(fromRoot)),
        },
      },
    },
  },
});
