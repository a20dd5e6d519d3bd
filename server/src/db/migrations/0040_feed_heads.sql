-- The highest change number of each vessel's records (issue 34): a poll at the head reads these
-- few rows instead of every feed source. Kept by triggers on every table the change feed reads,
-- in the writing transaction, so every server on the database sees the same heads. Keyed by
-- vessel, person (0 for none) and table: a row of no vessel (the certificate catalogue, an inbox
-- message) is kept under its person, or under (0, 0) for everyone; the table lets a feed read
-- skip the kinds with nothing new.
CREATE TABLE feed_heads (
  vessel_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  table_name TEXT NOT NULL,
  version BIGINT NOT NULL,
  PRIMARY KEY (vessel_id, user_id, table_name)
);
-- Rows already written are covered by the current change number, a head no row is above, kept
-- for every table ('').
INSERT INTO feed_heads (vessel_id, user_id, table_name, version) SELECT v.id, 0, '', s.last_value FROM vessels v, change_seq s;
INSERT INTO feed_heads (vessel_id, user_id, table_name, version) SELECT 0, 0, '', last_value FROM change_seq;
-- One statement's new rows raise their heads. Rows of a crew record (TG_ARGV[0] = 'crew') take
-- their vessel and person from the crew member's role. A head only ever rises, and only a row
-- with a new change number does it: its writer holds the change-number lock (next_change), so
-- head rows are locked in one order after it and two writers cannot deadlock on them.
CREATE FUNCTION feed_heads_raise() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO feed_heads AS h (vessel_id, user_id, table_name, version) SELECT k.vessel_id, k.user_id, TG_TABLE_NAME, k.version FROM (SELECT COALESCE(CASE WHEN TG_ARGV[0] = 'crew' THEN r.vessel_id ELSE (s.j->>'vessel_id')::int END, 0) AS vessel_id, COALESCE(CASE WHEN TG_ARGV[0] = 'crew' THEN r.user_id ELSE (s.j->>'user_id')::int END, 0) AS user_id, max((s.j->>'version')::bigint) AS version FROM (SELECT to_jsonb(n) AS j FROM new_rows n) s LEFT JOIN user_vessel_roles r ON TG_ARGV[0] = 'crew' AND r.id = (s.j->>'crew_id')::int GROUP BY 1, 2) k WHERE NOT EXISTS (SELECT 1 FROM feed_heads f WHERE f.vessel_id = k.vessel_id AND f.user_id = k.user_id AND f.table_name = TG_TABLE_NAME AND f.version >= k.version) ON CONFLICT (vessel_id, user_id, table_name) DO UPDATE SET version = GREATEST(h.version, EXCLUDED.version); RETURN NULL; END $$;
DO $$ DECLARE t text; mode text; BEGIN FOREACH t IN ARRAY ARRAY['inbox_messages', 'rest_days', 'rest_months', 'user_vessel_roles', 'rest_comments', 'rest_presets', 'rest_reopen_requests', 'issue_notes', 'departments', 'positions', 'requirements', 'leave_settings', 'leave_types', 'leave_profiles', 'leave_requests', 'leave_adjustments', 'cert_sections', 'vessel_parameters', 'cert_types', 'cert_settings', 'certificates', 'cert_attachments', 'doc_settings', 'doc_sections', 'library_documents', 'guests', 'sync_erasures', 'crew_details', 'crew_private', 'crew_salaries', 'crew_leave_increments', 'crew_documents'] LOOP mode := CASE WHEN t LIKE 'crew\_%' THEN 'crew' ELSE 'row' END; EXECUTE format('CREATE TRIGGER feed_heads_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_heads_raise(%L)', t, mode); EXECUTE format('CREATE TRIGGER feed_heads_update AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_heads_raise(%L)', t, mode); END LOOP; END $$;
