-- Foundation schema: fleet, people, access, sessions, sync and hours of rest.
-- One global sequence orders every change, so a sync cursor never depends on a device clock.
CREATE SEQUENCE change_seq;

CREATE TABLE company_groups (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE vessels (
  id SERIAL PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES company_groups(id),
  name TEXT NOT NULL,
  codename TEXT NOT NULL UNIQUE,
  modules TEXT[] NOT NULL DEFAULT ARRAY['admin']
);

CREATE TABLE roles (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  permission_level INTEGER NOT NULL,
  is_crew_role BOOLEAN NOT NULL DEFAULT false
);

CREATE TABLE departments (
  id SERIAL PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  name TEXT NOT NULL
);

CREATE TABLE positions (
  id SERIAL PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  department_id INTEGER REFERENCES departments(id),
  name TEXT NOT NULL
);

CREATE TABLE users (
  id SERIAL PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE user_vessel_roles (
  user_id INTEGER NOT NULL REFERENCES users(id),
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  role_id INTEGER NOT NULL REFERENCES roles(id),
  department_id INTEGER REFERENCES departments(id),
  position_id INTEGER REFERENCES positions(id),
  start_date DATE,
  end_date DATE,
  PRIMARY KEY (user_id, vessel_id)
);

CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  family_id TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  replaced_at TIMESTAMPTZ,
  revoked_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

-- Failed logins per account and per address, shared by every server instance.
CREATE TABLE login_failures (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  window_start TIMESTAMPTZ NOT NULL,
  locked_until TIMESTAMPTZ
);

-- Key material shared by all instances (the access-token signing secret).
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Each applied sync operation's first answer, per user and key, so a replay is answered, not re-applied.
CREATE TABLE idempotency_keys (
  user_id INTEGER NOT NULL REFERENCES users(id),
  key TEXT NOT NULL,
  op TEXT NOT NULL,
  result JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE TABLE rest_days (
  user_id INTEGER NOT NULL REFERENCES users(id),
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  day DATE NOT NULL,
  work CHAR(48) NOT NULL,
  version BIGINT NOT NULL,
  updated_by INTEGER NOT NULL REFERENCES users(id),
  updated_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, vessel_id, day)
);
CREATE INDEX rest_days_vessel_version ON rest_days (vessel_id, version);

CREATE TABLE rest_months (
  user_id INTEGER NOT NULL REFERENCES users(id),
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  month CHAR(7) NOT NULL,
  signed_by INTEGER REFERENCES users(id),
  signed_at TIMESTAMPTZ,
  countersigned_by INTEGER REFERENCES users(id),
  countersigned_at TIMESTAMPTZ,
  version BIGINT NOT NULL,
  PRIMARY KEY (user_id, vessel_id, month)
);
CREATE INDEX rest_months_vessel_version ON rest_months (vessel_id, version);

-- Append-only: rows are inserted, never updated or deleted.
CREATE TABLE audit_log (
  id BIGSERIAL PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL,
  actor_id INTEGER REFERENCES users(id),
  vessel_id INTEGER REFERENCES vessels(id),
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_key TEXT NOT NULL,
  before JSONB,
  after JSONB
);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_key);
