import { useQuery } from '@tanstack/react-query';
import type { AvailableSlot as Slot } from '@app/core/contract/bookings';
import { formatDate, formatTime } from '../format.js';
import { getJson } from '../bookings/commands.js';

/** A window of days (YYYY-MM-DD, Manila) for GET api/available-schedules; without one, the api's next 30 days. */
export interface SlotRange {
  start: string;
  end: string;
}

/** Open slots (GET api/available-schedules) as choices 'Mar 05, 2026 08:00 AM'. */
export function useAvailableSlots(enabled: boolean, range?: SlotRange) {
  return useQuery({
    queryKey: ['available-schedules', range?.start, range?.end],
    enabled,
    queryFn: async () => {
      const query = range ? `?start=${range.start}&end=${range.end}` : '';
      const slots = await getJson<Slot[] | { data: Slot[] }>(`/api/available-schedules${query}`);
      return (Array.isArray(slots) ? slots : slots.data).map((s) => ({ id: s.id, name: `${formatDate(s.scheduled_at)} ${formatTime(s.start_at)}` }));
    },
  });
}
