-- Vessel details printed on rest forms and reports, and the vessel's hours-of-rest guide text.
ALTER TABLE vessels ADD COLUMN details JSONB NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE hor_vessel_settings ADD COLUMN guide TEXT;
