-- A history entry of additional leave or a rollover names its adjustment: a comment changed in
-- the history changes the adjustment's too (and its version, so every device gets it).
ALTER TABLE leave_history ADD COLUMN adjustment_id TEXT REFERENCES leave_adjustments(id);
CREATE INDEX leave_history_adjustment ON leave_history (adjustment_id);

-- Entries made before: each paired with an adjustment of the same profile, kind, date and days,
-- the n-th entry with the n-th adjustment of that kind, in the order they were made.
UPDATE leave_history h SET adjustment_id = m.adjustment_id
  FROM (
    SELECT e.id AS history_id, a.id AS adjustment_id
      FROM (SELECT id, profile_id, what, change_date, amount,
                   row_number() OVER (PARTITION BY profile_id, what, change_date, amount ORDER BY id) AS n
              FROM leave_history WHERE what IN ('additional', 'rollover')) e
      JOIN (SELECT id, profile_id, kind, date, days,
                   row_number() OVER (PARTITION BY profile_id, kind, date, days ORDER BY created_at, id) AS n
              FROM leave_adjustments) a
        ON a.profile_id = e.profile_id AND a.kind = e.what AND a.date = e.change_date
       AND a.days = e.amount AND a.n = e.n
  ) m
 WHERE h.id = m.history_id;
