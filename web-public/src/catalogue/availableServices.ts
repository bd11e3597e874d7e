import { startTransition, useEffect, useState } from 'react';
import { api } from '../api/http.js';

/** One category of the public catalogue, as GET /api/available-services answers it. */
export interface AvailableService {
  id: string;
  name: string;
  friendly_name: string;
  description: string;
  picture: string | null;
  is_fixed_price: 0 | 1;
  services: { id: string; name: string; price: number; per_unit: string | null }[];
}

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
