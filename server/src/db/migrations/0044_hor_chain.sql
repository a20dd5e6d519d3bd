-- Records no one can quietly alter (issue 33, part 3). Every change to a rest day, a month's
-- signatures and a request to reopen enters an append-only log per vessel, each entry chained
-- to the one before by hash. Triggers write it in the writing transaction, so every write path
-- (REST, sync operations, one-statement saves, several servers) is logged without knowing it.
-- How the chain is built, checked and anchored: server/src/modules/rest-hours/chain/chain-hash.ts.
-- Functions are one line each: the migration runner splits statements at a semicolon at a line end.

-- Each vessel's last entry (n, hash). Its row lock serialises a vessel's entries, so two servers
-- writing one vessel never fork the chain; a vessel's first entry starts from 64 zeros.
CREATE TABLE hor_chain_heads (
  vessel_id INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  hash TEXT NOT NULL
);
-- kind: 'day' | 'month' | 'reopen', ':' and the change ('insert', 'update', 'delete', or 'existing'
-- for a row already there when the log began); ref: the date, month or request id of user_id's
-- record; digest: SHA-256 of the row's content (hor_chain_*_text), or 'deleted'.
-- hash = sha256(prev_hash || '|' || vessel_id|n|kind|user_id|ref|digest), hex.
CREATE TABLE hor_chain (
  vessel_id INTEGER NOT NULL,
  n BIGINT NOT NULL,
  kind TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  ref TEXT NOT NULL,
  digest TEXT NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (vessel_id, n)
);
CREATE INDEX hor_chain_user ON hor_chain (vessel_id, user_id, n);
-- The daily anchor of each vessel's head (also stamped into the pg-boss job that made it).
CREATE TABLE hor_chain_anchors (
  day DATE NOT NULL,
  vessel_id INTEGER NOT NULL,
  n BIGINT NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (vessel_id, day)
);

