-- Up Migration

-- Credentials are not event-sourced (docs/architecture.md, "Accounts"): password hashes, and later sessions and
-- single-use tokens, live in plain tables that no event ever copies.
CREATE SCHEMA IF NOT EXISTS auth;

CREATE TABLE auth.credentials (
  user_id uuid PRIMARY KEY,
  -- Lower-cased; the unique index is also what keeps two accounts from sharing an e-mail.
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  -- NULL: no usable password yet (set through an e-mailed single-use link).
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE auth.credentials;
DROP SCHEMA auth;
