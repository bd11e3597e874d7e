-- Up Migration

-- The sandbox payment gateway's own books: the checkouts it has opened, as a real gateway
-- keeps its invoices. Used when no Xendit or TendoPay keys are configured; the sandbox
-- page's Pay and Fail settle a row here, then go through the same callback handler as the
-- real gateways. Bookings never read this table: they learn outcomes from events.
CREATE SCHEMA IF NOT EXISTS payments;

CREATE TABLE payments.sandbox_checkouts (
  payment_id uuid PRIMARY KEY,
  amount_centavos bigint NOT NULL CHECK (amount_centavos >= 0),
  success_url text NOT NULL,
  failure_url text NOT NULL,
  -- pending until Pay or Fail; settled once, like an invoice that was paid or expired.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE payments.sandbox_checkouts;
DROP SCHEMA payments;
