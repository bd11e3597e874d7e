/**
 * The audit trail, read straight from the streams and the audit_log read model:
 * - `GET /admin-api/bookings/{id}/history`: every event of the booking's stream, oldest
 *   first, numbered from 1, with type, actor (id and name), role, time and data;
 * - `?at=<event number>`: the booking as it was right after that event, folded from its
 *   first events with the decider's `evolve` and shown through `bookingView` (with the
 *   slot, the manongs, the payments and the files of that moment); `?at=<date and time>`:
 *   the same after the last event at or before that moment;
 * - `GET /admin-api/audit?booking=&type=&actor=&from=&to=`: the audit_log rows, newest
 *   first, paged with react-admin's range (or the same keys inside `filter`).
 * Events never hold a secret (docs/security.md); data is still passed through `redact` so a key
 * that looks like one never leaves, whatever a later event adds. Both answers give each
 * event's `details` (eventDetails.ts), which the console words as a sentence, and the
 * actor's name.
 */
import { z } from 'zod';
import { bookingDecider } from '@app/core/bookings/bookingDecider';
import { bookingStreamId, type BookingEvent } from '@app/core/bookings/bookingEvents';
import type { BookingState, PlacedBooking } from '@app/core/bookings/bookingState';
import { bookingView } from '@app/core/bookings/bookingView';
import { listAuditEvents, type AuditFilter } from '@app/projections/readModels/auditLog/queries';
import { referencesOfBookings } from '@app/projections/readModels/bookingList/bookings';
import { namesOfUsers } from '@app/projections/readModels/users/queries';
import type { ApiContext } from '../../context.js';
import { adminListQuery, adminListRequest, sendAdminList } from '../../http/lists.js';
import { HttpError } from '../../http/problems.js';
import type { Routes } from '../../http/routing.js';
import type { RecordedEvent } from '@app/core/eventstore/port';
import { auditRows, historyAnswer } from '@app/core/contract/history';
import { findBooking, requireBooking, UUID } from './adminBooking.js';
import { eventDetails, type Details } from './eventDetails.js';

const SECRET = /password|secret|token|signature|api[_-]?key/i;

export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET.test(k) ? '[redacted]' : redact(v)]));
  return value;
}

/** The state of a moment, in the shape of a page: the view's flags plus what it shows. */
export function stateAt(state: PlacedBooking) {
  return {
    ...bookingView(state),
    slot: state.slot,
    requested_slot: state.requestedSlot,
    refund_details: state.cancellation,
    payments: [...state.payments.values()],
    manongs: state.manongs,
    work_permits: state.workPermits,
    work_permits_confirmed: state.workPermitsConfirmed,
    documents: state.documents,
    feedback: state.feedback,
  };
}

