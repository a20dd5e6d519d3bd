-- Change numbers in commit order, for every writer (several server processes on one database).
-- A transaction takes the lock with its first change number and holds it until it ends, so a
-- number is never committed after a higher one: a feed reader can never step over a row that
-- commits later. The lock is re-entrant within a transaction.
CREATE OR REPLACE FUNCTION next_change() RETURNS bigint LANGUAGE sql VOLATILE AS $$ SELECT pg_advisory_xact_lock(7301); SELECT nextval('change_seq') $$;
ALTER TABLE user_vessel_roles ALTER COLUMN version SET DEFAULT next_change();
-- Raised when a user's access changes (a role, a level, an approval group): their devices
-- then start their copy afresh, since rows they may now see are older than their cursor.
ALTER TABLE users ADD COLUMN access_version BIGINT NOT NULL DEFAULT 0;
