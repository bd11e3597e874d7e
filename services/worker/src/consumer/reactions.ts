/**
 * What the worker does in reaction to events: for each event type, the jobs to enqueue.
 *
 * The event consumer (consumer.ts) reads `$all` from its checkpoint, asks every reaction
 * that handles an event's type for its jobs, enqueues them, and only then moves its
 * checkpoint. A reaction is a pure function of the event: it runs again on every retry
 * and must give the same jobs, with job ids that make the repeated enqueue a no-op
 * (`${event.id}.${what}`; BullMQ refuses a ':' in custom ids). Payloads hold ids only (no personal data in Redis);
 * the job reads what it needs from the streams or read models.
 *
 * Add a reaction by adding an entry to `reactions` below (mail, live notifications, ...).
 */
import type { RecordedEvent } from '@app/core/eventstore/port';
import type { QueueName } from '@app/core/queues/queues';
import { liveReactions } from '../live/liveReactions.js';
import { mailReactions } from '../mail/mailReactions.js';
import { staffInviteReactions } from '../mail/staffInvites.js';
import { reminderReactions } from '../reminders/reminderReactions.js';
import { planReactions } from '../plans/planReactions.js';

export interface ReactionJob {
  queue: QueueName;
  /** The job's name (BullMQ): what the worker does with it. */
  name: string;
  /** Deterministic: a repeated enqueue of the same job id is a no-op. */
  jobId: string;
  /** Ids only. */
  data: Record<string, string>;
}

export interface Reaction {
  /** For logs and tests. */
  name: string;
  eventTypes: readonly string[];
  jobs(event: RecordedEvent): ReactionJob[];
}

/** Every reaction the consumer runs. */
export const reactions: readonly Reaction[] = [
  ...mailReactions,
  ...staffInviteReactions,
  ...liveReactions,
  ...reminderReactions,
  ...planReactions,
];

/** The event types any reaction handles: the consumer reads only these. */
export function reactedEventTypes(list: readonly Reaction[] = reactions): string[] {
  return [...new Set(list.flatMap((r) => r.eventTypes))].sort();
}

/** The jobs all reactions ask for, for one event. */
export function jobsFor(event: RecordedEvent, list: readonly Reaction[] = reactions): ReactionJob[] {
  return list.filter((r) => r.eventTypes.includes(event.type)).flatMap((r) => r.jobs(event));
}
