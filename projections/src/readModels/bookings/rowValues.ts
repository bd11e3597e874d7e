/** Event values as the bookings tables hold them. */
import { MANILA_OFFSET } from '@app/core/schedules/manilaTime';

/** Centavos as the numeric(12, 2) text of pesos: exact, no float on the way. */
export const pesos = (centavos: number) => `${Math.trunc(centavos / 100)}.${String(Math.abs(centavos % 100)).padStart(2, '0')}`;

/** A slot's instant in Manila, as the schedules read model computes it. */
export const slotInstant = (slot: { date: string; startAt: string }) => `${slot.date}T${slot.startAt}:00${MANILA_OFFSET}`;
