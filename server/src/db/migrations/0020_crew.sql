-- Crew records (doc 2, sections 2 to 4): a crew member is a user's time on a vessel (the
-- user_vessel_roles row, its id the spec's crewOnYachtId) with the crew fields beside it.
-- Personal details, and the private ones (bank, next of kin) in a table of their own: the
-- feed gives each to different people, so a device never holds what its user may not see.
ALTER TABLE user_vessel_roles ADD COLUMN id SERIAL UNIQUE;
-- -1 prospective, 1 current crew, 2 former crew (doc 2, section 9).
ALTER TABLE user_vessel_roles ADD COLUMN crew_status SMALLINT NOT NULL DEFAULT 1;
ALTER TABLE user_vessel_roles ADD COLUMN is_on_board BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE user_vessel_roles ADD COLUMN custom_id TEXT;
ALTER TABLE user_vessel_roles ADD COLUMN port_of_embarkation TEXT;
ALTER TABLE user_vessel_roles ADD COLUMN repatriation TEXT;
-- Leave days per year, from the newest leave increment (its history below).
ALTER TABLE user_vessel_roles ADD COLUMN leave_days NUMERIC(6, 2);
-- The spec's order numbers are decimals (1, 1.1 … 1.9): a group of at most 10 per whole number.
ALTER TABLE user_vessel_roles ALTER COLUMN crew_order TYPE DOUBLE PRECISION;
UPDATE user_vessel_roles SET crew_status = 2 WHERE end_date IS NOT NULL AND end_date < CURRENT_DATE;

CREATE TABLE crew_details (
  crew_id INTEGER PRIMARY KEY REFERENCES user_vessel_roles(id),
  phone_number TEXT,
  mobile_number TEXT,
  gender TEXT,
  dob DATE,
  place_of_birth TEXT,
  nationality INTEGER[] NOT NULL DEFAULT '{}',
  marital_status TEXT,
  address TEXT,
  version BIGINT NOT NULL DEFAULT next_change()
);

CREATE TABLE crew_private (
  crew_id INTEGER PRIMARY KEY REFERENCES user_vessel_roles(id),
  bank_account_owner TEXT,
  bank_name TEXT,
  bank_address TEXT,
  bank_account_no TEXT,
  bank_iban TEXT,
  bank_swift TEXT,
  bank_additional_info TEXT,
  nok_name TEXT,
  nok_relationship TEXT,
  nok_phone TEXT,
  nok_mobile TEXT,
  nok_email TEXT,
  nok_address TEXT,
  version BIGINT NOT NULL DEFAULT next_change()
);

CREATE TABLE currencies (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE,
  sign TEXT NOT NULL,
  sign_before BOOLEAN NOT NULL
);
INSERT INTO currencies (id, name, code, sign, sign_before) VALUES
  (1, 'Euro', 'EUR', '€', true),
  (2, 'US Dollar', 'USD', '$', true),
  (3, 'Pound Sterling', 'GBP', '£', true),
  (4, 'Swiss Franc', 'CHF', 'CHF', false),
  (5, 'Australian Dollar', 'AUD', 'A$', true),
  (6, 'South African Rand', 'ZAR', 'R', true),
  (7, 'Norwegian Krone', 'NOK', 'kr', false),
  (8, 'Swedish Krona', 'SEK', 'kr', false),
  (9, 'Danish Krone', 'DKK', 'kr', false),
  (10, 'New Zealand Dollar', 'NZD', 'NZ$', true);
SELECT setval(pg_get_serial_sequence('currencies', 'id'), 10);

-- Salary and leave-increment history: each change a row, the newest in force.
-- Ids are made where the entry is made (a device, offline): ULIDs.
CREATE TABLE crew_salaries (
  id TEXT PRIMARY KEY,
  crew_id INTEGER NOT NULL REFERENCES user_vessel_roles(id),
  amount NUMERIC(12, 2) NOT NULL,
  currency_id INTEGER NOT NULL REFERENCES currencies(id),
  change_date DATE NOT NULL,
  is_bonus BOOLEAN NOT NULL DEFAULT false,
  comment TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX crew_salaries_crew ON crew_salaries (crew_id);

CREATE TABLE crew_leave_increments (
  id TEXT PRIMARY KEY,
  crew_id INTEGER NOT NULL REFERENCES user_vessel_roles(id),
  amount NUMERIC(6, 2) NOT NULL,
  change_date DATE NOT NULL,
  comment TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX crew_leave_increments_crew ON crew_leave_increments (crew_id);

-- Departments and positions in the vessel's order (drag to reorder), synced to every device.
ALTER TABLE departments ADD COLUMN sort_order INTEGER NOT NULL DEFAULT 0;
ALTER TABLE departments ADD COLUMN deleted BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE departments ADD COLUMN version BIGINT NOT NULL DEFAULT next_change();
ALTER TABLE positions ADD COLUMN sort_order INTEGER NOT NULL DEFAULT 0;
ALTER TABLE positions ADD COLUMN deleted BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE positions ADD COLUMN version BIGINT NOT NULL DEFAULT next_change();
UPDATE departments d SET sort_order = o.n
  FROM (SELECT id, row_number() OVER (PARTITION BY vessel_id ORDER BY id) AS n FROM departments) o
 WHERE o.id = d.id;
UPDATE positions p SET sort_order = o.n
  FROM (SELECT id, row_number() OVER (PARTITION BY vessel_id ORDER BY id) AS n FROM positions) o
 WHERE o.id = p.id;
-- Devices already past these rows' change numbers would never be sent the new crew kinds: every
-- crew row takes a new number, so the next sync of each device brings them.
UPDATE user_vessel_roles SET version = next_change();
