-- Up Migration

-- Bookkeeping of the projector that is not part of any read model.
CREATE SCHEMA IF NOT EXISTS projector;

-- Rebuilds asked for by `npm run projections:rebuild` while projectors run.
CREATE TABLE projector.rebuild_requests (
  name text PRIMARY KEY,
  requested_at timestamptz NOT NULL,
  finished_at timestamptz
);

-- Down Migration
DROP TABLE projector.rebuild_requests;
DROP SCHEMA projector;
