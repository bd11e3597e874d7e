-- Up Migration

-- mail.outbox becomes the ledger of every e-mail, written before it is sent. A mail that
-- follows from an event is keyed by (event id, template, recipient): the UNIQUE constraint
-- makes a replayed event or a retried job find the row already there instead of writing
-- a second message. `purpose` is the template's name. Mails written by a request (the
-- set-password links) have no event and are keyed by their own id.
ALTER TABLE mail.outbox
  ADD COLUMN event_id uuid,
  -- The staff member a per-person mail is for (manong, assessor); '' for the customer.
  ADD COLUMN recipient_key text NOT NULL DEFAULT '',
  -- When a job to deliver the row was enqueued (rows with none are picked up by the relay).
  ADD COLUMN enqueued_at timestamptz,
  -- The last try to hand it to SMTP, and how it was delivered ('smtp' or 'local-outbox').
  ADD COLUMN last_attempt_at timestamptz,
  ADD COLUMN delivered_via text,
  ADD CONSTRAINT outbox_once_per_event UNIQUE (event_id, purpose, recipient_key);

CREATE INDEX outbox_not_enqueued ON mail.outbox (created_at) WHERE enqueued_at IS NULL AND sent_at IS NULL;

-- Down Migration
DROP INDEX mail.outbox_not_enqueued;
ALTER TABLE mail.outbox
  DROP CONSTRAINT outbox_once_per_event,
  DROP COLUMN delivered_via,
  DROP COLUMN last_attempt_at,
  DROP COLUMN enqueued_at,
  DROP COLUMN recipient_key,
  DROP COLUMN event_id;
