import { Admin } from 'react-admin';
import { authProvider } from './authProvider.js';
import { Dashboard } from './Dashboard.js';
import { dataProvider } from './dataProvider/index.js';
import { i18nProvider } from './i18nProvider.js';
import { Layout } from './layout/Layout.js';

// The api serves this console under /admin/ (see vite.config.ts, base).
export const ADMIN_BASENAME = '/admin';

// The admin and field-staff console.
export function App() {
  return (
    <Admin
      basename={ADMIN_BASENAME}
      title="Admin console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={Layout}
      requireAuth
      disableTelemetry
    >
      {/* Resources are chosen from the user's roles (spec §6), hence a function of the
          permissions. None exist yet; it also keeps react-admin from showing its
          "empty admin" welcome page instead of the dashboard. */}
      {(_roles: string[]) => []}
    </Admin>
  );
}
