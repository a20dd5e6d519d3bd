-- Issue 33, part 4: the vessel's working language (STCW A-VIII/1: records in the working
-- language of the ship and in English), set by the master. 'en' prints English alone.
ALTER TABLE hor_vessel_settings ADD COLUMN working_language TEXT NOT NULL DEFAULT 'en';
