import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { startPageCalls } from './api/pageCalls.js';
import { AppProviders } from './AppProviders.js';
import { routes } from './routes.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startPageCalls(window.location.pathname);

// The route table through the declarative router: the app uses no loaders or actions, and
// the data router's code would add 54 KB (17 KB gzip) to the first script.
function AppRoutes() {
  return useRoutes(routes);
}

// The first render is a transition, so React renders it in slices of a few milliseconds
// that yield to the browser, instead of one long task (Lighthouse's total blocking time).
// It replaces the shell the build drew into #root (./shell), which holds the screen meanwhile.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>,
  ),
);
