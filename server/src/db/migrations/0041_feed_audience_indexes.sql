-- The feed's reads per audience (issue 34), so a page costs what the user sees, not the fleet:
-- by change number alone for those who see most of it (a fleet manager's first sync walks the
-- table in change order), by person for a crew member's own records, by vessel for an officer's.
CREATE INDEX rest_days_version ON rest_days (version);
CREATE INDEX rest_days_user_version ON rest_days (user_id, version);
CREATE INDEX rest_months_version ON rest_months (version);
CREATE INDEX rest_months_user_version ON rest_months (user_id, version);
CREATE INDEX rest_comments_version ON rest_comments (version);
CREATE INDEX rest_comments_user_version ON rest_comments (user_id, version);
CREATE INDEX user_vessel_roles_version ON user_vessel_roles (version);
CREATE INDEX user_vessel_roles_user ON user_vessel_roles (user_id);
CREATE INDEX leave_requests_vessel_version ON leave_requests (vessel_id, version);
CREATE INDEX leave_requests_user_version ON leave_requests (user_id, version);
CREATE INDEX leave_profiles_vessel_version ON leave_profiles (vessel_id, version);
CREATE INDEX leave_adjustments_vessel_version ON leave_adjustments (vessel_id, version);
CREATE INDEX certificates_vessel_version ON certificates (vessel_id, version);
CREATE INDEX sync_erasures_vessel_version ON sync_erasures (vessel_id, version);
