import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { AdminHome } from './home/AdminHome.js';
import { useRoles } from './layout/RoleDashboards.js';

// The console's home (spec: /admin, a booking calendar and today's bookings): the
// administrator's home (home/), and a welcome for staff without the administrator role.
export function Dashboard() {
  const roles = useRoles();
  if (roles.includes('administrator')) return <AdminHome />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Home" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Welcome to the admin console
        </Typography>
        <Alert severity="info">
          Coming here: the month booking calendar with each day&apos;s schedule, and the Bookings
          for Today table. Bookings, re-bookings, cancellation requests and assessments open
          from the Booking Logs menu once they are built.
        </Alert>
      </CardContent>
    </Card>
  );
}
