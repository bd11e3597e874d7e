/** The live reactions: which events make `live` jobs, with ids that make a repeat a no-op. */
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@app/core/eventstore/port';
import { jobsFor, reactedEventTypes } from '../src/consumer/reactions.js';
import { liveReactions } from '../src/live/liveReactions.js';

const recorded = (type: string, data: object): RecordedEvent => ({
  id: '11111111-1111-4111-8111-111111111111',
  type,
  data,
  metadata: { actor: null, role: null, correlationId: 'c', causationId: null, occurredAt: '2026-11-23T00:00:00.000Z' },
  streamId: 'booking-b',
  revision: 3n,
  position: { commit: 900n, prepare: 42n },
  recordedAt: new Date('2026-11-23T00:00:00.000Z'),
});

describe('live reactions', () => {
  it('react to every event the administrators notifications are made of, and to assignments', () => {
    const types = reactedEventTypes(liveReactions);
    for (const type of ['BookingPlaced', 'PaymentSucceeded', 'PaymentFailed', 'CancellationRequested', 'RebookRequested', 'ManongAnswered', 'ManongsAssigned', 'AssessorsAssigned']) {
      expect(types).toContain(type);
    }
  });

  it('give one admin-notification job per event, keyed by the event, carrying its position and no personal data', () => {
    const event = recorded('CancellationRequested', { bookingId: 'b', reason: 'Moving out', bankAccount: 'BDO 0012' });
    const jobs = jobsFor(event, liveReactions);
    expect(jobs).toEqual([{ queue: 'live', name: 'admin-notification', jobId: `${event.id}.live-admin`, data: { eventId: event.id, commit: '900', prepare: '42' } }]);
    // Pure: the consumer's retry makes the same job, which BullMQ then ignores.
    expect(jobsFor(event, liveReactions)).toEqual(jobs);
  });

  it('tell each assigned person once, even one named as primary and secondary', () => {
    const event = recorded('ManongsAssigned', { bookingId: 'b', primary: ['m1', 'm2'], secondary: ['m2'], assignedAt: 'x' });
    const jobs = jobsFor(event, liveReactions);
    expect(jobs.map((j) => j.jobId)).toEqual([`${event.id}.live-assigned.m1`, `${event.id}.live-assigned.m2`]);
    expect(jobs[0]!.data).toEqual({ eventId: event.id, commit: '900', prepare: '42', type: 'ManongsAssigned', userId: 'm1', subjectId: 'b' });
    const assessors = jobsFor(recorded('AssessorsAssigned', { assessmentId: 'a', primary: ['s1'], secondary: [], date: 'd', time: 't' }), liveReactions);
    expect(assessors.map((j) => j.data.subjectId)).toEqual(['a']);
  });
});
