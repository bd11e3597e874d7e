import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Outlet, useOutletContext } from 'react-router-dom';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.js';

// The header's dialogs are fetched when first opened: their forms and MUI's dialog and
// text-field code stay out of the first page's JavaScript (issue 5, Lighthouse's blocking time).
const CartDialog = lazy(() => import('./CartDialog.js').then((m) => ({ default: m.CartDialog })));
const LoginDialog = lazy(() => import('./LoginDialog.js').then((m) => ({ default: m.LoginDialog })));
const ManageBookingDialog = lazy(() => import('./ManageBookingDialog.js').then((m) => ({ default: m.ManageBookingDialog })));
const RegisterDialog = lazy(() => import('./RegisterDialog.js').then((m) => ({ default: m.RegisterDialog })));

// One header dialog at a time: login and register hand over to each other.
type HeaderDialog = 'cart' | 'manageBooking' | 'login' | 'register';

/** What the layout offers its pages: the header's dialogs (the login page links to registration). */
export interface LayoutActions {
  openRegister: () => void;
}

export const useLayoutActions = () => useOutletContext<LayoutActions>();

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
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  // A dialog once opened stays mounted, so it closes with its transition and keeps what was typed.
  const [mounted, setMounted] = useState<ReadonlySet<HeaderDialog>>(() => new Set());
  const show = useCallback((next: HeaderDialog) => {
    setMounted((before) => (before.has(next) ? before : new Set(before).add(next)));
    setDialog(next);
  }, []);
  const close = () => setDialog(null);
  const actions = useMemo<LayoutActions>(() => ({ openRegister: () => show('register') }), [show]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <Header onOpenCart={() => show('cart')} onOpenManageBooking={() => show('manageBooking')} onOpenLogin={() => show('login')} />
      {/* tabIndex -1: the skip link's target takes the focus, so the next Tab goes on from there. */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, '&:focus': { outline: 'none' } }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet context={actions} />
        </Suspense>
      </Box>
      <Footer />
      {/* Each dialog its own boundary: one arriving does not hide another that is open. */}
      {mounted.has('cart') && (
        <Suspense fallback={null}>
          <CartDialog open={dialog === 'cart'} onClose={close} />
        </Suspense>
      )}
      {mounted.has('manageBooking') && (
        <Suspense fallback={null}>
          <ManageBookingDialog open={dialog === 'manageBooking'} onClose={close} />
        </Suspense>
      )}
      {mounted.has('login') && (
        <Suspense fallback={null}>
          <LoginDialog open={dialog === 'login'} onClose={close} onOpenRegister={() => show('register')} />
        </Suspense>
      )}
      {mounted.has('register') && (
        <Suspense fallback={null}>
          <RegisterDialog open={dialog === 'register'} onClose={close} onOpenLogin={() => show('login')} />
        </Suspense>
      )}
    </Box>
  );
}
