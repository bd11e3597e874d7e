import { startTransition, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/http.js';
import type { AvailableService } from '@app/core/contract/catalogue';
import type { Loaded } from '../catalogue/availableServices.js';
import type { Location } from '@app/core/contract/catalogue';
import { getServiceDetails, listLocations } from './checkoutApi.js';

/** Spec §9: the book service page's placeholder shows for at least 500 ms. */
const PLACEHOLDER_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ServiceLoad = Loaded<{ service: AvailableService; locations: Location[] }> | { status: 'missing' };

/**
 * The service of the path (by its friendly name) and the field locations, together.
 * `onReady` runs in the same transition that hands them over, so what it changes (the
 * wizard resets the cart) is drawn in that one render rather than in a second one.
 */
export function useBookingData(title: string, onReady?: (service: AvailableService) => void): ServiceLoad {
  const [state, setState] = useState<ServiceLoad>({ status: 'loading' });
  const ready = useRef(onReady);
  ready.current = onReady;
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    Promise.all([getServiceDetails(title), listLocations(), wait(PLACEHOLDER_MS)])
      // A transition: React renders the wizard in slices that yield to the browser rather
      // than in one long task (Lighthouse's total blocking time).
      .then(
        ([service, locations]) =>
          live &&
          startTransition(() => {
            ready.current?.(service);
            setState({ status: 'ready', data: { service, locations } });
          }),
      )
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) return setState({ status: 'missing' });
        setState({ status: 'failed', message: 'We could not load this service. Please refresh the page to try again.' });
      });
    return () => {
      live = false;
    };
  }, [title]);
  return state;
}
