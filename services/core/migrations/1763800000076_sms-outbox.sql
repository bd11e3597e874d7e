-- Up Migration

-- The ledger of every text message, as mail.outbox is for e-mail: written before anything
-- tries to send it. A reminder's message is keyed by (booking, kind, recipient): the
-- UNIQUE constraint makes a retried or replayed reminder find the row already there
-- instead of writing a second message. Without a provider (SEMAPHORE_API_KEY unset) the
-- rows are the local outbox, readable by administrators at /api/dev/sms-outbox.
CREATE SCHEMA IF NOT EXISTS sms;

CREATE TABLE sms.outbox (
  id uuid PRIMARY KEY,
  -- E.164 (+639...).
  to_number text NOT NULL,
  body text NOT NULL,
  -- What it is for: the reminder's kind ('customer-2h-sms', ...).
  purpose text NOT NULL,
  booking_id uuid NOT NULL,
  -- Whom it is for: the customer's or the manong's user id.
  recipient_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts int NOT NULL DEFAULT 0,
  last_attempt_at timestamptz,
  last_error text,
  sent_at timestamptz,
  -- 'semaphore' or 'local-outbox', and Semaphore's message_id.
  delivered_via text,
  provider_message_id text,
  -- Set when the retries ran out: shown to administrators as failed.
  failed_at timestamptz,
  CONSTRAINT sms_once_per_reminder UNIQUE (booking_id, purpose, recipient_key)
);
CREATE INDEX sms_outbox_created_at ON sms.outbox (created_at DESC);

-- Down Migration
DROP TABLE sms.outbox;
DROP SCHEMA sms;
