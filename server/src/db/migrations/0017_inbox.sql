-- The inbox (doc 1): messages to one user, about a vessel or none ('My Notifications').
-- Synced records: seen and deleted change the row's version, so every device of the user
-- follows; a removed message stays as a tombstone.
CREATE TABLE inbox_messages (
  id SERIAL PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  vessel_id INTEGER REFERENCES vessels(id),
  header TEXT NOT NULL,
  text TEXT NOT NULL,
  sender TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  seen BOOLEAN NOT NULL DEFAULT false,
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL
);
CREATE INDEX inbox_messages_user_version ON inbox_messages (user_id, version);
