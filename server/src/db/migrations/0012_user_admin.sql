-- Users administration (doc 1, sections 3 and 6): the fields the add and edit forms keep, the
-- crew order of a vessel's list.
ALTER TABLE users ADD COLUMN alert_email TEXT;
ALTER TABLE users ADD COLUMN whatsapp_number TEXT;
ALTER TABLE user_vessel_roles ADD COLUMN crew_order INTEGER;
