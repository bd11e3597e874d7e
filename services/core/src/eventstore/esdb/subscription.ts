/**
 * A catch-up subscription to `$all` on EventStoreDB, delivered to the port's BatchHandler.
 *
 * The server pushes events one by one; they queue here while the handler works, and the
 * next handler call gets what queued (up to `batchSize`), so one slow handler call turns
 * into one larger batch rather than a backlog of calls. When the queue holds two batches
 * the client's stream is paused, which lets gRPC flow control hold the server back.
 *
 * The server filters out system events and reports, every so often, how far it has
 * scanned (a checkpoint). Types the caller did not ask for are skipped here, so that
 * every record still moves the consumer's checkpoint (read-your-writes waits on it).
 */
import { excludeSystemEvents, type AllStreamResolvedEvent, type KurrentDBClient, type Position as ClientPosition } from '@kurrent/kurrentdb-client';
import { EventStoreUnavailableError } from '../errors.js';
import { comparePositions, START, type AllBatch, type BatchHandler, type Position, type RecordedEvent, type SubscribeOptions, type Subscription } from '../port.js';
import { toPortError } from './errorMapping.js';
import { eventTypeMatcher, fromClientPosition, toReadPosition, toRecordedEvent } from './mapping.js';

export const DEFAULT_BATCH_SIZE = 500;
/** Server checkpoints every 32 x its search window of 32 records: about every 1,000 records. */
const CHECKPOINT_INTERVAL = 32;

/** A record taken from `$all`: an event to deliver, or only a position to move past. */
interface Entry {
  position: Position;
  event?: RecordedEvent;
}

export function subscribe(client: KurrentDBClient, handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
  const after = options.after ?? START;
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const wanted = eventTypeMatcher(options.eventTypes);

  const queue: Entry[] = [];
  let delivered = after;
  let serverCheckpoint: Position | undefined;
  let paused = false;
  let stopped = false;
  let failure: { error: unknown } | undefined;

  let wake: (() => void) | undefined;
  const notify = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const fail = (error: unknown) => {
    if (stopped || failure) return;
    failure = { error };
    notify();
  };

  const source = client.subscribeToAll({
    fromPosition: toReadPosition(after),
    filter: excludeSystemEvents({
      checkpointInterval: CHECKPOINT_INTERVAL,
      checkpointReached: (_subscription: unknown, position: ClientPosition) => {
        const reached = fromClientPosition(position);
        if (!serverCheckpoint || comparePositions(reached, serverCheckpoint) > 0) serverCheckpoint = reached;
        notify();
      },
    }),
  });

  source.on('data', (resolved: AllStreamResolvedEvent) => {
    const record = resolved.event;
    if (!record || stopped) return;
    const position = fromClientPosition(record.position);
    // The server starts after `after`; the guard keeps that true whatever its version.
    if (comparePositions(position, after) <= 0) return;
    queue.push(wanted(record.type) ? { position, event: toRecordedEvent(record) } : { position });
    if (!paused && queue.length >= 2 * batchSize) {
      paused = true;
      source.pause();
    }
    notify();
  });
  source.on('error', (error: Error) => fail(toPortError(error)));
  source.on('end', () => fail(new EventStoreUnavailableError(new Error('EventStoreDB ended the subscription'))));

  /** The next batch, or nothing when there is neither an event nor progress to report. */
  const takeBatch = (): AllBatch | undefined => {
    const events: RecordedEvent[] = [];
    let checkpoint = delivered;
    let taken = 0;
    while (taken < queue.length && events.length < batchSize) {
      const entry = queue[taken++]!;
      checkpoint = entry.position;
      if (entry.event) events.push(entry.event);
    }
    queue.splice(0, taken);
    // A server checkpoint may be used once every event before it has been taken: nothing
    // left in this queue, nor in the client's stream buffer (it may hold events the server
    // sent before the checkpoint).
    if (queue.length === 0 && source.readableLength === 0 && serverCheckpoint && comparePositions(serverCheckpoint, checkpoint) > 0) {
      checkpoint = serverCheckpoint;
    }
    if (paused && queue.length < batchSize) {
      paused = false;
      source.resume();
    }
    if (events.length === 0 && comparePositions(checkpoint, delivered) <= 0) return undefined;
    return { events, checkpoint };
  };

  const run = async () => {
    try {
      for (;;) {
        if (failure) throw failure.error;
        if (stopped) return;
        const batch = takeBatch();
        if (!batch) {
          await new Promise<void>((resolve) => (wake = resolve));
          continue;
        }
        await handler(batch);
        delivered = batch.checkpoint;
      }
    } finally {
      stopped = true;
      queue.length = 0;
      await source.unsubscribe().catch(() => {});
      source.destroy();
    }
  };

  const done = run();
  // `done` rejects for whoever awaits it; an unobserved failure must not crash the process.
  done.catch(() => {});
  return {
    done,
    async stop() {
      stopped = true;
      notify();
      await done.catch(() => {});
    },
  };
}
