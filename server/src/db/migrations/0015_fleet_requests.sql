-- The fleet area (doc 1, sections 2 and 4): 'Request a new vessel set up' and the support form.
-- Both are kept (who asked, what, when) and mailed to the support desk.
CREATE TABLE vessel_requests (
  id SERIAL PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  vessel_type_id INTEGER NOT NULL REFERENCES vessel_types(id),
  vessel_name TEXT NOT NULL,
  crew_number INTEGER NOT NULL,
  loa_m NUMERIC NOT NULL,
  comment TEXT,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE support_requests (
  id SERIAL PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  vessel_id INTEGER NOT NULL REFERENCES vessels(id),
  name TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
