-- The ships stamp (doc 2, vessel details): a small image (about 150x150) printed on reports,
-- kept as its data URL beside the details (which devices queue offline as JSON).
ALTER TABLE vessels ADD COLUMN ships_stamp TEXT;
