/**
 * The shared tail's joining rule, with a reader whose answers the test releases by hand:
 * a newcomer behind where a read in flight starts is turned away even when no member is
 * left, since that read would hand it nothing from the stretch between. And its linger:
 * while events keep coming it reads at most once every `lingerMs`, but never delays the
 * first read after a quiet spell or the next read of a catch-up.
 */
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import type { AllBatch, BatchHandler, Position, ReadAllOptions, RecordedEvent } from '../port.js';
import { SharedTail } from './sharedTail.js';

const at = (n: number): Position => ({ commit: BigInt(n), prepare: 1n });
const event = (n: number): RecordedEvent => ({
  id: `e${n}`,
  type: 'T',
  data: {},
  metadata: { actor: null, role: null, correlationId: 'c', causationId: null, occurredAt: '2026-11-23T00:00:00.000Z' },
  streamId: 's',
  revision: BigInt(n),
  position: at(n),
  recordedAt: new Date(0),
});

function handReader() {
  const reads: { after: Position; at: number; answer: (batch: AllBatch) => void }[] = [];
  const deps = {
    readAll: (options: ReadAllOptions) => new Promise<AllBatch>((answer) => reads.push({ after: options.after!, at: performance.now(), answer })),
    announcements: () => 0,
    waitForAppend: () => new Promise<void>((r) => setTimeout(r, 5)),
    pollMs: 5,
  };
  return { reads, deps };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('SharedTail.join', () => {
  it('turns away a newcomer behind the read in flight, even with no member left; takes it once idle', async () => {
    const { reads, deps } = handReader();
    const tail = new SharedTail(deps, 500);
    const first = tail.join(at(10), undefined, async () => {})!;
    await tick();
    expect(reads.map((r) => r.after)).toEqual([at(10)]);
    await first.leave();
    // The read from 10 is still in flight: joining at 5 would skip events 6..10.
    expect(tail.join(at(5), undefined, async () => {})).toBeUndefined();
    const seen: RecordedEvent[] = [];
    const ahead = tail.join(at(12), undefined, async (batch) => void seen.push(...batch.events))!;
    reads[0]!.answer({ events: [event(11), event(12), event(13)], checkpoint: at(14) });
    await tick();
    await tick();
    expect(seen.map((e) => e.id)).toEqual(['e13']);
    await ahead.leave();
    reads[1]?.answer({ events: [], checkpoint: at(14) });
    await new Promise((r) => setTimeout(r, 30));
    // Idle again: a newcomer anywhere starts the tail at its own position.
    const late = tail.join(at(3), undefined, async () => {})!;
    await tick();
    expect(reads.at(-1)!.after).toEqual(at(3));
    await late.leave();
    reads.at(-1)!.answer({ events: [], checkpoint: at(3) });
  });
});

describe('SharedTail linger', () => {
  const LINGER_MS = 200;
  /**
   * The least gap to expect between two reads a linger apart: timers run on the event
   * loop's millisecond clock and may fire up to a millisecond early, and the tail notes a
   * read's start just before the reader sees it (CI once measured 198.93 ms). Without the
   * linger the gap is a few milliseconds.
   */
  const LINGERED = LINGER_MS - 5;
  /** Waits until the reader has been asked `n` reads in all. */
  const reads = async (r: ReturnType<typeof handReader>['reads'], n: number) => {
    while (r.length < n) await new Promise((resolve) => setTimeout(resolve, 1));
  };
  /** A tail of `batchSize` with one member at position 0, once its first read is asked. */
  const following = async (batchSize: number, handler: BatchHandler = async () => {}) => {
    const { reads: asked, deps } = handReader();
    const member = new SharedTail(deps, batchSize, LINGER_MS).join(at(0), undefined, handler)!;
    await reads(asked, 1);
    return { asked, member };
  };

  it('reads again no sooner than lingerMs after a read that found events', async () => {
    const seen: string[] = [];
    const { asked, member } = await following(500, async (batch) => void seen.push(...batch.events.map((e) => e.id)));
    asked[0]!.answer({ events: [event(1)], checkpoint: at(1) });
    await reads(asked, 2);
    expect(seen).toEqual(['e1']);
    // The append announcements come every 5 ms (waitForAppend), yet the tail waited.
    expect(asked[1]!.at - asked[0]!.at).toBeGreaterThanOrEqual(LINGERED);
    asked[1]!.answer({ events: [], checkpoint: at(1) });
    await member.leave();
  });

  it('does not delay the first read after one that found nothing', async () => {
    const { asked, member } = await following(500);
    asked[0]!.answer({ events: [], checkpoint: at(0) });
    await reads(asked, 2);
    expect(asked[1]!.at - asked[0]!.at).toBeLessThan(LINGER_MS / 2);
    asked[1]!.answer({ events: [event(1)], checkpoint: at(1) });
    await reads(asked, 3);
    expect(asked[2]!.at - asked[1]!.at).toBeGreaterThanOrEqual(LINGERED);
    asked[2]!.answer({ events: [], checkpoint: at(1) });
    await member.leave();
  });

  it('reads on at once after a full batch (catching up)', async () => {
    const { asked, member } = await following(2);
    asked[0]!.answer({ events: [event(1), event(2)], checkpoint: at(2) });
    await reads(asked, 2);
    expect(asked[1]!.at - asked[0]!.at).toBeLessThan(LINGER_MS / 2);
    expect(asked[1]!.after).toEqual(at(2));
    asked[1]!.answer({ events: [], checkpoint: at(2) });
    await member.leave();
  });
});
