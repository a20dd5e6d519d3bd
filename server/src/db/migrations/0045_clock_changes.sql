-- A vessel's clock changes on passage (issue 33): ship's time retarded or advanced by 30 or 60
-- minutes at a half hour of the date, or the date line crossed at 00:00 (the date repeated or
-- skipped). One per vessel and date; recorded by the master, read by everyone on board. A
-- deleted change stays as a tombstone so every device drops it. Fed to devices, so its rows
-- raise the feed heads (migration 0040) like every other table the feed reads.
CREATE TABLE clock_changes (
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  day DATE NOT NULL,
  at TEXT NOT NULL CHECK (at ~ '^([01][0-9]|2[0-3]):(00|30)$'),
  minutes INTEGER NOT NULL CHECK (minutes IN (-1440, -60, -30, 30, 60, 1440)),
  recorded_by INTEGER REFERENCES users(id),
  recorded_at TIMESTAMPTZ NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT false,
  version BIGINT NOT NULL DEFAULT next_change(),
  PRIMARY KEY (vessel_id, day),
  CHECK (abs(minutes) <> 1440 OR at = '00:00')
);
CREATE INDEX clock_changes_version ON clock_changes (version);
CREATE TRIGGER feed_heads_insert AFTER INSERT ON clock_changes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_heads_raise('row');
CREATE TRIGGER feed_heads_update AFTER UPDATE ON clock_changes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_heads_raise('row');
