/** Which events ask for a booking's reminders to be planned again, with job ids that repeat exactly. */
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@app/core/eventstore/port';
import { jobsFor } from '../consumer/reactions.js';
import { reminderReactions } from './reminderReactions.js';

const event = (type: string): RecordedEvent => ({
  id: '9b2f3c4d-0000-4000-8000-000000000001',
  type,
  data: { bookingId: 'b1' },
  metadata: { actor: null, role: null, correlationId: 'c', causationId: null, occurredAt: '2026-11-20T00:00:00.000Z' },
  streamId: 'booking-b1',
  revision: 3n,
  position: { commit: 1n, prepare: 1n },
  recordedAt: new Date(),
});

describe('reminder reactions', () => {
  it.each(['BookingPlaced', 'PaymentSucceeded', 'RebookFulfilled', 'ManongsAssigned', 'BookingCancelledByAdmin', 'CancellationAccepted', 'ManongTimedIn', 'BookingCompleted'])(
    '%s: one plan job for its booking',
    (type) => {
      expect(jobsFor(event(type), reminderReactions)).toEqual([{ queue: 'reminders', name: 'plan', jobId: '9b2f3c4d-0000-4000-8000-000000000001.plan-reminders', data: { bookingId: 'b1' } }]);
    },
  );

  it('events that change no reminder (a payment request, a document, a reminder sent) ask for nothing', () => {
    for (const type of ['PaymentRequested', 'DocumentsUploaded', 'ReminderSent']) expect(jobsFor(event(type), reminderReactions)).toEqual([]);
  });
});

describe('assessors’ reminder reactions', () => {
  it.each(['AssessorsAssigned', 'AssessorAnswered', 'AssessorTimedIn', 'AssessorTimedOut', 'AssessmentBooked'])('%s: one plan job for its assessment', (type) => {
    const e = { ...event(type), data: { assessmentId: 'a1' }, streamId: 'assessment-a1' };
    expect(jobsFor(e, reminderReactions)).toEqual([{ queue: 'reminders', name: 'plan', jobId: '9b2f3c4d-0000-4000-8000-000000000001.plan-reminders', data: { assessmentId: 'a1' } }]);
  });

  it('a request, a document or a reminder sent asks for nothing', () => {
    for (const type of ['AssessmentRequested', 'AssessmentDocumentsUploaded', 'AssessmentReminderSent']) expect(jobsFor(event(type), reminderReactions)).toEqual([]);
  });
});
