-- Vessel certificates (doc 2: sections 2, 3, 4, 5, 6, 7). The catalogue (sections, certificate
-- types, vessel parameters and which types each parameter requires) is the product's own and
-- reaches every device that holds certificates; a vessel adds its own types (Add Other), keeps
-- its required settings, its requirements (the catalogue types that apply to it), its
-- certificates (made on devices, their ids ULIDs, deleted as tombstones) and its certificate
-- approval group. Attachments come with the next migration.
CREATE TABLE cert_sections (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  shortcut TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL,
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX cert_sections_version ON cert_sections (version);

CREATE TABLE vessel_parameters (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX vessel_parameters_version ON vessel_parameters (version);

-- A catalogue type's id is its section shortcut and number (e.g. SF03); a vessel's own type
-- (Add Other) has the ULID the device made for it, so a certificate can name it offline.
CREATE TABLE cert_types (
  id TEXT PRIMARY KEY,
  vessel_id INTEGER REFERENCES vessels(id),
  section_id INTEGER NOT NULL REFERENCES cert_sections(id),
  number TEXT NOT NULL CHECK (number ~ '^[0-9]{2}$'),
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  default_comment TEXT,
  expiry_date_required BOOLEAN NOT NULL DEFAULT false,
  survey_range_date_required BOOLEAN NOT NULL DEFAULT false,
  last_survey_date_required BOOLEAN NOT NULL DEFAULT false,
  document_upload_required BOOLEAN NOT NULL DEFAULT false,
  created_by INTEGER REFERENCES users(id),
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX cert_types_vessel ON cert_types (vessel_id);
CREATE INDEX cert_types_version ON cert_types (version);

-- Which catalogue types a vessel of each parameter must carry (its requirements at init).
CREATE TABLE cert_type_parameters (
  cert_type_id TEXT NOT NULL REFERENCES cert_types(id),
  vessel_parameter_id INTEGER NOT NULL REFERENCES vessel_parameters(id),
  PRIMARY KEY (cert_type_id, vessel_parameter_id)
);

-- The Required Settings popup, and whether the module was initialised for the vessel. A change
-- of requirements or of the approval group raises this row's version: one record carries them.
CREATE TABLE cert_settings (
  vessel_id INTEGER PRIMARY KEY REFERENCES vessels(id),
  flag TEXT,
  class TEXT,
  vessel_parameter_id INTEGER REFERENCES vessel_parameters(id),
  cruising_us_waters BOOLEAN NOT NULL DEFAULT false,
  initialized BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX cert_settings_version ON cert_settings (version);

CREATE TABLE cert_requirements (
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  cert_type_id TEXT NOT NULL REFERENCES cert_types(id),
  is_active BOOLEAN NOT NULL,
  PRIMARY KEY (vessel_id, cert_type_id)
);

-- The certificate approval group: sees and keeps the certificates whatever their level.
CREATE TABLE cert_group_members (
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  PRIMARY KEY (vessel_id, user_id)
);
CREATE INDEX cert_group_members_user ON cert_group_members (user_id);

CREATE TABLE certificates (
  id TEXT PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  cert_type_id TEXT NOT NULL REFERENCES cert_types(id),
  section_id INTEGER NOT NULL REFERENCES cert_sections(id),
  section_number TEXT NOT NULL CHECK (section_number ~ '^[0-9]{2}$'),
  -- certificateID: the title suffix (two radio licences, a second class certificate).
  title_suffix TEXT,
  expire_date DATE,
  survey_window_open DATE,
  survey_window_closing DATE,
  last_survey_date DATE,
  alert_days SMALLINT NOT NULL DEFAULT 60 CHECK (alert_days IN (60, 90, 120, 150, 180)),
  comments TEXT,
  checked BOOLEAN NOT NULL DEFAULT false,
  created_by INTEGER REFERENCES users(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX certificates_vessel ON certificates (vessel_id);
CREATE INDEX certificates_version ON certificates (version);
CREATE INDEX certificates_expiry ON certificates (expire_date) WHERE NOT deleted;

-- Expiry alerts sent (the daily job): one per certificate, state and expiry date, so a run
-- that is repeated sends nothing twice and a renewed certificate is alerted again.
CREATE TABLE cert_alerts_sent (
  certificate_id TEXT NOT NULL REFERENCES certificates(id),
  state TEXT NOT NULL CHECK (state IN ('expiring', 'expired')),
  expire_date DATE NOT NULL,
  sent_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (certificate_id, state, expire_date)
);

-- Daily jobs: the first server process to claim (name, day) queues that day's run.
CREATE TABLE daily_job_runs (
  name TEXT NOT NULL,
  day DATE NOT NULL,
  queued_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (name, day)
);

INSERT INTO cert_sections (id, name, shortcut, sort_order) VALUES
  (1, 'Registry & Ownership', 'RG', 1),
  (2, 'Class', 'CL', 2),
  (3, 'Load Line', 'LL', 3),
  (4, 'Safety (SOLAS)', 'SF', 4),
  (5, 'MARPOL', 'MP', 5),
  (6, 'MLC', 'ML', 6),
  (7, 'ISM / ISPS', 'IS', 7),
  (8, 'Insurance', 'IN', 8),
  (9, 'Radio', 'RD', 9),
  (10, 'Commercial', 'CM', 10),
  (11, 'Crew / Other', 'OT', 11);

INSERT INTO vessel_parameters (id, name, sort_order) VALUES
  (1, 'Private yacht', 1),
  (2, 'Commercial yacht < 500 GT', 2),
  (3, 'Commercial yacht ≥ 500 GT', 3),
  (4, 'Passenger yacht', 4);

-- Flags: expiry, survey window, last survey, document upload. Statutory certificates with
-- annual surveys need the window and the last survey; plans and permanent documents no expiry.
INSERT INTO cert_types (id, section_id, number, name, sort_order, default_comment,
    expiry_date_required, survey_range_date_required, last_survey_date_required, document_upload_required) VALUES
  ('RG01', 1, '01', 'Certificate of Registry', 1, 'Issued by the flag State registry.', true, false, false, true),
  ('RG02', 1, '02', 'International Tonnage Certificate (1969)', 2, NULL, false, false, false, true),
  ('RG03', 1, '03', 'Builder''s Certificate / Bill of Sale', 3, NULL, false, false, false, true),
  ('RG04', 1, '04', 'Continuous Synopsis Record', 4, 'Keep every issued CSR document on board.', false, false, false, true),
  ('CL01', 2, '01', 'Certificate of Class (Hull)', 1, 'Annual survey within 3 months of the anniversary date.', true, true, true, true),
  ('CL02', 2, '02', 'Certificate of Class (Machinery)', 2, 'Annual survey within 3 months of the anniversary date.', true, true, true, true),
  ('LL01', 3, '01', 'International Load Line Certificate', 1, 'Annual survey within 3 months of the anniversary date.', true, true, true, true),
  ('SF01', 4, '01', 'Passenger Ship Safety Certificate', 1, NULL, true, true, true, true),
  ('SF02', 4, '02', 'Cargo Ship Safety Construction Certificate', 2, 'Intermediate survey around the second or third anniversary.', true, true, true, true),
  ('SF03', 4, '03', 'Cargo Ship Safety Equipment Certificate', 3, 'Annual survey within 3 months of the anniversary date.', true, true, true, true),
  ('SF04', 4, '04', 'Cargo Ship Safety Radio Certificate', 4, 'Annual survey within 3 months of the anniversary date.', true, true, true, true),
  ('SF05', 4, '05', 'Minimum Safe Manning Document', 5, NULL, false, false, false, true),
  ('SF06', 4, '06', 'Exemption Certificate', 6, NULL, true, false, false, true),
  ('MP01', 5, '01', 'International Oil Pollution Prevention Certificate (IOPP)', 1, 'Annual survey within 3 months of the anniversary date.', true, true, true, true),
  ('MP02', 5, '02', 'International Sewage Pollution Prevention Certificate (ISPP)', 2, NULL, true, false, false, true),
  ('MP03', 5, '03', 'International Air Pollution Prevention Certificate (IAPP)', 3, 'Annual survey within 3 months of the anniversary date.', true, true, true, true),
  ('MP04', 5, '04', 'Engine International Air Pollution Prevention Certificate (EIAPP)', 4, 'One per diesel engine above 130 kW.', false, false, false, true),
  ('MP05', 5, '05', 'Garbage Management Plan', 5, NULL, false, false, false, false),
  ('MP06', 5, '06', 'International Anti-fouling System Certificate', 6, NULL, false, false, false, true),
  ('ML01', 6, '01', 'Maritime Labour Certificate', 1, 'Intermediate inspection between the second and third anniversary.', true, true, true, true),
  ('ML02', 6, '02', 'Declaration of Maritime Labour Compliance (DMLC Parts I and II)', 2, NULL, false, false, false, true),
  ('IS01', 7, '01', 'Safety Management Certificate (SMC)', 1, 'Intermediate verification between the second and third anniversary.', true, true, true, true),
  ('IS02', 7, '02', 'Document of Compliance (copy)', 2, 'The company''s DOC, annually verified.', true, true, true, true),
  ('IS03', 7, '03', 'International Ship Security Certificate (ISSC)', 3, 'Intermediate verification between the second and third anniversary.', true, true, true, true),
  ('IN01', 8, '01', 'P&I Certificate of Entry', 1, 'Renewed each policy year.', true, false, false, true),
  ('IN02', 8, '02', 'Hull & Machinery Insurance Certificate', 2, NULL, true, false, false, true),
  ('IN03', 8, '03', 'Wreck Removal Insurance Certificate', 3, 'Nairobi Convention, 300 GT and over.', true, false, false, true),
  ('IN04', 8, '04', 'Bunker Convention Certificate (CLC Bunker)', 4, 'Bunkers Convention, over 1,000 GT.', true, false, false, true),
  ('RD01', 9, '01', 'Ship Station Radio Licence', 1, NULL, true, false, false, true),
  ('RD02', 9, '02', 'EPIRB Registration', 2, NULL, true, false, false, false),
  ('RD03', 9, '03', 'GMDSS Shore-based Maintenance Agreement', 3, NULL, true, false, false, true),
  ('CM01', 10, '01', 'Large Yacht Code Compliance Certificate', 1, 'Annual survey within 3 months of the anniversary date.', true, true, true, true),
  ('CM02', 10, '02', 'Passenger Yacht Code Compliance Certificate', 2, NULL, true, true, true, true),
  ('CM03', 10, '03', 'Charter Licence', 3, NULL, true, false, false, true),
  ('OT01', 11, '01', 'Ship Sanitation Control Exemption Certificate', 1, 'Valid for 6 months.', true, false, false, true),
  ('OT02', 11, '02', 'Liferaft Service Certificate', 2, 'Serviced every 12 months.', true, false, true, true),
  ('OT03', 11, '03', 'Medical Chest Certificate', 3, NULL, true, false, false, false),
  ('OT04', 11, '04', 'Cruising Permit', 4, NULL, true, false, false, true);

-- 1 private, 2 commercial < 500 GT, 3 commercial ≥ 500 GT, 4 passenger yacht.
INSERT INTO cert_type_parameters (cert_type_id, vessel_parameter_id)
SELECT t.id, p.id FROM cert_types t, vessel_parameters p WHERE t.vessel_id IS NULL AND (
     (t.id IN ('RG01', 'RG02', 'RG03', 'CL01', 'CL02', 'MP04', 'MP05', 'IN01', 'IN02', 'RD01', 'RD02', 'OT02', 'OT03'))
  OR (t.id IN ('LL01', 'SF05', 'CM03', 'OT01') AND p.id IN (2, 3, 4))
  OR (t.id = 'CM01' AND p.id IN (2, 3))
  OR (t.id IN ('SF02', 'SF03', 'SF04', 'RD03') AND p.id = 3)
  OR (t.id IN ('SF01', 'CM02') AND p.id = 4)
  OR (t.id IN ('RG04', 'MP01', 'MP02', 'MP03', 'MP06', 'ML01', 'ML02', 'IS01', 'IS02', 'IS03', 'IN03', 'IN04')
      AND p.id IN (3, 4)));
