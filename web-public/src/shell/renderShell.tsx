/**
 * The shells the build writes into the HTML (../../prerender.ts): the public layout around
 * a page's loading state, rendered to markup with its styles at build time. The browser
 * draws a shell as soon as the HTML arrives, instead of after the scripts have loaded and
 * run (Lighthouse's first and largest contentful paint); the app then renders over it.
 */
import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AppProviders } from '../AppProviders.js';
import { PublicLayout } from '../layout/PublicLayout.js';
import BookServices from '../pages/BookServices.js';
import Services from '../pages/Services.js';

// A page that never arrives: the layout draws its page-loading placeholder in its place.
const Pending = lazy(() => new Promise<never>(() => {}));

/** The markup of #root for a path: the services list's or the wizard's loading state, or any other page's. */
export function renderShell(path: string): string {
  return renderToString(
    <AppProviders>
      <StaticRouter location={path}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="services" element={<Services />} />
            <Route path="work-orders" element={<Services />} />
            <Route path="book-services/:title" element={<BookServices />} />
            <Route path="*" element={<Pending />} />
          </Route>
        </Routes>
      </StaticRouter>
    </AppProviders>,
  );
}
