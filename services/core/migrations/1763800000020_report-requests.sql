-- Up Migration

-- Reports asked for in the console and built by a worker: who asked, for what (kind, date
-- range or document subject), how far the build is and where the file is. A request is
-- interface state, not a business fact, so it lives in a plain table; the file itself
-- lives under DATA_DIR/reports, named by the request's id.
CREATE SCHEMA IF NOT EXISTS reports;

CREATE TABLE reports.requests (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  requested_by uuid NOT NULL,
  -- {"from": "YYYY-MM-DD", "to": "YYYY-MM-DD"} or {"type": "booking"|"assessment", "id": uuid}
  params jsonb NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  row_count integer,
  file_name text NOT NULL,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX requests_requested_by ON reports.requests (requested_by, created_at);

-- Down Migration
DROP TABLE reports.requests;
DROP SCHEMA reports;
