import { type LeaveTypesSave, leaveTypesSaveSchema } from '../../../contracts/leave';
import { authedCall } from '../../../lib/api-client';
import { db, net, requestSync } from '../../../lib/services';

/**
 * The two leave calls made online only: the vessel's leave types (the whole list at once, like
 * departments: they change what every request means), and 'seen' for the first-entry popup.
 * Everything else is read from the device and written through the commands.
 */

/** PUT /leave/types/{yachtId}: the list in its order; a type left out is deleted. */
export async function saveLeaveTypes(yachtId: number, input: LeaveTypesSave) {
  const body = leaveTypesSaveSchema.parse(input);
  await authedCall(db, net, `/leave/types/${yachtId}`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
  // The types reach this device (and the others) through the next pull.
  requestSync();
}

/** POST /leave/{yachtId}/visited: the first officer has seen the first-entry popup. */
export async function markLeaveVisited(yachtId: number) {
  await authedCall(db, net, `/leave/${yachtId}/visited`, { method: 'POST', body: '{}' });
  // Not a change of this device's: the server's settings say so from the next pull on.
  await db.leaveSettings.update(yachtId, { visited: true });
  requestSync();
}
