/**
 * A slot's capacity holds under real concurrency: 20 bookings race for a capacity-3 slot
 * through handleCommand against the PostgreSQL event store. Exactly 3 win; the rest are
 * refused (full) or lose the optimistic-concurrency race (409 after bounded retries).
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { DomainError } from '@app/core/commands/decider';
import { handleCommand } from '@app/core/commands/handleCommand';
import type { EventStore } from '@app/core/eventstore';
import { slotDecider, SLOT_FULL } from '@app/core/schedules/slotDecider';
import { slotStreamId } from '@app/core/schedules/slotEvents';
import { expectOnlyRefusals, useRaceStore } from './support/races.js';

let store: EventStore;
const RACERS = 20;
useRaceStore((opened) => (store = opened));

it.each([{ attempts: 5 }, { attempts: 50 }])('20 concurrent reservations of a capacity-3 slot: exactly 3 succeed (attempts $attempts)', async ({ attempts }) => {
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const id = `${date}T${attempts === 5 ? '08:00' : '09:00'}`;
  await handleCommand(store, slotStreamId(id), slotDecider, { type: 'PlanSlot', date, startAt: id.slice(11), durationHours: 2, capacity: 3, country: 'PH', now: new Date().toISOString() }, systemContext());
  const results = await Promise.allSettled(
    Array.from({ length: RACERS }, () =>
      handleCommand(store, slotStreamId(id), slotDecider, { type: 'ReserveSeat', id, bookingId: randomUUID(), now: new Date().toISOString() }, systemContext(), { attempts }),
    ),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  expectOnlyRefusals(results, new RegExp(SLOT_FULL));
  const events = await store.readStream(slotStreamId(id));
  expect(events.filter((e) => e.type === 'SeatReserved')).toHaveLength(3);
  // With retries enough for everyone, every loser is told the slot is full.
  if (attempts === 50) expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof DomainError)).toHaveLength(RACERS - 3);
});
