-- Crew photos (doc 2, crew profile): one small image per crew record, apart from the crew rows
-- so the change feed stays small; devices fetch a photo when a profile is opened.
CREATE TABLE crew_photos (
  crew_id INTEGER PRIMARY KEY REFERENCES user_vessel_roles(id),
  content TEXT NOT NULL,
  file_name TEXT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
