/**
 * Events of a schedule slot (`slot-<date>T<start>`): one stream per slot, the
 * consistency boundary of its capacity (invariants that span streams). A
 * booking reserves a seat here first, with optimistic concurrency on this stream alone.
 */
import { z } from 'zod';

const slotId = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}$/);

export const slotPlanned = z.object({
  id: slotId,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  startAt: time,
  endAt: time,
  durationHours: z.number().int().min(1).max(8),
  country: z.literal('PH'),
  capacity: z.number().int().min(1).max(50),
});
export const slotRemoved = z.object({ id: slotId });
export const seatReserved = z.object({ id: slotId, bookingId: z.string().uuid() });
export const seatReleased = z.object({ id: slotId, bookingId: z.string().uuid() });

export type SlotDetails = Omit<z.infer<typeof slotPlanned>, 'id'>;

export type SlotEvent =
  | { type: 'SlotPlanned'; data: z.infer<typeof slotPlanned> }
  | { type: 'SlotRemoved'; data: z.infer<typeof slotRemoved> }
  | { type: 'SeatReserved'; data: z.infer<typeof seatReserved> }
  | { type: 'SeatReleased'; data: z.infer<typeof seatReleased> };

export const slotEventTypes = ['SlotPlanned', 'SlotRemoved', 'SeatReserved', 'SeatReleased'] as const;

/** A slot's id is its date and start: planning the same day and time twice is one slot. */
export const slotIdOf = (date: string, startAt: string) => `${date}T${startAt}`;
export const slotStreamId = (id: string) => `slot-${id}`;
export const isSlotId = (id: string) => slotId.safeParse(id).success;
