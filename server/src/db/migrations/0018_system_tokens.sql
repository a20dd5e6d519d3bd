-- System tokens (doc 1, route guards): a link in an e-mail logs its user in once, within its
-- lifetime (POST /loginuser). Only a hash is kept. Two-factor users still give their code.
CREATE TABLE system_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
