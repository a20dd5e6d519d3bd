-- Leave management (doc 3, leave). A vessel's settings, approval group and leave types are set
-- up on first use; profiles, requests and adjustments are made on devices (their ids ULIDs) and
-- deleted as tombstones, so every device learns of a deletion through the feed.
CREATE TABLE leave_settings (
  vessel_id INTEGER PRIMARY KEY REFERENCES vessels(id),
  request_own_leave BOOLEAN NOT NULL DEFAULT true,
  delete_own_requests BOOLEAN NOT NULL DEFAULT true,
  hide_calculations BOOLEAN NOT NULL DEFAULT false,
  nil_days BOOLEAN NOT NULL DEFAULT false,
  rollover BOOLEAN NOT NULL DEFAULT true,
  edit_by_approval_group BOOLEAN NOT NULL DEFAULT false,
  visited BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX leave_settings_version ON leave_settings (version);

-- The leave approval group: full access to the vessel's leave (not the hours-of-rest group).
CREATE TABLE leave_approval_members (
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  PRIMARY KEY (vessel_id, user_id)
);
CREATE INDEX leave_approval_members_user ON leave_approval_members (user_id);

CREATE TABLE leave_types (
  id SERIAL PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  name TEXT NOT NULL,
  color TEXT NOT NULL,
  is_on_board BOOLEAN NOT NULL DEFAULT false,
  -- 0 none, 1 reduces leave, 2 work day.
  effect SMALLINT NOT NULL CHECK (effect IN (0, 1, 2)),
  is_nil BOOLEAN NOT NULL DEFAULT false,
  sort_order INTEGER NOT NULL DEFAULT 0,
  is_default BOOLEAN NOT NULL DEFAULT false,
  view_only BOOLEAN NOT NULL DEFAULT false,
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX leave_types_vessel ON leave_types (vessel_id);
CREATE INDEX leave_types_version ON leave_types (version);

CREATE TABLE leave_profiles (
  id TEXT PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  crew_id INTEGER NOT NULL REFERENCES user_vessel_roles(id),
  type TEXT NOT NULL CHECK (type IN ('yearly', 'accrued')),
  start_date DATE NOT NULL,
  end_date DATE,
  initial_leave NUMERIC(10, 2) NOT NULL DEFAULT 0,
  flight_entitlement INTEGER,
  -- The rates, oldest first: { from, daysPerYear, ratio, changeDate, comment }.
  rates JSONB NOT NULL DEFAULT '[]',
  active BOOLEAN NOT NULL DEFAULT true,
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change(),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX leave_profiles_vessel ON leave_profiles (vessel_id);
CREATE INDEX leave_profiles_version ON leave_profiles (version);
-- At most one active profile per crew member.
CREATE UNIQUE INDEX leave_profiles_one_active ON leave_profiles (crew_id) WHERE active AND NOT deleted;

CREATE TABLE leave_requests (
  id TEXT PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  profile_id TEXT NOT NULL REFERENCES leave_profiles(id),
  status TEXT NOT NULL CHECK (status IN ('Empty', 'Draft', 'Pending', 'Approved', 'Denied', 'Checked')),
  start_date DATE NOT NULL,
  end_date DATE NOT NULL,
  -- [{ date, leaveTypeId }], one per date.
  days JSONB NOT NULL DEFAULT '[]',
  travel_days INTEGER NOT NULL DEFAULT 0,
  flights JSONB NOT NULL DEFAULT '[]',
  comments TEXT,
  attachment_ids JSONB NOT NULL DEFAULT '[]',
  created_by INTEGER NOT NULL REFERENCES users(id),
  decided_by INTEGER REFERENCES users(id),
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change(),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX leave_requests_vessel ON leave_requests (vessel_id);
CREATE INDEX leave_requests_profile ON leave_requests (profile_id);
CREATE INDEX leave_requests_version ON leave_requests (version);

-- Additional leave (days added, or taken away when negative) and rollovers (the balance kept).
CREATE TABLE leave_adjustments (
  id TEXT PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  profile_id TEXT NOT NULL REFERENCES leave_profiles(id),
  kind TEXT NOT NULL CHECK (kind IN ('additional', 'rollover')),
  date DATE NOT NULL,
  days NUMERIC(10, 2) NOT NULL,
  comment TEXT,
  created_by INTEGER NOT NULL REFERENCES users(id),
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change(),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX leave_adjustments_vessel ON leave_adjustments (vessel_id);
CREATE INDEX leave_adjustments_profile ON leave_adjustments (profile_id);
CREATE INDEX leave_adjustments_version ON leave_adjustments (version);

-- The leave history with comments (doc 3: Date, Amount, Comments): settings changes (no
-- profile) and a profile's setup, edits, rate changes and adjustments. Comments can be edited.
CREATE TABLE leave_history (
  id SERIAL PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  profile_id TEXT REFERENCES leave_profiles(id),
  user_id INTEGER REFERENCES users(id),
  what TEXT NOT NULL,
  change_date DATE NOT NULL,
  amount NUMERIC(12, 4),
  comment TEXT,
  actor_id INTEGER REFERENCES users(id),
  at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX leave_history_vessel ON leave_history (vessel_id);
CREATE INDEX leave_history_profile ON leave_history (profile_id);
