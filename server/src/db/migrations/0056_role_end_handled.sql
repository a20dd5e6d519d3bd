-- The day's run (users/roles-ended.ts) handles every role whose end date has passed and that it
-- has not handled yet, not only yesterday's: a server down on a day no longer skips the roles
-- that ended then. This is the end date it handled (an end date changed later is handled again).
-- A role whose next day's run happened was handled by it: a second reset of its user's devices
-- would cost a whole first sync for nothing.
ALTER TABLE user_vessel_roles ADD COLUMN end_handled DATE;
UPDATE user_vessel_roles u SET end_handled = u.end_date WHERE u.end_date IS NOT NULL AND EXISTS (SELECT 1 FROM daily_job_runs r WHERE r.name = 'roles-ended' AND r.day = u.end_date + 1);
