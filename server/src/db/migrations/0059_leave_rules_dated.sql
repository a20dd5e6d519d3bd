-- A change of a leave type's effect or nil mark, or of the vessel's 'Nil days', counts from the
-- day it is made: the rule it replaced is kept with the day it stopped
-- ([{until, effect, isNil}] / [{until, nilDays}], oldest first), so the days booked before keep
-- their count. Empty: never changed since, every day counts by today's rule (as before). A
-- constant default adds no rewrite of the tables.
ALTER TABLE leave_types ADD COLUMN IF NOT EXISTS rules_before JSONB NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE leave_settings ADD COLUMN IF NOT EXISTS nil_days_before JSONB NOT NULL DEFAULT '[]'::jsonb;
