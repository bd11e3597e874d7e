import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout.js';

// Every page is its own chunk so the first load carries only the shell and the page asked for.
const Services = lazy(() => import('./pages/Services.js'));
const NotFound = lazy(() => import('./pages/NotFound.js'));
const ComingSoon = lazy(() => import('./pages/ComingSoon.js'));
const SetPassword = lazy(() => import('./pages/SetPassword.js'));

// Screens of spec §2 whose issues have not landed yet: the route exists, the page says so.
const pending = (title: string): RouteObject['element'] => <ComingSoon title={title} />;

// The route table of spec §2 (history mode, base /).
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <Navigate to="/services" replace /> },
      { path: 'services', element: <Services /> },
      { path: 'work-orders', element: <Services /> },
      { path: 'login', element: pending('Login') },
      { path: 'book-services/:title', element: pending('Book a service') },
      // The id is required here: a bare /booking-success falls through to NotFound, as the spec asks.
      { path: 'booking-success/:id', element: pending('Booking confirmed') },
      { path: 'bookings/:id/manongs', element: pending('Assigned manongs') },
      { path: 'payment-failed', element: pending('Payment failed') },
      { path: 'contact-us/:title', element: pending('Request a Call') },
      { path: 'assessment-sent', element: pending('Your request for assessment') },
      { path: 'profile', element: pending('My profile') },
      { path: 'my-addresses', element: pending('My addresses') },
      { path: 'my-bookings', element: pending('My bookings') },
      // The old link format puts the lookup in one segment: /booking-management/email={email}&bookingId={id}.
      { path: 'booking-management/:lookup', element: pending('Manage booking') },
      // The e-mailed single-use link that gives a new account its password.
      { path: 'set-password', element: <SetPassword /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
