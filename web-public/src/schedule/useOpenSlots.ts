import { useEffect, useState } from 'react';
import { failureMessage } from '../api/http.js';
import type { AvailableSlot } from '@app/core/contract/bookings';
import { availableSchedules } from '../bookings/bookingApi.js';
import { dayKey } from './slotDates.js';

export interface OpenSlots {
  slots: AvailableSlot[];
  loading: boolean;
  error: string | null;
}

/** The open slots of the days from `start` to `end` (GET api/available-schedules), asked again when the range changes. */
export function useOpenSlots(start: Date, end: Date, enabled = true): OpenSlots {
  const [slots, setSlots] = useState<AvailableSlot[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const from = dayKey(start);
  const to = dayKey(end);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setLoading(true);
    setError(null);
    availableSchedules(from, to)
      .then((found) => live && setSlots(found))
      .catch((failure: unknown) => live && setError(failureMessage(failure)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [from, to, enabled]);

  return { slots, loading, error };
}
