import { useQuery } from '@tanstack/react-query';
import type { AvailableSlot as Slot } from '@app/core/contract/bookings';
import { formatDate, formatTime } from '../format.js';
import { getJson } from './commands.js';

/** Open slots of the next 30 days (GET api/available-schedules), as choices 'Mar 05, 2026 08:00 AM'. */
export function useAvailableSlots(enabled: boolean) {
  return useQuery({
    queryKey: ['available-schedules'],
    enabled,
    queryFn: async () => {
      const slots = await getJson<Slot[] | { data: Slot[] }>('/api/available-schedules');
      return (Array.isArray(slots) ? slots : slots.data).map((s) => ({ id: s.id, name: `${formatDate(s.scheduled_at)} ${formatTime(s.start_at)}` }));
    },
  });
}
