-- Crew documents (doc 2, crew documents): a stored file on a crew member's record, with its
-- category and additional info. The device chooses the id (a document added offline has one at
-- once). Deleted ones stay, flagged, as the vessel's history; devices learn of it by the version.
CREATE TABLE crew_documents (
  id TEXT PRIMARY KEY,
  crew_id INTEGER NOT NULL REFERENCES user_vessel_roles(id),
  file_id TEXT NOT NULL REFERENCES files(id),
  category_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  extension TEXT NOT NULL,
  description TEXT,
  -- Private, or named like a contract when uploaded: its owner and level 5 only. Never changes,
  -- so no device ever holds a copy it may no longer see.
  is_private BOOLEAN NOT NULL DEFAULT false,
  is_verified BOOLEAN NOT NULL DEFAULT false,
  coc BOOLEAN NOT NULL DEFAULT false,
  expiry_date DATE,
  issued_at DATE,
  nationality INTEGER,
  passport_no TEXT,
  grade TEXT,
  limitation TEXT,
  custom_id TEXT,
  comment TEXT,
  uploaded_by INTEGER NOT NULL REFERENCES users(id),
  uploaded_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  deleted_at TIMESTAMPTZ,
  deleted_by INTEGER REFERENCES users(id),
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX crew_documents_crew ON crew_documents (crew_id);
CREATE INDEX crew_documents_version ON crew_documents (version);
CREATE UNIQUE INDEX crew_documents_file ON crew_documents (file_id);
