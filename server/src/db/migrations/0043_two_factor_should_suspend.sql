-- Issue 32: the spec's step 1 of the WhatsApp setup (POST /setUpWhatsApp) carries shouldSuspend,
-- the "do not ask on this device for 30 days" choice; it is kept with the setup, and the verify
-- step (whose own `suspend` wins when sent) honours it.
ALTER TABLE two_factor_challenges ADD COLUMN should_suspend BOOLEAN NOT NULL DEFAULT false;
