/**
 * Events of a maintenance plan (`plan-<uuid>`): the cart it repeats, its interval, and each
 * visit as the plan booked it and as its booking went on (paid, moved, cancelled, done).
 * The visits' bookings are ordinary bookings (`booking-<id>`); the plan records what it
 * needs to decide the next one, whose date follows from the last visit's actual date.
 */
import { z } from 'zod';
import { addressSnapshot, customerSnapshot, gateways, slotRef } from '../bookings/bookingEvents.js';

const id = z.string().uuid();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}$/);

export const PLAN_INTERVALS = [1, 3, 6, 12] as const;
export const intervalMonths = z.union(PLAN_INTERVALS.map((n) => z.literal(n)) as [z.ZodLiteral<1>, z.ZodLiteral<3>, z.ZodLiteral<6>, z.ZodLiteral<12>]);
export type IntervalMonths = (typeof PLAN_INTERVALS)[number];

/** A line of the cart the plan repeats: priced again from the catalogue at each visit. */
export const planService = z.object({ serviceId: id, name: z.string(), quantity: z.number().int().min(1), locationId: id.nullable() });
export type PlanService = z.infer<typeof planService>;

/** Who skipped, paused or cancelled: the customer, the office, or the plan itself. */
export const planActor = z.enum(['customer', 'office', 'plan']);
export type PlanActor = z.infer<typeof planActor>;

export const planStarted = z.object({
  planId: id,
  customer: customerSnapshot,
  address: addressSnapshot,
  category: z.object({ id, name: z.string() }),
  services: z.array(planService).min(1),
  intervalMonths,
  gateway: z.enum(gateways),
  /** Visit 1: the checkout's booking. */
  bookingId: id,
  reference: z.string(),
  slot: slotRef,
  totalCentavos: z.number().int().nonnegative(),
  startedAt: z.string(),
});
export const planVisitBooked = z.object({
  planId: id,
  visitNumber: z.number().int().min(2),
  bookingId: id,
  reference: z.string(),
  slot: slotRef,
  totalCentavos: z.number().int().nonnegative(),
  /** Unpaid, the seat is held until this date (00:00 Manila), then released. */
  holdUntil: date,
  /** Services the catalogue no longer sells, left out of this visit. */
  leftOut: z.array(z.string()),
});
const visitFact = { planId: id, visitNumber: z.number().int().min(1) };
export const planVisitMoved = z.object({ ...visitFact, slot: slotRef });
export const planVisitPaid = z.object(visitFact);
export const planVisitDone = z.object(visitFact);
export const planVisitCancelled = z.object(visitFact);
export const planVisitReleased = z.object(visitFact);
export const planVisitSkipped = z.object({
  ...visitFact,
  /** The date the visit was due (or booked) on: the next one is due an interval after it. */
  date,
  startAt: time,
  by: planActor,
  /** `nothing_left`: every service of the plan left the catalogue. */
  reason: z.enum(['asked', 'nothing_left']),
});
/** No free slot near the due date: told once per visit; each run tries again while it is due. */
export const planVisitUnplaced = z.object({ ...visitFact, date, startAt: time });
export const planPaused = z.object({ planId: id, by: planActor });
export const planResumed = z.object({ planId: id, by: planActor });
export const planIntervalChanged = z.object({ planId: id, intervalMonths, by: planActor });
export const planSlotChosen = z.object({ planId: id, date, startAt: time });
export const planCancelled = z.object({ planId: id, by: planActor });

export const planEventSchemas = {
  PlanStarted: planStarted,
  PlanVisitBooked: planVisitBooked,
  PlanVisitMoved: planVisitMoved,
  PlanVisitPaid: planVisitPaid,
  PlanVisitDone: planVisitDone,
  PlanVisitCancelled: planVisitCancelled,
  PlanVisitReleased: planVisitReleased,
  PlanVisitSkipped: planVisitSkipped,
  PlanVisitUnplaced: planVisitUnplaced,
  PlanPaused: planPaused,
  PlanResumed: planResumed,
  PlanIntervalChanged: planIntervalChanged,
  PlanSlotChosen: planSlotChosen,
  PlanCancelled: planCancelled,
} as const;

type Schemas = typeof planEventSchemas;
export type PlanEventType = keyof Schemas;
export type PlanEvent = { [K in PlanEventType]: { type: K; data: z.infer<Schemas[K]> } }[PlanEventType];
export type PlanEventOf<K extends PlanEventType> = Extract<PlanEvent, { type: K }>;
export const planEventTypes = Object.keys(planEventSchemas) as PlanEventType[];

export const planStreamId = (planId: string) => `plan-${planId}`;