-- The content each digest covers, as text (hor:verify builds the same text from the row).
CREATE FUNCTION hor_chain_day_text(r rest_days) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT r.work || '|' || CASE WHEN r.cleared THEN 'cleared' ELSE 'recorded' END $$;
CREATE FUNCTION hor_chain_stamp(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT COALESCE(to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '') $$;
CREATE FUNCTION hor_chain_month_text(r rest_months) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT concat_ws('|', COALESCE(r.signed_by::text, ''), hor_chain_stamp(r.signed_at), COALESCE(r.signed_hash, ''), COALESCE(r.signed_signature, ''), COALESCE(r.signed_key_id, ''), COALESCE(r.countersigned_by::text, ''), hor_chain_stamp(r.countersigned_at), COALESCE(r.countersigned_hash, ''), COALESCE(r.countersigned_signature, ''), COALESCE(r.countersigned_key_id, ''), CASE WHEN r.watchkeeper THEN 'watch' WHEN NOT r.watchkeeper THEN 'no watch' ELSE '' END) $$;
CREATE FUNCTION hor_chain_reopen_text(r rest_reopen_requests) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT concat_ws('|', r.month, r.dates::text, r.work, r.state, COALESCE(r.decided_by::text, '')) $$;
CREATE FUNCTION hor_chain_sha(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT encode(sha256(convert_to(t, 'UTF8')), 'hex') $$;

-- Appends one entry under the vessel's head row lock.
CREATE FUNCTION hor_chain_append(v integer, k text, u integer, ref text, digest text) RETURNS void LANGUAGE plpgsql AS $$ DECLARE h hor_chain_heads%ROWTYPE; nh text; BEGIN SELECT * INTO h FROM hor_chain_heads WHERE vessel_id = v FOR UPDATE; IF NOT FOUND THEN INSERT INTO hor_chain_heads (vessel_id, n, hash) VALUES (v, 0, repeat('0', 64)) ON CONFLICT (vessel_id) DO NOTHING; SELECT * INTO h FROM hor_chain_heads WHERE vessel_id = v FOR UPDATE; END IF; nh := hor_chain_sha(h.hash || '|' || concat_ws('|', v, h.n + 1, k, u, ref, digest)); INSERT INTO hor_chain (vessel_id, n, kind, user_id, ref, digest, prev_hash, hash) VALUES (v, h.n + 1, k, u, ref, digest, h.hash, nh); UPDATE hor_chain_heads SET n = h.n + 1, hash = nh WHERE vessel_id = v; END $$;

-- One trigger for the three tables: a row's change (an update that leaves its content as it was
-- is no change) enters its vessel's chain.
CREATE FUNCTION hor_chain_log() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE k text; ref text; body text; before text; r record; BEGIN IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF; IF TG_TABLE_NAME = 'rest_days' THEN k := 'day'; ref := r.day::text; IF TG_OP <> 'DELETE' THEN body := hor_chain_day_text(NEW); END IF; IF TG_OP = 'UPDATE' THEN before := hor_chain_day_text(OLD); END IF; ELSIF TG_TABLE_NAME = 'rest_months' THEN k := 'month'; ref := r.month::text; IF TG_OP <> 'DELETE' THEN body := hor_chain_month_text(NEW); END IF; IF TG_OP = 'UPDATE' THEN before := hor_chain_month_text(OLD); END IF; ELSE k := 'reopen'; ref := r.id::text; IF TG_OP <> 'DELETE' THEN body := hor_chain_reopen_text(NEW); END IF; IF TG_OP = 'UPDATE' THEN before := hor_chain_reopen_text(OLD); END IF; END IF; IF TG_OP = 'UPDATE' AND body = before THEN RETURN NULL; END IF; PERFORM hor_chain_append(r.vessel_id, k || ':' || lower(TG_OP), r.user_id, ref, COALESCE(hor_chain_sha(body), 'deleted')); RETURN NULL; END $$;
CREATE TRIGGER hor_chain_log AFTER INSERT OR UPDATE OR DELETE ON rest_days FOR EACH ROW EXECUTE FUNCTION hor_chain_log();
CREATE TRIGGER hor_chain_log AFTER INSERT OR UPDATE OR DELETE ON rest_months FOR EACH ROW EXECUTE FUNCTION hor_chain_log();
CREATE TRIGGER hor_chain_log AFTER INSERT OR UPDATE OR DELETE ON rest_reopen_requests FOR EACH ROW EXECUTE FUNCTION hor_chain_log();

-- The log and its anchors are append-only: an update, delete or truncate is refused.
CREATE FUNCTION hor_chain_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege'; END $$;
CREATE TRIGGER hor_chain_append_only BEFORE UPDATE OR DELETE ON hor_chain FOR EACH ROW EXECUTE FUNCTION hor_chain_refuse();
CREATE TRIGGER hor_chain_no_truncate BEFORE TRUNCATE ON hor_chain FOR EACH STATEMENT EXECUTE FUNCTION hor_chain_refuse();
CREATE TRIGGER hor_chain_append_only BEFORE UPDATE OR DELETE ON hor_chain_anchors FOR EACH ROW EXECUTE FUNCTION hor_chain_refuse();
CREATE TRIGGER hor_chain_no_truncate BEFORE TRUNCATE ON hor_chain_anchors FOR EACH STATEMENT EXECUTE FUNCTION hor_chain_refuse();

-- Rows already recorded open their vessel's chain, in a fixed order.
DO $$ DECLARE d rest_days; m rest_months; q rest_reopen_requests; BEGIN FOR d IN SELECT * FROM rest_days ORDER BY vessel_id, user_id, day LOOP PERFORM hor_chain_append(d.vessel_id, 'day:existing', d.user_id, d.day::text, hor_chain_sha(hor_chain_day_text(d))); END LOOP; FOR m IN SELECT * FROM rest_months ORDER BY vessel_id, user_id, month LOOP PERFORM hor_chain_append(m.vessel_id, 'month:existing', m.user_id, m.month::text, hor_chain_sha(hor_chain_month_text(m))); END LOOP; FOR q IN SELECT * FROM rest_reopen_requests ORDER BY vessel_id, id LOOP PERFORM hor_chain_append(q.vessel_id, 'reopen:existing', q.user_id, q.id, hor_chain_sha(hor_chain_reopen_text(q))); END LOOP; END $$;
