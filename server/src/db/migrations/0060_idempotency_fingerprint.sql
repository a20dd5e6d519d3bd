-- What an operation id (or Idempotency-Key) was first used for: its op and body, hashed. A replay
-- of the same call gets the kept answer; another call under a used id is refused, never answered
-- "applied" for a change that was not made. Rows kept before this have none and replay as before.
ALTER TABLE idempotency_keys ADD COLUMN fingerprint TEXT;
