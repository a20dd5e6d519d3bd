-- A day save based on an older copy than the server's, when someone else changed the day since:
-- the device sends the version it based the edit on, and a save that would silently replace
-- another person's record of the day is a conflict instead (the user sees both and chooses).
-- Answers the name of who changed it last, or NULL. A day changed only by the saving user (their
-- other device, or their own earlier save whose answer was lost) stays theirs to replace, and a
-- day that already holds the same work is no conflict. `p_work` NULL: a clear, which meets only
-- days someone else recorded (a day they cleared is cleared already).
CREATE FUNCTION rest_days_changed_by_other(p_user int, p_vessel int, p_days text[], p_work text, p_actor int, p_base bigint) RETURNS text LANGUAGE sql STABLE AS $$ SELECT u.first_name || ' ' || u.last_name FROM rest_days r JOIN users u ON u.id = r.updated_by WHERE r.user_id = p_user AND r.vessel_id = p_vessel AND r.day = ANY(p_days::date[]) AND r.version > p_base AND r.updated_by <> p_actor AND CASE WHEN p_work IS NULL THEN NOT r.cleared ELSE r.cleared OR r.work <> p_work END ORDER BY r.version DESC LIMIT 1 $$;
-- save_rest_days_unsigned with that check (migration 0055): it takes the change number first, so
-- the check runs under the change-number lock every writer waits for, and no save can land
-- between the check and the write. A change by someone else raises, as a signed month does, and
-- the sync engine applies the batch's operations one by one, where it is a conflict.
CREATE FUNCTION save_rest_days_unsigned_since(p_user int, p_vessel int, p_days text[], p_months text[], p_work text, p_actor int, p_at timestamptz, p_base bigint) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$ DECLARE n bigint; saved record; BEGIN n := next_change(); IF rest_days_changed_by_other(p_user, p_vessel, p_days, p_work, p_actor, p_base) IS NOT NULL THEN RAISE EXCEPTION 'a day was changed by someone else'; END IF; SELECT * INTO saved FROM save_rest_days(p_user, p_vessel, p_days, p_months, p_work, p_actor, p_at, n); IF saved.month_signed THEN RAISE EXCEPTION 'a month of these days is signed'; END IF; RETURN saved.change_number; END $$;
