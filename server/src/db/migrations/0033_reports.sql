-- Reports generated (doc 3, section 7: GET /reportslastgenerated/{yachtId}): one row each time a
-- report is downloaded, viewed or e-mailed, so the reports page says when each type was last made
-- and by whom. The e-mailed rows also count a user's e-mails against the daily cap.
CREATE TABLE report_runs (
  id BIGSERIAL PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  report_type TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  how TEXT NOT NULL CHECK (how IN ('download', 'view', 'email')),
  format TEXT NOT NULL CHECK (format IN ('pdf', 'xlsx')),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX report_runs_vessel ON report_runs (vessel_id, report_type, created_at DESC);
CREATE INDEX report_runs_emails ON report_runs (user_id, created_at) WHERE how = 'email';
