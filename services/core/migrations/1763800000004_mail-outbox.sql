-- Up Migration

-- Outgoing e-mail. A request writes the message here (in its own transaction, so a mail
-- is never lost to a Redis outage); the worker delivers it over SMTP, or, with no
-- SMTP_URL, leaves it readable in the development outbox.
CREATE SCHEMA IF NOT EXISTS mail;

CREATE TABLE mail.outbox (
  id uuid PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  -- What the mail is for ('set-password', 'booking-confirmed', ...), for tests and operators.
  purpose text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts int NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX outbox_unsent ON mail.outbox (created_at) WHERE sent_at IS NULL;

-- Down Migration
DROP TABLE mail.outbox;
DROP SCHEMA mail;
