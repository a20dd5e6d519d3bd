-- The add-crew wizard (doc 2, section 4) saves step by step: the device names each wizard with
-- a key it made, so a step sent twice (Back then Next, or an answer lost on a slow link) finds
-- the crew member the first one made. new_account: the wizard made the account too, so its
-- names may still be corrected from the wizard (a known person's account is theirs).
ALTER TABLE user_vessel_roles ADD COLUMN wizard_key TEXT UNIQUE;
ALTER TABLE user_vessel_roles ADD COLUMN wizard_new_account BOOLEAN NOT NULL DEFAULT false;
-- Who ran the wizard: only they may send its steps again (a key seen by someone else is no key).
ALTER TABLE user_vessel_roles ADD COLUMN wizard_actor INTEGER REFERENCES users(id);
