import { uploadFile } from '../../../../testing/leave-extras-kit';
import type { GateRows } from '../../../../testing/module-gate-kit';

/** A ticket attached to the crew member's pending leave request. */
export const gateRows: GateRows = async (t) => {
  const { s, aurora, userId } = t;
  const [request] = await s.db.query<{ id: string }>(
    `SELECT id FROM leave_requests WHERE user_id = $1 AND vessel_id = $2 AND status = 'Pending' LIMIT 1`,
    [userId.crew!, aurora],
  );
  const ticket = await uploadFile(s, t.token.crew!, { vesselId: aurora, userId: userId.crew! });
  const attached = await t.op('crew', 'leave/request/attach', {
    yachtId: aurora,
    requestId: request!.id,
    fileId: ticket.id,
  });
  if (attached.status !== 'applied') throw new Error(`leave/request/attach: ${JSON.stringify(attached)}`);
  return { leaveAttachment: ticket.id };
};
