/**
 * Renders the e-mail a `mail` job asks for, from the streams by id (job payloads hold ids
 * only): the stream is folded up to and including the event, so the message describes
 * the moment of the event and a retry renders it the same way.
 */
import { evolve as evolveBooking, initialState as initialBooking, type PlacedBooking } from '@app/core/bookings/bookingState';
import type { BookingEvent } from '@app/core/bookings/bookingEvents';
import { assessmentDecider, type AssessmentState } from '@app/core/assessments/assessmentDecider';
import type { AssessmentEvent } from '@app/core/assessments/assessmentEvents';
import { userDecider } from '@app/core/accounts/userDecider';
import { userStreamId, type Profile, type UserEvent } from '@app/core/accounts/userEvents';
import type { EventStore, RecordedEvent } from '@app/core/eventstore/port';
import { placeText } from '@app/core/mail/format';
import type { RenderedMail } from '@app/core/mail/layout';
import type { MailCalendar } from '@app/core/mail/outbox';
import { assessorInvite, customerInvite, manongInvite } from './invites.js';
import type { MailJobData } from './mailReactions.js';
import * as bookingMails from './templates/bookingMails.js';
import { assessmentScheduled } from './templates/assessmentMails.js';
import { assessorAssigned, assessorUnassigned, manongAssigned, manongJobChanged, type ManongJobChange } from './templates/staffMails.js';
import type { EventTemplate } from './templates/index.js';

export interface EventMail {
  to: string;
  message: RenderedMail;
  calendar?: MailCalendar;
}

/** A job whose data cannot render (a removed user): retrying will not help. */
export class UnrenderableMailError extends Error {}

type StaffTemplate = 'manong-assigned' | 'manong-job-moved' | 'manong-job-cancelled' | 'manong-unassigned' | 'assessor-assigned' | 'assessor-unassigned';
const MANONG_CHANGES: Partial<Record<EventTemplate, ManongJobChange>> = { 'manong-job-moved': 'moved', 'manong-job-cancelled': 'cancelled', 'manong-unassigned': 'unassigned' };

const customerTemplates: Record<Exclude<EventTemplate, StaffTemplate | 'assessment-scheduled'>, (ctx: bookingMails.BookingMailContext) => RenderedMail> = {
  'booking-details': bookingMails.bookingDetailsSent,
  'booking-confirmed': bookingMails.bookingConfirmed,
  'payment-failed': bookingMails.paymentFailed,
  'rebooking-approved': bookingMails.rebookingApproved,
  'rebooking-rejected': bookingMails.rebookingRejected,
  'cancellation-granted': bookingMails.cancellationGranted,
  'cancellation-declined': bookingMails.cancellationDeclined,
  'work-permit-confirmed': bookingMails.workPermitConfirmed,
  'manongs-assigned-customer': bookingMails.manongsAssignedToCustomer,
  'booking-cancelled': bookingMails.bookingCancelled,
};

/** The stream's events up to and including `eventId`, and that event. */
async function upTo(store: EventStore, streamId: string, eventId: string): Promise<{ events: RecordedEvent[]; event: RecordedEvent }> {
  const all = await store.readStream(streamId);
  const at = all.findIndex((e) => e.id === eventId);
  if (at < 0) throw new UnrenderableMailError(`event ${eventId} is not in ${streamId}`);
  return { events: all.slice(0, at + 1), event: all[at]! };
}

async function profileOf(store: EventStore, userId: string): Promise<Profile> {
  const events = await store.readStream(userStreamId(userId));
  const state = events.reduce((s, e) => userDecider.evolve(s, e as unknown as UserEvent), userDecider.initialState());
  if (state.status !== 'active') throw new UnrenderableMailError(`user ${userId} has no active account`);
  return state.profile;
}

export async function renderEventMail(deps: { store: EventStore; publicUrl: string }, job: MailJobData): Promise<EventMail> {
  const { events, event } = await upTo(deps.store, job.streamId, job.eventId);
  const data = event.data as Record<string, unknown>;
  const publicUrl = deps.publicUrl;

  if (job.template === 'assessor-unassigned') {
    // The visit they had: the stream before the reassignment that took them off.
    const before = events.slice(0, -1).reduce((s, e) => assessmentDecider.evolve(s, e as unknown as AssessmentEvent), assessmentDecider.initialState() as AssessmentState);
    if (before.status !== 'requested' || !before.visit) throw new UnrenderableMailError(`assessment ${job.streamId} had no visit`);
    const assessor = await profileOf(deps.store, job.recipientId!);
    return {
      to: assessor.email,
      message: assessorUnassigned({ visit: before.visit, assessor, place: placeText(before.request.address), publicUrl }),
      calendar: assessorInvite(events, assessor, publicUrl, before.visit.date, true),
    };
  }

  if (job.template === 'assessor-assigned' || job.template === 'assessment-scheduled') {
    const state = events.reduce((s, e) => assessmentDecider.evolve(s, e as unknown as AssessmentEvent), assessmentDecider.initialState() as AssessmentState);
    if (state.status !== 'requested' || !state.visit) throw new UnrenderableMailError(`assessment ${job.streamId} has no visit`);
    if (job.template === 'assessment-scheduled') return { to: state.request.contact.email, message: assessmentScheduled({ assessment: state }) };
    const assessor = await profileOf(deps.store, job.recipientId!);
    return {
      to: assessor.email,
      message: assessorAssigned({ assessment: state, assessor, primary: state.visit.primary.includes(job.recipientId!), publicUrl }),
      calendar: assessorInvite(events, assessor, publicUrl, state.visit.date),
    };
  }

  const state = events.reduce((s, e) => evolveBooking(s, e as unknown as BookingEvent), initialBooking());
  if (state.status !== 'placed') throw new UnrenderableMailError(`booking ${job.streamId} was never placed`);
  const booking: PlacedBooking = state;
  if (job.template === 'manong-assigned') {
    const manong = await profileOf(deps.store, job.recipientId!);
    const primary = (data.primary as string[]).includes(job.recipientId!);
    return { to: manong.email, message: manongAssigned({ booking, manong, primary, publicUrl }), calendar: manongInvite(events, booking, manong, publicUrl) };
  }
  const change = MANONG_CHANGES[job.template];
  if (change) {
    const manong = await profileOf(deps.store, job.recipientId!);
    return { to: manong.email, message: manongJobChanged({ booking, manong, change, publicUrl }), calendar: manongInvite(events, booking, manong, publicUrl, change === 'unassigned') };
  }
  const render = customerTemplates[job.template as keyof typeof customerTemplates];
  return {
    to: booking.placed.customer.email,
    message: render({ booking, data, occurredAt: event.metadata.occurredAt, eventType: event.type, publicUrl }),
    calendar: customerInvite(job.template, events, booking, publicUrl),
  };
}
