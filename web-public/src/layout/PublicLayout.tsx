import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { CartDialog } from './CartDialog.js';
import { LoginDialog } from './LoginDialog.js';
import { ManageBookingDialog } from './ManageBookingDialog.js';
import { RegisterDialog } from './RegisterDialog.js';

// One header dialog at a time: login and register hand over to each other.
type HeaderDialog = 'cart' | 'manageBooking' | 'login' | 'register' | null;

// A full screen tall, so the footer waits below the fold while a page's chunk loads:
// drawn in view and then pushed out by the page, Lighthouse counts it as layout shift.
function PageLoading() {
  return (
    <Box role="status" aria-label="Loading page" sx={{ display: 'flex', justifyContent: 'center', py: 8, minHeight: '100vh' }}>
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
      <Header onOpenCart={() => setDialog('cart')} onOpenManageBooking={() => setDialog('manageBooking')} onOpenLogin={() => setDialog('login')} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <CartDialog open={dialog === 'cart'} onClose={close} />
      <ManageBookingDialog open={dialog === 'manageBooking'} onClose={close} />
      <LoginDialog open={dialog === 'login'} onClose={close} onOpenRegister={() => setDialog('register')} />
      <RegisterDialog open={dialog === 'register'} onClose={close} onOpenLogin={() => setDialog('login')} />
    </Box>
  );
}
