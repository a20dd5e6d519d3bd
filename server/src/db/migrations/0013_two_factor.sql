-- Two-factor login (doc 1, sections 2 and 4): a code by messaging app, or an authenticator app
-- (TOTP, RFC 6238) with recovery codes, which works at sea without a phone signal.
-- two_factor_method: NULL (off), 'whatsapp' or 'totp'. whatsapp_required: an administrator asks
-- for it ('2FA Required'), so the next login goes to setup.
ALTER TABLE users ADD COLUMN two_factor_method TEXT;
ALTER TABLE users ADD COLUMN two_factor_required BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN totp_secret TEXT;
-- The last accepted time step: an authenticator code is accepted once.
ALTER TABLE users ADD COLUMN totp_last_step BIGINT;

-- A login past its password and waiting for the second factor, or a setup in progress. Only a
-- hash of the opaque challenge token is kept; the code is kept hashed with it.
CREATE TABLE two_factor_challenges (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  purpose TEXT NOT NULL, -- 'login' or 'setup'
  method TEXT, -- the method being verified or set up
  code_hash TEXT,
  number TEXT, -- setup: the messaging number being confirmed
  totp_secret TEXT, -- setup: the authenticator secret being confirmed
  required BOOLEAN NOT NULL DEFAULT false,
  sends INTEGER NOT NULL DEFAULT 0,
  sent_at TIMESTAMPTZ,
  code_expires_at TIMESTAMPTZ,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX two_factor_challenges_user ON two_factor_challenges (user_id, created_at);

-- 'Bypass 2FA for 30 days' on one device: the device keeps the token, the server its hash.
CREATE TABLE two_factor_bypass (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX two_factor_bypass_user ON two_factor_bypass (user_id);

-- One-time recovery codes of the authenticator method.
CREATE TABLE two_factor_recovery_codes (
  user_id INTEGER NOT NULL REFERENCES users(id),
  code_hash TEXT NOT NULL,
  used_at TIMESTAMPTZ,
  PRIMARY KEY (user_id, code_hash)
);
