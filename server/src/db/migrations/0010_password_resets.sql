-- Reset links (doc 1, section 2): only a hash of the link's secret is kept; a link works once,
-- for a day.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX password_resets_user ON password_resets (user_id, created_at);
