-- Five-year retention (doc 1, section 9: 'Data retention after leaving an employer: 5 years'):
-- a daily job deletes a former crew member's personal records with that employer. When it did
-- so is kept on the crew row (which stays, as the hours-of-rest records are kept) and on the
-- user (whose login details go once no employer keeps any of their records).
ALTER TABLE user_vessel_roles ADD COLUMN erased_at TIMESTAMPTZ;
ALTER TABLE users ADD COLUMN erased_at TIMESTAMPTZ;

-- Records deleted outright leave the devices through the change feed: one row per record, its
-- kind and key, with a change number like any other change (no personal data in it).
CREATE TABLE sync_erasures (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL,
  record_key TEXT NOT NULL,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE INDEX sync_erasures_version ON sync_erasures (version);
