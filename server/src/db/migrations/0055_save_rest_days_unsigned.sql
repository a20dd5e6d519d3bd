-- A day save that goes with its transaction's COMMIT (issue 34): the sync engine sends the
-- writes of a batch of day saves, their answers and the COMMIT in one message, so the change-
-- number lock is held for the writes and one WAL flush, never for a round trip to the server.
-- Nothing can be decided between the write and the commit there, so a month that is signed
-- raises instead (nothing of the transaction is kept), and the engine applies the batch's
-- operations one by one as before, where a signed month is a conflict or is reopened.
-- (One line: the migration runner splits statements at a semicolon that ends a line.)
CREATE FUNCTION save_rest_days_unsigned(p_user int, p_vessel int, p_days text[], p_months text[], p_work text, p_actor int, p_at timestamptz) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$ DECLARE saved record; BEGIN SELECT * INTO saved FROM save_rest_days(p_user, p_vessel, p_days, p_months, p_work, p_actor, p_at, NULL); IF saved.month_signed THEN RAISE EXCEPTION 'a month of these days is signed'; END IF; RETURN saved.change_number; END $$;
