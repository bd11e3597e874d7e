import { startTransition, useEffect, useState } from 'react';
import type { AvailableService } from '@app/core/contract/catalogue';
import { api } from '../api/http.js';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One kind of the catalogue. `minimumMs` keeps the placeholder up at least that long
 * (spec §9: 1.5 s for the fixed-price list), so a fast answer does not flash.
 */
export function useAvailableServices(fixedPrice: boolean, minimumMs = 0): Loaded<AvailableService[]> {
  const [state, setState] = useState<Loaded<AvailableService[]>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const request = api<AvailableService[]>('GET', `/api/available-services?is_fixed_price=${fixedPrice ? 1 : 0}`);
    Promise.all([request, wait(minimumMs)])
      // A transition: React renders the cards in slices that yield to the browser rather
      // than in one long task (Lighthouse's total blocking time).
      .then(([data]) => live && startTransition(() => setState({ status: 'ready', data })))
      .catch(() => live && setState({ status: 'failed', message: 'We could not load our services. Please refresh the page to try again.' }));
    return () => {
      live = false;
    };
  }, [fixedPrice, minimumMs]);
  return state;
}
