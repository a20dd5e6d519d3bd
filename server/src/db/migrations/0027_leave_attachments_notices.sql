-- Leave requests' attachments (doc 3, section 4): a stored file on one request. Removing an
-- attachment removes its row; the request's version moves on either way, so devices pull it.
CREATE TABLE leave_request_files (
  file_id TEXT PRIMARY KEY REFERENCES files(id),
  request_id TEXT NOT NULL REFERENCES leave_requests(id),
  added_by INTEGER NOT NULL REFERENCES users(id),
  added_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX leave_request_files_request ON leave_request_files (request_id);

-- Notify people (doc 3, section 2): who told how many about which request, for the daily cap.
CREATE TABLE leave_notices (
  id BIGSERIAL PRIMARY KEY,
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  request_id TEXT NOT NULL REFERENCES leave_requests(id),
  sent_by INTEGER NOT NULL REFERENCES users(id),
  recipients INTEGER NOT NULL,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX leave_notices_sender ON leave_notices (sent_by, at);
