/**
 * The event store port: the only way the rest of the system reads or writes events.
 * Two adapters implement it (PostgreSQL, the default, and EventStoreDB) and both pass
 * the same contract suite (services/core/test/eventstore.contract.ts).
 */

/** Metadata every event carries. Never a secret. */
export interface EventMetadata {
  actor: string | null;
  role: string | null;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
  /** Version of the event's data schema, so upcasters can tell old shapes apart. */
  schemaVersion?: number;
  [key: string]: unknown;
}

/** An event as a caller hands it to `append`. `id` makes a retried append idempotent. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/**
 * A position in `$all`, ordered lexicographically by (commit, prepare).
 * PostgreSQL adapter: commit = the appending transaction's id (xid8), prepare = the
 * global sequence number. EventStoreDB: its own commit and prepare positions.
 */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export const START: Position = Object.freeze({ commit: -1n, prepare: -1n });

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  streamId: string;
  /** 0-based revision of the event in its stream. */
  revision: bigint;
  position: Position;
  recordedAt: Date;
}

/**
 * What a writer expects of the stream it appends to.
 * - `no_stream`: the stream must not exist yet.
 * - `stream_exists`: the stream must hold at least one event.
 * - `any`: no check.
 * - a bigint: the revision of the stream's last event must be exactly this.
 */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface AppendResult {
  /** Revision of the last event written (or already present on an idempotent retry). */
  nextExpectedRevision: bigint;
  /** Position of the last event written: wait for projections to pass it. */
  position: Position;
}

/** One stream's part of an atomic append to several streams (`appendToStreams`). */
export interface StreamAppend {
  streamId: string;
  events: readonly NewEvent[];
  expected: ExpectedRevision;
}

export interface ReadStreamOptions {
  /** Forwards (the default) from the first revision, or backwards from the last. */
  direction?: 'forwards' | 'backwards';
  /** First revision to read, inclusive (forwards: default 0; backwards: default the last). */
  fromRevision?: bigint;
  /** Read at most this many events. */
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Default: the beginning. */
  after?: Position;
  /** Batch size. */
  maxCount?: number;
  /** Only events of these types (the position still moves past others). */
  eventTypes?: readonly string[];
}

export interface AllBatch {
  events: RecordedEvent[];
  /**
   * Where the next read should start (exclusive). It may lie beyond the last event
   * returned when the reader has proven nothing can appear in between: a consumer
   * stores it as its checkpoint.
   */
  checkpoint: Position;
  /**
   * Set by the PostgreSQL adapter when committed events lie beyond the checkpoint but a
   * transaction still in flight holds them back: they become readable when it ends, and
   * nothing announces that, so a follower should look again soon rather than wait.
   */
  heldBack?: boolean;
}

export interface SubscribeOptions {
  after?: Position;
  eventTypes?: readonly string[];
  batchSize?: number;
}

/** Handler of a subscription: called with each batch, in order, one at a time. */
export type BatchHandler = (batch: AllBatch) => Promise<void>;

export interface Subscription {
  /** Stops delivering; resolves once the handler in flight (if any) has finished. */
  stop(): Promise<void>;
  /** Resolves when the subscription ends: rejects if the handler or the reader failed. */
  readonly done: Promise<void>;
}

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to several streams at once, each with its own expected revision: all of it or
   * none of it, and no reader ever sees a part. A stream not as expected fails the whole
   * call with a WrongExpectedRevisionError naming that stream. A retry with the same event
   * ids and expectations (an answer lost on the way) writes nothing and answers as the
   * first. Each stream at most once per call, each with at least one event. Answers one
   * result per stream, in the order given; their events sit in `$all` in that order too.
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  /** Events of one stream in revision order; an empty array for a stream that does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** One batch of `$all` in position order. */
  readAll(options?: ReadAllOptions): Promise<AllBatch>;
  /** Catch up from `after`, then follow live appends. */
  subscribeToAll(handler: BatchHandler, options?: SubscribeOptions): Subscription;
  /** The position at the end of `$all` as of now, for lag measurements. */
  headPosition(): Promise<Position>;
  /**
   * Run once at start-up: throws, saying what is needed, when the server cannot do what
   * this port promises (an EventStoreDB older than KurrentDB 25.1 has no multi-stream append).
   */
  verifyServer(): Promise<void>;
  /** Cheap reachability check for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function positionToJSON(p: Position): { commit: string; prepare: string } {
  return { commit: p.commit.toString(), prepare: p.prepare.toString() };
}

export function positionFromJSON(p: { commit: string; prepare: string }): Position {
  return { commit: BigInt(p.commit), prepare: BigInt(p.prepare) };
}
