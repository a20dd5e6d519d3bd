-- A user's handwritten signature image (PNG), shown on the records they sign.
CREATE TABLE digital_signatures (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  png BYTEA,
  opted_out BOOLEAN NOT NULL DEFAULT false,
  updated_at TIMESTAMPTZ NOT NULL
);
