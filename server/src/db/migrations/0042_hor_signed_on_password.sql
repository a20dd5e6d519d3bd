-- Issue 32: a month signed off with the password alone (the spec's call) records whether the
-- seafarer keeps a watch, as the model rest record asks. A signature the server made on the
-- password is told apart by its key: none (a device's signature names its registered key).
ALTER TABLE rest_months ADD COLUMN watchkeeper BOOLEAN;
