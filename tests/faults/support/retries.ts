/**
 * What the load's retries with their Idempotency-Key did (bookingLoad.ts): every booking
 * the load's customers hold is one key's, no key placed two, and every 201 of a key names
 * the booking its key's record names. A lost answer retried with its key is then that
 * booking again.
 */
import { claimOf } from '@app/core/idempotency/idempotencyKey';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore/port';
import type { Attempt } from './bookingLoad.js';

export interface KeyedOutcome {
  /** Keys sent, and those sent more than once (a call without an answer, or a 503, retried). */
  keys: number;
  retriedKeys: number;
  /** Keys whose first calls got no 201 (dropped or 503) and a later call of which was answered 201. */
  recovered: number;
  /** Of those, the ones whose booking was saved before the first call failed: an answer lost, the retry answered with the same booking. */
  lostAnswers: number;
  /** Bookings placed for the load's customers, and keys whose record names a booking. */
  bookings: number;
  keysWithBooking: number;
  /** Descriptions of what must not happen: a key with two records, a 201 naming another booking than its key's. */
  problems: string[];
}

export async function keyedOutcome(pool: Pool, store: EventStore, attempts: readonly Attempt[]): Promise<KeyedOutcome> {
  const byKey = new Map<string, Attempt[]>();
  for (const a of attempts) if (a.key) byKey.set(a.key, [...(byKey.get(a.key) ?? []), a]);
  const problems: string[] = [];
  let keysWithBooking = 0;
  let recovered = 0;
  let lostAnswers = 0;
  for (const [key, sent] of byKey) {
    // The key's stream, as the api names it for its caller (core idempotency/idempotencyKey.ts).
    const streamId = claimOf(key, `user:${sent[0]!.userId}`, {})!.streamId;
    const records = await store.readStream(streamId);
    if (records.length > 1) problems.push(`key ${key}: ${records.length} records`);
    const bookingId = (records[0]?.data as { bookingId?: string } | undefined)?.bookingId;
    if (bookingId) keysWithBooking++;
    const answered = sent.filter((a) => a.status === 201).map((a) => a.body.data.booking_id as string);
    for (const id of answered) if (id !== bookingId) problems.push(`key ${key}: answered ${id}, its record names ${bookingId}`);
    if (answered.length > 0 && sent[0]!.status !== 201) {
      recovered++;
      if (records[0]!.recordedAt.getTime() <= sent[0]!.endedAt!) lostAnswers++;
    }
  }
  const userIds = [...new Set(attempts.map((a) => a.userId).filter(Boolean))];
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM es.events WHERE event_type = 'BookingPlaced' AND data->'customer'->>'customerId' = ANY($1::text[])`,
    [userIds],
  );
  return {
    keys: byKey.size,
    retriedKeys: [...byKey.values()].filter((sent) => sent.length > 1).length,
    recovered,
    lostAnswers,
    bookings: rows[0]!.n,
    keysWithBooking,
    problems,
  };
}
