-- A day save that stores what the days already hold writes nothing (kernel/unchanged.ts, as every
-- other module's saves): no change number is taken, so no device is sent a "change" over the
-- satellite link, the audit log shows no edit that did not happen, the hash chain (migration 0044)
-- gains no entry, and a signed month keeps its signature (its records are what was signed). The
-- answer is the days' stored change number, the oldest of them when they differ: a device sets
-- each day it saved to the greater of its own and the answer (sync/apply-server-data), so a day
-- it holds as stored keeps its number; the newest would give an older day a number the server
-- never gave it, which no pull corrects. A save that changes one day writes as before
-- (migration 0047), a signed month's conflict and reopen included.
-- rest_days_unchanged: that stored number when every day is recorded (not cleared) with `p_work`,
-- else NULL. Read before the change-number lock: a save it finds unchanged is one that landed
-- before any writer still holding the lock, and it writes nothing that could cross theirs.
-- (One line each: the migration runner splits statements at a semicolon that ends a line.)
CREATE FUNCTION rest_days_unchanged(p_user int, p_vessel int, p_days text[], p_work text) RETURNS bigint LANGUAGE sql STABLE AS $$ SELECT min(r.version) FROM rest_days r WHERE r.user_id = p_user AND r.vessel_id = p_vessel AND r.day = ANY(p_days::date[]) AND NOT r.cleared AND r.work = p_work HAVING count(*) = (SELECT count(DISTINCT d) FROM unnest(p_days::date[]) AS d) $$;
CREATE OR REPLACE FUNCTION save_rest_days(p_user int, p_vessel int, p_days text[], p_months text[], p_work text, p_actor int, p_at timestamptz, p_change bigint) RETURNS TABLE (month_signed boolean, change_number bigint) LANGUAGE plpgsql VOLATILE AS $$ DECLARE kept bigint; BEGIN
  kept := rest_days_unchanged(p_user, p_vessel, p_days, p_work); IF kept IS NOT NULL THEN month_signed := false; change_number := kept; RETURN NEXT; RETURN; END IF; change_number := COALESCE(p_change, next_change()); WITH signed AS (
    SELECT EXISTS (
      SELECT 1 FROM rest_months m
       WHERE m.user_id = p_user AND m.vessel_id = p_vessel AND m.month::text = ANY(p_months)
         AND (m.signed_by IS NOT NULL OR m.countersigned_by IS NOT NULL)) AS yes
  ), before AS (
    SELECT b.day, b.work FROM rest_days b
     WHERE b.user_id = p_user AND b.vessel_id = p_vessel AND b.day = ANY(p_days::date[]) AND NOT b.cleared
  ), written AS (
    INSERT INTO rest_days AS r (user_id, vessel_id, day, work, version, updated_by, updated_at)
    SELECT p_user, p_vessel, d::date, p_work, change_number, p_actor, p_at FROM unnest(p_days) AS d
     WHERE NOT (SELECT yes FROM signed)
    ON CONFLICT (user_id, vessel_id, day) DO UPDATE
      SET work = EXCLUDED.work, version = EXCLUDED.version, updated_by = EXCLUDED.updated_by,
          updated_at = EXCLUDED.updated_at, cleared = false
  ), audited AS (
    INSERT INTO audit_log (at, actor_id, vessel_id, action, entity, entity_key, before, after)
    SELECT p_at, p_actor, p_vessel, 'save', 'rest_day', concat(p_vessel, '/', p_user, '/', u.d),
           CASE WHEN b.day IS NULL THEN NULL ELSE jsonb_build_object('work', b.work::text) END,
           jsonb_build_object('work', p_work, 'version', change_number)
      FROM unnest(p_days) WITH ORDINALITY AS u(d, n) LEFT JOIN before b ON b.day = u.d::date
     WHERE NOT (SELECT yes FROM signed)
     ORDER BY u.n
  )
  SELECT yes INTO month_signed FROM signed; RETURN NEXT; END
$$;
-- The queued save based on a copy (migration 0058) takes no change number for a save that
-- changes nothing: its answer is the stored one, as above.
CREATE OR REPLACE FUNCTION save_rest_days_unsigned_since(p_user int, p_vessel int, p_days text[], p_months text[], p_work text, p_actor int, p_at timestamptz, p_base bigint) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$ DECLARE n bigint; saved record; BEGIN n := rest_days_unchanged(p_user, p_vessel, p_days, p_work); IF n IS NOT NULL THEN RETURN n; END IF; n := next_change(); IF rest_days_changed_by_other(p_user, p_vessel, p_days, p_work, p_actor, p_base) IS NOT NULL THEN RAISE EXCEPTION 'a day was changed by someone else'; END IF; SELECT * INTO saved FROM save_rest_days(p_user, p_vessel, p_days, p_months, p_work, p_actor, p_at, n); IF saved.month_signed THEN RAISE EXCEPTION 'a month of these days is signed'; END IF; RETURN saved.change_number; END $$;
