import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { BookingWizard } from '../booking/BookingWizard.js';
import { useBookingData } from '../booking/useBookingData.js';
import { WorkPermitNotice } from '../booking/WorkPermitNotice.js';
import { emptyCart } from '../cart/cart.js';
import { useCart } from '../cart/CartContext.js';
import type { AvailableService } from '@app/core/contract/catalogue';
import NotFound from './NotFound.js';

const isBookable = (service: AvailableService) => service.is_fixed_price === 1;

/**
 * /book-services/:title, the booking wizard of a fixed-price service (spec §2). The build
 * draws this page's loading state, notice included, into the HTML (../shell).
 */
export default function BookServices() {
  const { title = '' } = useParams();
  const { replace } = useCart();
  // Spec §2: on entry the cart is reset to this service.
  const resetCart = useCallback(
    (service: AvailableService) => isBookable(service) && replace({ ...emptyCart, service: { id: service.id, name: service.name, friendly_name: service.friendly_name } }),
    [replace],
  );
  const load = useBookingData(title, resetCart);
  // Spec §2: the work-permit notice greets the visitor on entry, while the service loads,
  // rather than after it (it is the page's first content, and it is static).
  const [notice, setNotice] = useState(true);

  if (load.status === 'missing') return <NotFound />;
  if (load.status === 'ready' && !isBookable(load.data.service)) return <Navigate to={`/contact-us/${encodeURIComponent(title)}`} replace />;
  return (
    // The wizard's height is reserved from the first paint, so the footer does not jump when the placeholder gives way.
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, minHeight: '100vh' }}>
      <WorkPermitNotice open={notice && load.status !== 'failed'} onClose={() => setNotice(false)} />
      {load.status === 'loading' && (
        <Box role="status" aria-busy="true" aria-label="Loading the service">
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
      {load.status === 'ready' && <BookingWizard service={load.data.service} locations={load.data.locations} noticeOpen={notice} />}
    </Container>
  );
}
