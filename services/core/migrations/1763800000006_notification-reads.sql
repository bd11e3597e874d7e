-- Up Migration

-- Which user has read which notification. Notifications themselves are projected from
-- events (rm_notifications); reading one is a user's own interface state, not a business
-- fact, so it lives in a plain table.
CREATE SCHEMA IF NOT EXISTS notify;

CREATE TABLE notify.reads (
  user_id uuid NOT NULL,
  notification_id uuid NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, notification_id)
);

-- Down Migration
DROP TABLE notify.reads;
DROP SCHEMA notify;
