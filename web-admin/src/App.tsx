import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import assessments from './assessments/index.js';
import { authProvider } from './authProvider.js';
import { ADMIN_BASENAME } from './basename.js';
import bookings from './bookings/index.js';
import cancellations from './cancellations/index.js';
import categories from './categories/index.js';
import categoryServices from './category-services/index.js';
import cities from './cities/index.js';
import coupons from './coupons/index.js';
import customers from './customers/index.js';
import { dataProvider } from './dataProvider/index.js';
import { RoleHome } from './fieldStaff/RoleHome.js';
import { roleScreens } from './fieldStaff/roleScreens.js';
import { lazyView } from './common/lazyView.js';
import { en } from './i18n/en.js';
import { i18nProvider } from './i18nProvider.js';
import { Layout } from './layout/Layout.js';
import { LoginPage } from './layout/LoginPage.js';
import locations from './locations/index.js';
import plans from './plans/index.js';
import { queryClient } from './queryClient.js';
import rebookings from './rebookings/index.js';
import schedules from './schedules/index.js';
import teams from './teams/index.js';
import { lightTheme } from './theme.js';
import users from './users/index.js';

const ServicesPage = lazyView(() => import('./categories/ServicesPage.js'), 'ServicesPage');
const ReminderSettingsPage = lazyView(() => import('./settings/ReminderSettingsPage.js'), 'ReminderSettingsPage');
const PlanSettingsPage = lazyView(() => import('./settings/PlanSettingsPage.js'), 'PlanSettingsPage');


/**
 * The administrator's screens (spec §2 routes, §6). Resource names are the spec's paths:
 * /admin/discount-coupons and /admin/schedule-planner map to the api's coupons and
 * schedules in the dataProvider; /admin/services shows the categories and services tables.
 */
function administratorResources() {
  return [
    <Resource key="cities" name="cities" {...cities} />,
    <Resource key="users" name="users" {...users} />,
    <Resource key="customers" name="customers" {...customers} />,
    <Resource key="addresses" name="addresses" recordRepresentation="street_address" />,
    <Resource key="categories" name="categories" {...categories} />,
    <Resource key="category-services" name="category-services" {...categoryServices} />,
    <Resource key="teams" name="teams" {...teams} />,
    <Resource key="locations" name="locations" {...locations} />,
    <Resource key="discount-coupons" name="discount-coupons" {...coupons} />,
    <Resource key="schedule-planner" name="schedule-planner" {...schedules} />,
    <Resource key="bookings" name="bookings" {...bookings} />,
    <Resource key="bookings-for-rebooking" name="bookings-for-rebooking" {...rebookings} />,
    <Resource key="bookings-for-cancellation" name="bookings-for-cancellation" {...cancellations} />,
    <Resource key="assessments" name="assessments" {...assessments} />,
    <Resource key="plans" name="plans" {...plans} />,
    <CustomRoutes key="routes">
      <Route path="/services" element={<ServicesPage />} />
      <Route path="/reminder-settings" element={<ReminderSettingsPage />} />
      <Route path="/plan-settings" element={<PlanSettingsPage />} />
    </CustomRoutes>,
  ];
}

// The admin and field-staff console.
export function App() {
  return (
    <Admin
      basename={ADMIN_BASENAME}
      title={en.app.title}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={RoleHome}
      layout={Layout}
      loginPage={LoginPage}
      theme={lightTheme}
      queryClient={queryClient}
      requireAuth
      disableTelemetry
    >
      {/* Resources follow the user's roles (authProvider.getPermissions gives role names). */}
      {(roles: string[]) => {
        const held = Array.isArray(roles) ? roles : [];
        // Manong, assessor and auditor screens (and the audit screens) come from roleScreens.
        return [...(held.includes('administrator') ? administratorResources() : []), ...roleScreens(held)];
      }}
    </Admin>
  );
}
