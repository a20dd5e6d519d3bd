-- A rest day on elapsed time (issue 33): on a date with a recorded clock change a day holds one
-- cell per half hour that really passed, 46 to 50 cells, or 96 for a date repeated across the
-- date line; other dates keep their 48. The save checks which length the date takes (the
-- vessel's clock_changes); the column only keeps out what no date could hold. TEXT, not CHAR(n):
-- the day's text in the hash chain (migration 0044) and the audit's `work` read as before.
ALTER TABLE rest_days ALTER COLUMN work TYPE TEXT;
ALTER TABLE rest_days ADD CONSTRAINT rest_days_work_cells CHECK (work ~ '^[01n]*$' AND length(work) IN (46, 47, 48, 49, 50, 96));
