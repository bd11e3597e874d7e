import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth, type RouteMeta } from './auth/RequireAuth.js';
import { PublicLayout } from './layout/PublicLayout.js';

// Every page is its own chunk so the first load carries only the shell and the page asked for.
const Services = lazy(() => import('./pages/Services.js'));
const NotFound = lazy(() => import('./pages/NotFound.js'));
const SetPassword = lazy(() => import('./pages/SetPassword.js'));
const Login = lazy(() => import('./pages/Login.js'));
const Profile = lazy(() => import('./pages/Profile.js'));
const MyAddresses = lazy(() => import('./pages/MyAddresses.js'));
// The wizard's chunk alone carries react-big-calendar and date-fns.
const BookServices = lazy(() => import('./pages/BookServices.js'));
const BookingSuccess = lazy(() => import('./pages/BookingSuccess.js'));
const PaymentFailed = lazy(() => import('./pages/PaymentFailed.js'));
const RequestCall = lazy(() => import('./pages/RequestCall.js'));
const AssessmentSent = lazy(() => import('./pages/AssessmentSent.js'));
const ManageBooking = lazy(() => import('./pages/ManageBooking.js'));
const MyBookings = lazy(() => import('./pages/MyBookings.js'));
const BookingManongs = lazy(() => import('./pages/BookingManongs.js'));

// The customer's own pages: signed in, and a customer (staff have the console instead).
const customerOnly: RouteMeta = { requiresLogin: true, roles: ['customer'] };

const guarded = (meta: RouteMeta, element: ReactNode): ReactNode => <RequireAuth meta={meta}>{element}</RequireAuth>;

// The route table of spec §2 (history mode, base /), with each route's guard meta.
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <Navigate to="/services" replace /> },
      { path: 'services', element: <Services /> },
      { path: 'work-orders', element: <Services /> },
      { path: 'login', element: <Login /> },
      { path: 'book-services/:title', element: <BookServices /> },
      // The id is required here: a bare /booking-success falls through to NotFound, as the spec asks.
      { path: 'booking-success/:id', element: <BookingSuccess /> },
      { path: 'bookings/:id/manongs', element: <BookingManongs /> },
      { path: 'payment-failed', element: <PaymentFailed /> },
      { path: 'contact-us/:title', element: <RequestCall /> },
      { path: 'assessment-sent', element: <AssessmentSent /> },
      { path: 'profile', element: guarded(customerOnly, <Profile />) },
      { path: 'my-addresses', element: guarded(customerOnly, <MyAddresses />) },
      { path: 'my-bookings', element: guarded(customerOnly, <MyBookings />) },
      // The old link format puts the lookup in one segment: /booking-management/email={email}&bookingId={id}.
      { path: 'booking-management/:lookup', element: <ManageBooking /> },
      // The e-mailed single-use link that gives a new account its password.
      { path: 'set-password', element: <SetPassword /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
