import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ADMIN_BASENAME, App } from './App.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// History mode under /admin: react-admin would otherwise create a hash router. Inside an
// existing router it nests its routes under the matched path and prefixes its links with
// the basename it is given.
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path={`${ADMIN_BASENAME}/*`} element={<App />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
