-- Hours of rest: crew lists in the sync feed, comments, presets, device keys and signatures.
ALTER TABLE user_vessel_roles ADD COLUMN version BIGINT NOT NULL DEFAULT nextval('change_seq');
CREATE INDEX user_vessel_roles_vessel_version ON user_vessel_roles (vessel_id, version);

-- Comments on days; kind 'noncompliance' explains a rule flag. Ids are made on the device (ULID).
CREATE TABLE rest_comments (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  day DATE NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('comment', 'noncompliance')),
  text VARCHAR(45) NOT NULL,
  posted_by INTEGER NOT NULL REFERENCES users(id),
  posted_at TIMESTAMPTZ NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL
);
CREATE INDEX rest_comments_vessel_version ON rest_comments (vessel_id, version);
CREATE INDEX rest_comments_day ON rest_comments (user_id, vessel_id, day);

CREATE TABLE rest_presets (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  name VARCHAR(60) NOT NULL,
  work CHAR(48) NOT NULL,
  is_default BOOLEAN NOT NULL DEFAULT false,
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL
);
CREATE INDEX rest_presets_vessel_version ON rest_presets (vessel_id, version);

-- A device's signing key (WebCrypto ECDSA P-256); the private half never leaves the device.
CREATE TABLE device_keys (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  public_jwk JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);

-- What each signature covered, so a later change to the records is detectable.
ALTER TABLE rest_months ADD COLUMN signed_hash TEXT;
ALTER TABLE rest_months ADD COLUMN signed_signature TEXT;
ALTER TABLE rest_months ADD COLUMN signed_key_id TEXT REFERENCES device_keys(id);
ALTER TABLE rest_months ADD COLUMN countersigned_hash TEXT;
ALTER TABLE rest_months ADD COLUMN countersigned_signature TEXT;
ALTER TABLE rest_months ADD COLUMN countersigned_key_id TEXT REFERENCES device_keys(id);
