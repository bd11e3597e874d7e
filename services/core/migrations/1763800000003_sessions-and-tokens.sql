-- Up Migration

-- Sessions of express-session (connect-pg-simple's table layout). Not event-sourced:
-- Sessions and tokens live in plain tables, as credentials do.
CREATE TABLE auth.sessions (
  sid varchar NOT NULL PRIMARY KEY,
  sess json NOT NULL,
  expire timestamp(6) NOT NULL
);
CREATE INDEX sessions_expire ON auth.sessions (expire);
-- Ending every session of a user (password changed, account removed).
CREATE INDEX sessions_user ON auth.sessions ((sess->>'userId'));

-- Single-use set-password links. Only the SHA-256 of the token is kept, so a leaked
-- table opens nothing.
CREATE TABLE auth.password_tokens (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth.credentials (user_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_tokens_user ON auth.password_tokens (user_id);

-- Down Migration
DROP TABLE auth.password_tokens;
DROP TABLE auth.sessions;
