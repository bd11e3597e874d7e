/**
 * The facts the console needs to tell an event as a sentence ("Payment received via
 * Xendit", "Manongs assigned: Juan Cruz, Pedro Reyes"): a few plain values per event,
 * people by name. The console's table of sentences (web-admin/src/audit/eventSentences.ts)
 * words them; this side knows the data. Events of one stream are read in order, so a
 * payment's outcome names the gateway its request went to.
 */
import type pg from 'pg';
import type { RecordedEvent } from '@app/core/eventstore/port';
import { namesOfUsers } from '@app/projections/readModels/users/queries';
import { UUID } from './adminBooking.js';

export type Details = Record<string, string | number | boolean | string[] | null>;

type Data = Record<string, unknown>;
type Slot = { date: string; startAt: string };

/** A slot or a date and time as 'YYYY-MM-DDTHH:mm' (a Manila wall clock), or a bare date. */
const when = (slot: unknown): string | null => {
  const s = slot as Slot | null | undefined;
  return s?.date ? (s.startAt ? `${s.date}T${s.startAt}` : s.date) : null;
};
const centavos = (value: unknown) => (typeof value === 'number' ? value / 100 : null);
const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const fullName = (d: Data) => [d.firstName, d.lastName].filter((p) => typeof p === 'string' && p).join(' ') || null;

/** The data keys that hold a person's id, one or many. */
const PERSON_KEYS = ['manongId', 'assessorId', 'uploadedBy', 'primary', 'secondary', 'recipientId'];

interface Context {
  name(id: unknown): string;
  names(ids: unknown): string[];
  gateway(paymentId: unknown): string | null;
}

const reminderSent = (d: Data, c: Context): Details => ({ person: c.name(d.recipientId), kind: text(d.kind), channel: text(d.channel), to: text(d.to) });

const facts: Record<string, (d: Data, c: Context) => Details> = {
  ReminderSent: reminderSent,
  AssessmentReminderSent: reminderSent,
  BookingPlaced: (d) => ({
    reference: text(d.reference),
    customer: fullName((d.customer ?? {}) as Data),
    services: ((d.lines ?? []) as Data[]).map((l) => (Number(l.quantity) > 1 ? `${String(l.name)} × ${String(l.quantity)}` : String(l.name))),
    when: when(d.slot),
    total: centavos(d.totalCentavos),
    placed_by: text(d.placedBy),
  }),
  PaymentRequested: (d) => ({ gateway: text(d.gateway), amount: centavos(d.amountCentavos) }),
  PaymentSucceeded: (d, c) => ({ gateway: c.gateway(d.paymentId), amount: centavos(d.amountCentavos) }),
  PaymentFailed: (d, c) => ({ gateway: c.gateway(d.paymentId) }),
  PaymentExpired: (d, c) => ({ gateway: c.gateway(d.paymentId) }),
  RebookRequested: (d) => ({ when: when(d.slot) }),
  RebookFulfilled: (d) => ({ from: when(d.fromSlot), when: when(d.toSlot), requested: d.requested === true }),
  RebookRejected: (d) => ({ when: when(d.slot) }),
  CancellationRequested: (d) => ({ reason: text(d.reason) }),
  ManongsAssigned: (d, c) => ({ primary: c.names(d.primary), secondary: c.names(d.secondary) }),
  ManongAnswered: (d, c) => ({ person: c.name(d.manongId), confirmed: d.confirmed === true }),
  ManongTimedIn: (d, c) => ({ person: c.name(d.manongId), at: text(d.at) }),
  ManongTimedOut: (d, c) => ({ person: c.name(d.manongId), at: text(d.at) }),
  WorkPermitsUploaded: (d) => ({ files: count(d.files) }),
  DocumentsUploaded: (d, c) => ({ person: c.name(d.uploadedBy), files: count(d.files) }),
  BookingCompleted: (d) => ({ feedback: text(d.feedback) }),
  AssessmentRequested: (d) => ({ customer: fullName((d.contact ?? {}) as Data), category: text((d.category as Data | undefined)?.name), when: text(d.preferredDate) }),
  AssessorsAssigned: (d, c) => ({ primary: c.names(d.primary), secondary: c.names(d.secondary), when: when({ date: d.date, startAt: d.time } as Slot) }),
  AssessmentDocumentsUploaded: (d, c) => ({ person: c.name(d.uploadedBy), files: count(d.files) }),
  AssessorAnswered: (d, c) => ({ person: c.name(d.assessorId), confirmed: d.confirmed === true }),
  AssessorTimedIn: (d, c) => ({ person: c.name(d.assessorId), at: text(d.at) }),
  AssessorTimedOut: (d, c) => ({ person: c.name(d.assessorId), at: text(d.at) }),
  SlotPlanned: (d) => ({ when: when(d), capacity: typeof d.capacity === 'number' ? d.capacity : null }),
  UserRolesChanged: (d) => ({ roles: Array.isArray(d.roles) ? d.roles.map(String) : [] }),
};

/** Any other event: what it is about, by the name its data gives (a city, a coupon's code, a person). */
const named = (d: Data): Details => ({ name: text(d.name) ?? text(d.code) ?? text(d.label) ?? fullName(d) ?? text(d.streetAddress) });

/** Every person an event names, to look up once. */
function personIds(events: readonly RecordedEvent[]): string[] {
  const ids = new Set<string>();
  for (const e of events) {
    const data = (e.data ?? {}) as Data;
    for (const key of PERSON_KEYS) for (const id of [data[key]].flat()) if (typeof id === 'string' && UUID.test(id)) ids.add(id);
  }
  return [...ids];
}

/** The details of each event of one stream, in its order (the stream read from its start). */
export async function eventDetails(pool: Pick<pg.Pool, 'query'>, events: readonly RecordedEvent[]): Promise<Details[]> {
  const names = await namesOfUsers(pool, personIds(events));
  const gateways = new Map<string, string>();
  const context: Context = {
    name: (id) => (typeof id === 'string' && names.get(id)) || 'a former employee',
    names: (ids) => (Array.isArray(ids) ? ids.map((id) => context.name(id)) : []),
    gateway: (paymentId) => (typeof paymentId === 'string' ? (gateways.get(paymentId) ?? null) : null),
  };
  return events.map((e) => {
    const data = (e.data ?? {}) as Data;
    if (e.type === 'PaymentRequested' && typeof data.paymentId === 'string' && typeof data.gateway === 'string') gateways.set(data.paymentId, data.gateway);
    return (facts[e.type] ?? named)(data, context);
  });
}
