-- A save of rest days in one call (issue 34): it takes the change number first, then checks the
-- months' signatures and writes the days and their audit (each with the day's work before, when
-- it had some; in date order) in one statement. A day edit holds the change-number lock from its
-- change number to its commit and every writer waits for it: one round trip there, not two. The
-- statement after the lock sees every write that committed before it took the lock (a function's
-- statements each read afresh), as when the number was taken in a statement of its own.
-- `change` is the number to write with, or null to take the next one; the answer says whether a
-- month is signed (then nothing was written) and the change number.
CREATE FUNCTION save_rest_days(p_user int, p_vessel int, p_days text[], p_months text[], p_work text, p_actor int, p_at timestamptz, p_change bigint) RETURNS TABLE (month_signed boolean, change_number bigint) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  change_number := COALESCE(p_change, next_change()); WITH signed AS (
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
