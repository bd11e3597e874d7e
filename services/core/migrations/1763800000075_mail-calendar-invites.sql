-- Up Migration

-- A mail may carry a calendar invite (a booking's confirmation, re-booking, cancellation; a
-- manong's or assessor's assignment): written into the ledger with the message, so a retry
-- delivers the invite as first rendered. `calendar_method` is the RFC 5546 method the
-- message's text/calendar part is sent with (REQUEST, CANCEL).
ALTER TABLE mail.outbox
  ADD COLUMN calendar_method text,
  ADD COLUMN calendar_filename text,
  ADD COLUMN calendar_body text,
  ADD CONSTRAINT outbox_calendar_whole CHECK ((calendar_body IS NULL) = (calendar_method IS NULL) AND (calendar_body IS NULL) = (calendar_filename IS NULL));

-- Down Migration
ALTER TABLE mail.outbox
  DROP CONSTRAINT outbox_calendar_whole,
  DROP COLUMN calendar_body,
  DROP COLUMN calendar_filename,
  DROP COLUMN calendar_method;
