-- Issue 33: the vessel's STCW exception periods (A-VIII/1 para 9), set by the master: a JSON
-- list of {from, to} dates. The rules judge those dates by the exception regime.
ALTER TABLE hor_vessel_settings ADD COLUMN exception_periods JSONB NOT NULL DEFAULT '[]';
