-- Hours-of-rest settings and alerts per vessel, and the approval group (who may countersign).
CREATE TABLE hor_vessel_settings (
  vessel_id INTEGER PRIMARY KEY REFERENCES vessels(id),
  settings JSONB NOT NULL,
  alerts JSONB NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE hor_approval_members (
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  watchkeeper BOOLEAN NOT NULL DEFAULT false,
  PRIMARY KEY (vessel_id, user_id)
);

-- Departments an approval-group member countersigns for; none means every department.
CREATE TABLE hor_approval_departments (
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  department_id INTEGER NOT NULL REFERENCES departments(id),
  PRIMARY KEY (vessel_id, user_id, department_id)
);
