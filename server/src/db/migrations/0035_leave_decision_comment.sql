-- The approver's comment on a decision (APPROVE, REJECT, CHECK, PENDING) is kept apart from the
-- crew member's comments on the request (issue 30, 1.4): a decision never overwrites what the
-- requester wrote. Requests decided before this keep their one comments field as it was: which
-- part of it came from whom cannot be told now.
ALTER TABLE leave_requests ADD COLUMN decision_comment TEXT;
-- Devices already past these rows' change numbers would hold requests without the new field:
-- every request comes again with it.
UPDATE leave_requests SET version = next_change();
