-- The vessel document library (doc 2: 'Vessel document library (docs module)'). Each vessel has
-- its docs settings (docsCheck, and whether the library was set up), sections, and documents:
-- a stored file filed under a section with a name and an order (0: none, sorts last). Sections
-- and documents have the ULIDs their device made, so they are filed offline; deleted ones stay
-- as tombstones so every device drops them.
CREATE TABLE doc_settings (
  vessel_id INTEGER PRIMARY KEY REFERENCES vessels(id),
  docs_check BOOLEAN NOT NULL DEFAULT false,
  initialized BOOLEAN NOT NULL DEFAULT false,
  updated_by INTEGER REFERENCES users(id),
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX doc_settings_version ON doc_settings (version);

-- Every vessel has its settings row from the start: the feed carries it to everyone with access,
-- so a device knows the server grants access (the Documents entry) before anything is saved.
INSERT INTO doc_settings (vessel_id) SELECT id FROM vessels ORDER BY id;
CREATE FUNCTION doc_settings_for_new_vessel() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO doc_settings (vessel_id) VALUES (NEW.id) ON CONFLICT (vessel_id) DO NOTHING; RETURN NEW; END $$;
CREATE TRIGGER vessels_doc_settings AFTER INSERT ON vessels FOR EACH ROW EXECUTE FUNCTION doc_settings_for_new_vessel();

CREATE TABLE doc_sections (
  id TEXT PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX doc_sections_vessel ON doc_sections (vessel_id);
CREATE INDEX doc_sections_version ON doc_sections (version);

CREATE TABLE library_documents (
  id TEXT PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  section_id TEXT NOT NULL REFERENCES doc_sections(id),
  -- One document per file: a file is filed once.
  file_id TEXT NOT NULL UNIQUE REFERENCES files(id),
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0 CHECK (sort_order >= 0),
  uploaded_by INTEGER NOT NULL REFERENCES users(id),
  uploaded_at TIMESTAMPTZ NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX library_documents_vessel ON library_documents (vessel_id, section_id);
CREATE INDEX library_documents_version ON library_documents (version);
