-- Requirements (doc 2): the requirement types a position asks of its crew, or the whole vessel
-- (position_id NULL). Unticked ones stay as tombstones, so devices learn they went.
CREATE TABLE requirements (
  id SERIAL PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  position_id INTEGER REFERENCES positions(id),
  requirement_type_id INTEGER NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change()
);
CREATE UNIQUE INDEX requirements_one ON requirements (vessel_id, COALESCE(position_id, 0), requirement_type_id);
CREATE INDEX requirements_version ON requirements (version);
