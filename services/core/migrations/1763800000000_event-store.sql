-- Up Migration

-- The PostgreSQL event store (docs/architecture.md, "The event store port").
CREATE SCHEMA IF NOT EXISTS es;

CREATE TABLE es.events (
  -- Order of appends as the sequence handed them out; NOT commit order.
  global_position bigint GENERATED ALWAYS AS IDENTITY,
  -- The appending transaction. Readers of $all only read below the oldest transaction
  -- still in flight, so an event whose transaction commits after a later one is never
  -- skipped; $all is ordered by (transaction_id, global_position).
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL CHECK (stream_revision >= 0),
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT events_pkey PRIMARY KEY (transaction_id, global_position),
  -- Per-stream optimistic concurrency: two writers of the same revision cannot both win.
  CONSTRAINT events_stream_revision_key UNIQUE (stream_id, stream_revision),
  -- Idempotent appends: a retried append is recognised by its event ids.
  CONSTRAINT events_event_id_key UNIQUE (event_id)
);

-- Down Migration
DROP TABLE es.events;
DROP SCHEMA es;
