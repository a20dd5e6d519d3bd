-- The refresh token each one was replaced by: when the answer carrying it never reached the device
-- (a satellite link cut mid-answer), the device presents the replaced token again, and the server
-- can tell that retry (its successor never used) from a replay after the family moved on.
ALTER TABLE refresh_tokens ADD COLUMN successor_hash TEXT;
