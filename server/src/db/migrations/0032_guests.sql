-- Guest records (doc 3: reports/guest-details; the Guest entity of section 3). A vessel's guests,
-- made on devices (their ids ULIDs, so a guest is entered offline) and deleted as tombstones so
-- every device drops them. Dates are days; no date is NULL (the wire's sentinels never reach here).
CREATE TABLE guests (
  id TEXT PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  gender TEXT NOT NULL CHECK (gender IN ('m', 'f')),
  date_of_birth DATE,
  place_of_birth TEXT,
  nationality TEXT,
  residence_address TEXT,
  marital_status TEXT,
  passport_no TEXT CHECK (passport_no ~ '^[A-Za-z0-9]*$'),
  passport_issued_at TEXT,
  passport_issue_date DATE,
  passport_exp_date DATE,
  port_of_embarkation TEXT,
  is_on_board BOOLEAN NOT NULL DEFAULT false,
  created_by INTEGER REFERENCES users(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX guests_vessel ON guests (vessel_id);
CREATE INDEX guests_version ON guests (version);
