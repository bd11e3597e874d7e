/** The e-mail reactions: which events call for which mails, with job ids that repeat exactly. */
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@app/core/eventstore/port';
import { mailReactions } from './mailReactions.js';
import { jobsFor } from '../consumer/reactions.js';

const event = (type: string, data: Record<string, unknown> = {}): RecordedEvent => ({
  id: '9b2f3c4d-0000-4000-8000-000000000001',
  type,
  data,
  metadata: { actor: null, role: null, correlationId: 'c', causationId: null, occurredAt: '2026-11-20T00:00:00.000Z' },
  streamId: 'booking-1',
  revision: 3n,
  position: { commit: 1n, prepare: 1n },
  recordedAt: new Date(),
});
const mails = (e: RecordedEvent) => jobsFor(e, mailReactions);

describe('mail reactions', () => {
  it.each([
    ['PaymentSucceeded', 'booking-confirmed'],
    ['PaymentFailed', 'payment-failed'],
    ['RebookFulfilled', 'rebooking-approved'],
    ['RebookRejected', 'rebooking-rejected'],
    ['CancellationAccepted', 'cancellation-granted'],
    ['CancellationDeclined', 'cancellation-declined'],
    ['BookingCancelledByAdmin', 'booking-cancelled'],
    ['BookingCancelledByCustomer', 'booking-cancelled'],
    ['WorkPermitsConfirmed', 'work-permit-confirmed'],
  ])('%s: one %s mail to the customer, ids only in the payload', (type, template) => {
    expect(mails(event(type))).toEqual([
      { queue: 'mail', name: 'event-mail', jobId: `9b2f3c4d-0000-4000-8000-000000000001.${template}`, data: { eventId: '9b2f3c4d-0000-4000-8000-000000000001', streamId: 'booking-1', template } },
    ]);
  });

  it('BookingPlaced by an administrator: the booking details to the customer; placed by the customer or a guest: none (they pay at once)', () => {
    expect(mails(event('BookingPlaced', { placedBy: 'administrator' })).map((j) => j.jobId)).toEqual(['9b2f3c4d-0000-4000-8000-000000000001.booking-details']);
    expect(mails(event('BookingPlaced', { placedBy: 'customer' }))).toEqual([]);
    expect(mails(event('BookingPlaced', { placedBy: 'guest' }))).toEqual([]);
  });

  it('ManongsAssigned: one mail per manong, primary and secondary, each once, and one to the customer', () => {
    const jobs = mails(event('ManongsAssigned', { primary: ['m1', 'm2'], secondary: ['m3', 'm1'] }));
    const staff = jobs.filter((j) => j.data.template === 'manong-assigned');
    expect(staff.map((j) => j.jobId)).toEqual(['m1', 'm2', 'm3'].map((m) => `9b2f3c4d-0000-4000-8000-000000000001.manong-assigned.${m}`));
    expect(staff.map((j) => j.data.recipientId)).toEqual(['m1', 'm2', 'm3']);
    expect(jobs.filter((j) => j.data.template === 'manongs-assigned-customer').map((j) => j.data.recipientId)).toEqual([undefined]);
  });

  it('AssessorsAssigned: one mail per assessor, and one to whoever asked for the assessment', () => {
    const jobs = mails(event('AssessorsAssigned', { primary: ['a1'], secondary: ['a2'] }));
    expect(jobs.filter((j) => j.data.template === 'assessor-assigned').map((j) => j.data.recipientId)).toEqual(['a1', 'a2']);
    expect(jobs.filter((j) => j.data.template === 'assessment-scheduled').map((j) => j.jobId)).toEqual(['9b2f3c4d-0000-4000-8000-000000000001.assessment-scheduled']);
  });

  it('the same event gives the same jobs (a repeated enqueue is a no-op); events without mail give none', () => {
    const e = event('ManongsAssigned', { primary: ['m1'], secondary: [] });
    expect(mails(e)).toEqual(mails(e));
    expect(mails(event('BookingPlaced'))).toEqual([]);
    expect(mails(event('ManongTimedIn'))).toEqual([]);
  });

  it('job ids hold no colon (BullMQ refuses them)', () => {
    expect(mails(event('ManongsAssigned', { primary: ['m1'], secondary: [] }))[0]!.jobId).not.toContain(':');
  });
});