const AT_INVALID = 'The at must be an event number (1, 2, 3, ...) or a date and time such as 2026-11-27T13:01:39Z (Manila time when no zone is given).';
/** A date and time, its seconds and zone optional (without a zone, Manila's). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** `at`: an event number, or a moment (the booking right after the last event at or before it). */
const atValue = z.string({ error: AT_INVALID }).transform((text, ctx) => {
  if (/^\d{1,9}$/.test(text) && Number(text) >= 1) return Number(text);
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}+08:00`;
  const moment = DATE_TIME.test(text) ? new Date(zoned.replace(' ', 'T')) : new Date(NaN);
  if (!Number.isNaN(moment.getTime())) return moment;
  ctx.addIssue({ code: 'custom', message: AT_INVALID });
  return z.NEVER;
});
const atQuery = z.object({ at: atValue.optional() });

/** The number of the last event at or before `moment`; 0 when the booking did not exist yet. */
const lastEventBy = (events: readonly { at: string | Date }[], moment: Date) => events.findLastIndex((e) => new Date(e.at).getTime() <= moment.getTime()) + 1;
const auditQuery = z.object({
  booking: z.string().max(64).optional(),
  type: z.string().max(64).optional(),
  actor: z.string().max(64).optional(),
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
});

export function historyRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /admin-api/bookings/:id/history', { summary: "A booking's events; with ?at=n (an event number or a date and time), the booking right after event n or as it was then", query: atQuery, response: historyAnswer });
  routes.add('GET /admin-api/bookings/:id/history', async (req, res) => {
    const query = atQuery.parse(req.query);
    const booking = await requireBooking(ctx, String(req.params.id));
    const recorded = await ctx.store.readStream(bookingStreamId(booking.booking_id));
    const [names, details] = await Promise.all([actorNames(ctx, recorded.map((e) => e.metadata.actor)), eventDetails(ctx.pool, recorded)]);
    const events = recorded.map((e, i) => ({
      number: i + 1,
      id: e.id,
      type: e.type,
      actor: e.metadata.actor ?? null,
      actor_name: (e.metadata.actor && names.get(e.metadata.actor)) ?? null,
      role: e.metadata.role ?? null,
      at: e.metadata.occurredAt ?? e.recordedAt,
      data: redact(e.data),
      details: details[i],
    }));
    if (query.at === undefined) {
      res.json({ id: booking.id, booking_id: booking.booking_id, events });
      return;
    }
    const at = query.at instanceof Date ? lastEventBy(events, query.at) : query.at;
    if (at === 0) throw new HttpError('not_found', 'The booking did not exist yet.');
    if (at > recorded.length) throw new HttpError('not_found', `The booking has ${recorded.length} events.`);
    const state = recorded.slice(0, at).reduce<BookingState>((s, e) => bookingDecider.evolve(s, { type: e.type, data: e.data } as BookingEvent), bookingDecider.initialState());
    if (state.status !== 'placed') throw new HttpError('not_found', 'The booking did not exist yet.');
    res.json({ id: booking.id, booking_id: booking.booking_id, at, event: events[at - 1], state: redact(stateAt(state)) });
  });

  routes.document('GET /admin-api/audit', { summary: 'The audit log: every event, filterable by booking, type, actor and date', query: [auditQuery, adminListQuery], response: auditRows });
  routes.add('GET /admin-api/audit', async (req, res) => {
    const request = adminListRequest(req);
    const plain = auditQuery.parse(req.query);
    const inFilter = auditQuery.safeParse(request.filter);
    const f = { ...(inFilter.success ? inFilter.data : {}), ...Object.fromEntries(Object.entries(plain).filter(([, v]) => v !== undefined)) };
    const filter: AuditFilter = { type: f.type, actor: f.actor };
    if (f.booking) {
      const booking = await findBooking(ctx, f.booking);
      if (!booking) return sendAdminList(res, 'audit', request, { rows: [], total: 0 });
      filter.streamId = bookingStreamId(booking.booking_id);
    }
    for (const key of ['from', 'to'] as const) {
      const text = f[key];
      if (!text) continue;
      const when = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00+08:00`) : new Date(text);
      if (Number.isNaN(when.getTime())) throw new HttpError('validation_failed', `The ${key} is not a valid date.`, { [key]: [`The ${key} is not a valid date.`] });
      // A date as `to` includes its whole (Manila) day.
      if (key === 'to' && /^\d{4}-\d{2}-\d{2}$/.test(text)) when.setTime(when.getTime() + 86_400_000);
      filter[key] = when;
    }
    const { rows, total } = await listAuditEvents(ctx.pool, filter, {
      limit: request.limit ?? 25,
      offset: request.offset ?? 0,
      order: request.sort?.order === 'ASC' ? 'ASC' : 'DESC',
    });
    const [names, details, references] = await Promise.all([actorNames(ctx, rows.map((r) => r.actor)), detailsOfRows(ctx, rows), bookingReferences(ctx, rows)]);
    sendAdminList(res, 'audit', request, {
      rows: rows.map((r) => ({
        ...r,
        number: Number(r.number),
        actor_name: (r.actor === null ? undefined : names.get(r.actor)) ?? null,
        booking_reference: references.get(r.stream_id) ?? null,
        details: details.get(r.id) ?? {},
      })),
      total,
    });
  });
}

/** The names of the actors that are people (the system's actors are not). */
async function actorNames(ctx: ApiContext, actors: readonly unknown[]): Promise<Map<string, string>> {
  const ids = [...new Set(actors.filter((a): a is string => typeof a === 'string' && UUID.test(a)))];
  return namesOfUsers(ctx.pool, ids);
}

/** The public reference of each booking stream on the page, by stream id: what people call a booking. */
async function bookingReferences(ctx: ApiContext, rows: readonly { stream_id: string }[]): Promise<Map<string, string>> {
  const bookingIds = [...new Set(rows.filter((r) => r.stream_id.startsWith('booking-')).map((r) => r.stream_id.slice('booking-'.length)).filter((id) => UUID.test(id)))];
  if (bookingIds.length === 0) return new Map();
  const found = await referencesOfBookings(ctx.pool, bookingIds);
  return new Map([...found].map(([id, reference]) => [bookingStreamId(id), reference]));
}

/** Streams whose events are told with what came before them (a payment's gateway): read whole; they are short. */
const TOLD_IN_ORDER = /^booking-/;

/**
 * The details of an audit page's events, by event id: each stream of the page read once,
 * a booking's from its start, any other's just the events on the page.
 */
async function detailsOfRows(ctx: ApiContext, rows: readonly { id: string; stream_id: string; number: number | string }[]): Promise<Map<string, Details>> {
  const byStream = new Map<string, (typeof rows)[number][]>();
  for (const r of rows) byStream.set(r.stream_id, [...(byStream.get(r.stream_id) ?? []), r]);
  const found = new Map<string, Details>();
  await Promise.all(
    [...byStream].map(async ([streamId, onPage]) => {
      const read: RecordedEvent[] = TOLD_IN_ORDER.test(streamId)
        ? await ctx.store.readStream(streamId)
        : (await Promise.all(onPage.map((r) => ctx.store.readStream(streamId, { fromRevision: BigInt(Number(r.number) - 1), maxCount: 1 })))).flat();
      const details = await eventDetails(ctx.pool, read);
      read.forEach((e, i) => found.set(e.id, details[i]!));
    }),
  );
  return found;
}
