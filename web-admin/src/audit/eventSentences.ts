/**
 * Events as the people reading a history or the audit log say them ("Payment received via
 * Xendit: ₱1,500.00", "Manongs assigned: Juan Cruz, Pedro Reyes"): the one table from an
 * event type to its sentence. The api gives each event's facts as `details`
 * (services/api/src/bookings/admin/eventDetails.ts); the wording is i18n's `app.events`.
 */
import type { EventDetails } from '@app/core/contract/history';
import type { TranslateFunction } from 'react-admin';
import { formatCurrency, formatDate, formatDateTime, formatTime } from '../format.js';

/** An event's `details` as the api sends them. */
type Details = EventDetails;

/** 'YYYY-MM-DDTHH:mm' (a Manila wall clock, as slots are) or 'YYYY-MM-DD', the spec's way. */
export function wallClock(value: unknown): string {
  if (typeof value !== 'string') return '';
  const [date, time] = value.split('T');
  return time ? `${formatDate(date)} ${formatTime(time)}` : formatDate(date);
}

const names = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
const has = (value: unknown) => Array.isArray(value) && value.length > 0;

type Params = Record<string, unknown>;
type Wording = (d: Details, t: TranslateFunction) => [variant: string | null, params: Params];

const gateway = (d: Details, t: TranslateFunction) => ({ gateway: t(`app.gateways.${String(d.gateway ?? 'unknown')}`, { _: String(d.gateway) }), amount: formatCurrency(d.amount as number) });
const person = (d: Details): [string | null, Params] => [null, { person: d.person, at: formatDateTime(d.at as string) }];
const answer = (d: Details): [string | null, Params] => [d.confirmed ? null : 'declined', { person: d.person }];
const files = (d: Details): [string | null, Params] => [null, { person: d.person, smart_count: d.files }];
const team = (d: Details): [string | null, Params] => [has(d.secondary) ? 'alternates' : null, { primary: names(d.primary), secondary: names(d.secondary), when: wallClock(d.when) }];
const plain: Wording = (d) => [null, { name: d.name ?? '' }];

/** A reminder sent: to whom, where, which kind. */
const reminder = (d: Details, t: TranslateFunction): Params => ({ person: d.person, to: d.to, kind: t(`app.reminders.kinds.${String(d.kind)}`, { _: String(d.kind) }) });

/** Every event type the console words; any other is told by its name ('Slot planned'). */
export const EVENT_WORDING: Record<string, Wording> = {
  BookingPlaced: (d) => [d.placed_by === 'administrator' ? 'administrator' : null, { customer: d.customer, services: names(d.services), when: wallClock(d.when) }],
  PaymentRequested: (d, t) => [null, gateway(d, t)],
  PaymentSucceeded: (d, t) => [null, gateway(d, t)],
  PaymentFailed: (d, t) => [null, gateway(d, t)],
  PaymentExpired: (d, t) => [null, gateway(d, t)],
  RebookRequested: (d) => [null, { when: wallClock(d.when) }],
  RebookFulfilled: (d) => [d.requested ? 'requested' : null, { from: wallClock(d.from), when: wallClock(d.when) }],
  RebookRejected: (d) => [null, { when: wallClock(d.when) }],
  CancellationRequested: (d) => [null, { reason: d.reason }],
  CancellationAccepted: plain,
  CancellationDeclined: plain,
  BookingCancelledByCustomer: plain,
  BookingCancelledByAdmin: plain,
  ManongsAssigned: team,
  ManongAnswered: answer,
  ManongTimedIn: person,
  ManongTimedOut: person,
  WorkPermitsUploaded: (d) => [null, { smart_count: d.files }],
  WorkPermitsConfirmed: plain,
  DocumentsUploaded: files,
  BookingCompleted: (d) => [null, { feedback: d.feedback }],
  ReminderSent: (d, t) => [d.channel === 'sms' ? 'sms' : null, reminder(d, t)],
  AssessmentRequested: (d) => [d.when ? 'preferred' : null, { customer: d.customer, category: d.category, when: wallClock(d.when) }],
  AssessorsAssigned: team,
  AssessmentDocumentsUploaded: files,
  AssessmentBooked: plain,
  AssessorAnswered: answer,
  AssessorTimedIn: person,
  AssessorTimedOut: person,
  AssessmentReminderSent: (d, t) => [null, reminder(d, t)],
  SlotPlanned: (d) => [null, { when: wallClock(d.when), capacity: d.capacity }],
  SlotRemoved: plain,
  SeatReserved: plain,
  SeatReleased: plain,
  UserRegistered: plain,
  UserProfileUpdated: plain,
  UserRolesChanged: (d) => [null, { roles: names(d.roles) }],
  UserPictureChanged: plain,
  UserRemoved: plain,
  AddressAdded: plain,
  AddressUpdated: plain,
  AddressRemoved: plain,
  CouponCreated: plain,
  CouponUpdated: plain,
  CouponRemoved: plain,
  CouponRedeemed: plain,
  CouponRedemptionReleased: plain,
};

/** 'CategoryServiceCreated' -> 'Category service created'. */
export const humanize = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()).replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** A catalogue record's events (`CityCreated`, `TeamUpdated`, ...) share three sentences. */
const RECORD_EVENT = /^([A-Z]\w*?)(Created|Updated|Removed)$/;

export function eventSentence(type: string, details: Details | undefined, t: TranslateFunction): string {
  const d = details ?? {};
  const wording = EVENT_WORDING[type];
  if (wording) {
    const [variant, params] = wording(d, t);
    return t(`app.events.${type}${variant ? `.${variant}` : ''}`, params);
  }
  const record = RECORD_EVENT.exec(type);
  if (record) return t(`app.events.record_${record[2]!.toLowerCase()}`, { kind: humanize(record[1]!), name: d.name ?? '' });
  return humanize(type);
}
