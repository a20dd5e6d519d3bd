-- A signed month's record shows what was signed: the seafarer's name, position and department,
-- the vessel's name, IMO number and flag, the working language and the handwritten signatures as
-- they stood at signing and countersigning. Drawn from today's values, a new signature picture,
-- a new flag or a new position rewrote months already signed and inspected.
CREATE TABLE signature_images (
  hash TEXT PRIMARY KEY,
  png BYTEA NOT NULL
);
ALTER TABLE rest_months ADD COLUMN signed_as JSONB;
ALTER TABLE rest_months ADD COLUMN countersigned_image TEXT;
