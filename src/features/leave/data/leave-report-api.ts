import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type LeaveHistoryEntry, leaveCommentSchema } from '../../../contracts/leave';
import {
  type LeaveReportEmail,
  type LeaveReportKind,
  leaveReportEmailSchema,
  leaveReportFileName,
  type ReportFormat,
} from '../../../contracts/leave-reports';
import { levelOn, type VesselRole } from '../../../domain/access/permissions';
import { crewState } from '../../../domain/crew/crew-display';
import { authedCall } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';
import { db, net, requestSync } from '../../../lib/services';
import { enqueueAlone } from '../../../sync/outbox';

/**
 * Leave reports and the history with comments: downloads and the history are read online
 * (they are worked out on the server, and not kept on the device); an e-mail is queued like
 * any write, so it can be asked for at sea and goes out once the device is online.
 */

export interface ReportAsk {
  yachtId: number;
  report: LeaveReportKind;
  format: ReportFormat;
  profileIds: string[];
  from: string;
  to: string;
}

/** Download: the file the server makes, saved under its name (one person's, or the vessel's). */
export function downloadLeaveReport(ask: ReportAsk, who: string) {
  const query = new URLSearchParams({
    format: ask.format,
    from: ask.from,
    to: ask.to,
    profileIds: ask.profileIds.join(','),
  });
  return saveDownload(
    `/leave/${ask.yachtId}/reports/${ask.report}?${query}`,
    leaveReportFileName(ask.report, who, ask, ask.format),
  );
}

/** E-mail: the operation, queued; the server checks it again and sends it. */
export async function queueLeaveReportEmail(userId: number, input: ReportAsk & { recipients: string[] }) {
  const body: LeaveReportEmail = leaveReportEmailSchema.parse(input);
  await enqueueAlone(
    db,
    { op: 'leave/report/email', body, baseVersion: 0, coalesceKey: null, userId },
    Date.now(),
  );
  requestSync();
}

const historyKey = (profileId: string) => ['leave-history', profileId];

/** GET /leave/profiles/{profileId}/history: the history with comments, as the server keeps it. */
export function useProfileHistory(profileId: string, enabled: boolean) {
  return useQuery({
    queryKey: historyKey(profileId),
    queryFn: () => authedCall<LeaveHistoryEntry[]>(db, net, `/leave/profiles/${profileId}/history`),
    enabled,
    retry: 1,
  });
}

/** PUT /leave/history/{id} (updateComment): online, like the leave types; the list is read again. */
export function useUpdateHistoryComment(profileId: string) {
  const client = useQueryClient();
  return async (id: number, yachtId: number, comment: string) => {
    const body = leaveCommentSchema.parse({ yachtId, comment });
    await authedCall<LeaveHistoryEntry>(db, net, `/leave/history/${id}`, {
      method: 'PUT',
      body: JSON.stringify(body),
    });
    await client.invalidateQueries({ queryKey: historyKey(profileId) });
  };
}

/**
 * Former crew do not export (doc 3, section 6: 'Former crew do not see Export buttons'): no
 * role on the vessel any more, or their crew record there says they have left.
 */
export function exportBlocked(
  me: { user: { id: number }; roles: readonly VesselRole[] },
  vesselId: number,
  crew: readonly { vesselId: number; userId: number; status: number; endDate: string | null }[],
  today: string,
): boolean {
  if (levelOn(me.roles, vesselId) === null) return true;
  const own = crew.find((c) => c.vesselId === vesselId && c.userId === me.user.id);
  return own !== undefined && crewState(own, today) === 'former';
}
