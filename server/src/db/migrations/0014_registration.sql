-- Registration (doc 1, sections 3 and 4): 'Try it Free' creates a user, a company group on a
-- 30-day trial and its first vessel. Users agree to the terms (the terms popup until they do);
-- accounts that existed before count as having agreed.
ALTER TABLE users ADD COLUMN phone TEXT;
ALTER TABLE users ADD COLUMN terms_accepted_at TIMESTAMPTZ;
UPDATE users SET terms_accepted_at = created_at;
ALTER TABLE company_groups ADD COLUMN trial_ends_at TIMESTAMPTZ;
ALTER TABLE company_groups ADD COLUMN created_at TIMESTAMPTZ NOT NULL DEFAULT now();

CREATE TABLE vessel_types (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);
INSERT INTO vessel_types (name) VALUES
  ('Motor yacht'), ('Sailing yacht'), ('Catamaran'), ('Expedition yacht'), ('Support vessel'), ('Other');
ALTER TABLE vessels ADD COLUMN vessel_type_id INTEGER REFERENCES vessel_types(id);
