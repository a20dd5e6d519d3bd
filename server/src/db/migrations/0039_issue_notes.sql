-- Notes on a vessel's issues: an officer's line under a crew member's issue, for the officers
-- and the crew member. Made on devices (ids are ULIDs, so a note is written offline); deleted as
-- tombstones so every device drops them. issue_key names the issue (domain/issues/issue-notes).
CREATE TABLE issue_notes (
  id TEXT PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  issue_key TEXT NOT NULL,
  text TEXT NOT NULL CHECK (char_length(text) BETWEEN 1 AND 500),
  author_id INTEGER NOT NULL REFERENCES users(id),
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX issue_notes_vessel ON issue_notes (vessel_id, user_id);
CREATE INDEX issue_notes_version ON issue_notes (version);
