import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router-dom';
import { BookingWizard } from '../booking/BookingWizard.js';
import { useBookingData } from '../booking/useBookingData.js';
import NotFound from './NotFound.js';

/** /book-services/:title, the booking wizard of a fixed-price service (spec §2). */
export default function BookServices() {
  const { title = '' } = useParams();
  const load = useBookingData(title);

  if (load.status === 'missing') return <NotFound />;
  if (load.status === 'ready' && load.data.service.is_fixed_price !== 1) return <Navigate to={`/contact-us/${encodeURIComponent(title)}`} replace />;
  return (
    // The wizard's height is reserved from the first paint, so the footer does not jump when the placeholder gives way.
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, minHeight: '100vh' }}>
      {load.status === 'loading' && (
        <Box aria-busy="true" aria-label="Loading the service">
          <Skeleton variant="text" width="50%" height={48} />
          <Skeleton variant="rectangular" height={360} sx={{ mt: 2 }} />
        </Box>
      )}
      {load.status === 'failed' && (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            Book a service
          </Typography>
          <Alert severity="error">{load.message}</Alert>
        </>
      )}
      {load.status === 'ready' && <BookingWizard service={load.data.service} locations={load.data.locations} />}
    </Container>
  );
}
