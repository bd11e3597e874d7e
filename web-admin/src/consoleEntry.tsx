import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { App } from './App.js';
import { ADMIN_BASENAME } from './basename.js';

/**
 * Draws the console in `container`. History mode under /admin: react-admin would otherwise
 * create a hash router. Inside an existing router it nests its routes under the matched
 * path and prefixes its links with the basename it is given. The first render is a
 * transition, so React renders it in slices that yield to the browser instead of one long
 * task (Lighthouse's total blocking time), as web-public's main.tsx does.
 */
export function renderConsole(container: HTMLElement): void {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <Routes>
            <Route path={`${ADMIN_BASENAME}/*`} element={<App />} />
          </Routes>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}
