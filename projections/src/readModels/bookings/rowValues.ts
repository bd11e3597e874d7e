/** Event values as the bookings tables hold them. */
import { MANILA_OFFSET } from '@app/core/schedules/manilaTime';

/** A slot's instant in Manila, as the schedules read model computes it. */
export const slotInstant = (slot: { date: string; startAt: string }) => `${slot.date}T${slot.startAt}:00${MANILA_OFFSET}`;
