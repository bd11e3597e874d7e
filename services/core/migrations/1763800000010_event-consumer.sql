-- Up Migration

-- The worker's event consumer: where in `$all` it has turned events into jobs. Moved only
-- after the jobs of the events before it were enqueued (see services/worker/src/consumer).
CREATE SCHEMA IF NOT EXISTS worker;

CREATE TABLE worker.consumer_checkpoints (
  name text PRIMARY KEY,
  commit_position bigint NOT NULL,
  prepare_position bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE worker.consumer_checkpoints;
DROP SCHEMA worker;
