-- When the vessel last began to ask for a reason for each non-compliance at sign-off (null: it
-- always has, or does not now). A month signed off at sea before that is judged by the setting
-- it was signed under, when it reaches the server (a replayed sign-off is not refused for a
-- setting changed after it).
ALTER TABLE hor_vessel_settings ADD COLUMN comments_required_since TIMESTAMPTZ;
