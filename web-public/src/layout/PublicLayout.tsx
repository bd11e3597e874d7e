import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { PendingDialog } from './PendingDialog.js';

type HeaderDialog = 'cart' | 'manageBooking' | null;

function PageLoading() {
  return (
    <Box role="status" aria-label="Loading page" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}

// Header, the routed page (lazy, hence the Suspense) and footer around every public screen.
export function PublicLayout() {
  const [dialog, setDialog] = useState<HeaderDialog>(null);
  const close = () => setDialog(null);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header onOpenCart={() => setDialog('cart')} onOpenManageBooking={() => setDialog('manageBooking')} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <PendingDialog
        open={dialog === 'cart'}
        onClose={close}
        title="Your cart"
        message="The cart opens together with online booking, which is on its way."
      />
      <PendingDialog
        open={dialog === 'manageBooking'}
        onClose={close}
        title="Manage Booking"
        message="Looking up a booking by its booking ID and e-mail is on its way."
      />
    </Box>
  );
}
