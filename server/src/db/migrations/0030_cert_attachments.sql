-- Vessel certificates' attachments (doc 2: sections 3, 4, 5, 9): a stored file on one certificate,
-- of one type (Certificate 0, Supporting doc 1, Endorsement 2, Supplement 3), checked or not by
-- someone with the check right, archived (kept in the Archive section) or deleted (a tombstone,
-- so devices drop it; its file is marked 'removed' and its bytes leave the storage). The id is the
-- file's (a ULID made on the device). A corrupted upload keeps its row, marked, without bytes.
CREATE TABLE cert_attachments (
  id TEXT PRIMARY KEY REFERENCES files(id),
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  certificate_id TEXT NOT NULL REFERENCES certificates(id),
  attachment_type SMALLINT NOT NULL CHECK (attachment_type BETWEEN 0 AND 3),
  checked BOOLEAN NOT NULL DEFAULT false,
  checked_by INTEGER REFERENCES users(id),
  checked_at TIMESTAMPTZ,
  archived BOOLEAN NOT NULL DEFAULT false,
  corrupted BOOLEAN NOT NULL DEFAULT false,
  added_by INTEGER NOT NULL REFERENCES users(id),
  added_at TIMESTAMPTZ NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX cert_attachments_certificate ON cert_attachments (certificate_id);
CREATE INDEX cert_attachments_vessel ON cert_attachments (vessel_id);
CREATE INDEX cert_attachments_version ON cert_attachments (version);

-- A certificate's Checked follows its attachments: a derived change that raises the record's
-- version (so devices get it) but is no edit. A save or delete is judged against the last edit's
-- version, so a form opened before a document was checked saves without a false conflict.
ALTER TABLE certificates ADD COLUMN edited_version BIGINT NOT NULL DEFAULT 0;
UPDATE certificates SET edited_version = version;
