import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useRoles } from './layout/RoleDashboards.js';

// The calendar and chart libraries load with the home page, not with every screen.
const AdminHome = lazy(() => import('./home/AdminHome.js').then((module) => ({ default: module.AdminHome })));

// The console's home (spec: /admin, a booking calendar and today's bookings): the
// administrator's home (home/) below the welcome, which shows at once while it loads;
// staff without the administrator role are pointed to the side nav.
export function Dashboard() {
  const roles = useRoles();
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.menu.home" />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate('app.home.welcome')}
        </Typography>
        {roles.includes('administrator') ? (
          <Suspense fallback={<Loading />}>
            <AdminHome />
          </Suspense>
        ) : (
          <Alert severity="info">{translate('app.home.staff_hint')}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
