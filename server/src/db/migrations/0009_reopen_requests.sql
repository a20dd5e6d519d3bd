-- A change that met a countersigned month, kept as a request to reopen it (issue 7, gap 5): the
-- crew member's version waits here, not in the record, until a supervisor accepts or declines.
CREATE TABLE rest_reopen_requests (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  month TEXT NOT NULL,
  dates DATE[] NOT NULL,
  work TEXT NOT NULL,
  requested_by INTEGER NOT NULL REFERENCES users(id),
  requested_at TIMESTAMPTZ NOT NULL,
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'accepted', 'declined')),
  decided_by INTEGER REFERENCES users(id),
  decided_at TIMESTAMPTZ,
  version BIGINT NOT NULL
);
CREATE INDEX rest_reopen_requests_vessel_version ON rest_reopen_requests (vessel_id, version);
