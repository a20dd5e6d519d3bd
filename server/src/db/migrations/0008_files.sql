-- Files that travel offline (issue 6): the id is chosen on the device (a ULID), so an
-- operation made offline can refer to a file before it is uploaded. A row exists from the
-- upload's creation ('uploading', only its uploader may continue it) and is 'stored' once the
-- bytes are complete and their type and size were checked from the content.
CREATE TABLE files (
  id TEXT PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  uploaded_by INTEGER NOT NULL REFERENCES users (id),
  purpose TEXT NOT NULL,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'uploading',
  mime TEXT,
  sha256 TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  stored_at TIMESTAMPTZ
);
CREATE INDEX files_vessel_user ON files (vessel_id, user_id);
