import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { leaveCommentSchema } from '../../../contracts/leave';
import { leaveHistorySchema } from '../../../contracts/leave-answers';
import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import {
  type LeaveReportEmail,
  type LeaveReportKind,
  leaveReportEmailSchema,
  leaveReportFileName,
  type ReportFormat,
} from '../../../contracts/leave-reports';
import { levelOn, type VesselRole } from '../../../domain/access/permissions';
import { crewState } from '../../../domain/crew/crew-display';
import { linkedRateIndex } from '../../../domain/leave/history-links';
import { authedJson } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';
import { db, net, requestSync } from '../../../lib/services';
import { enqueue, enqueueAlone } from '../../../sync/outbox';

/**
 * Leave reports and the history with comments: downloads and the history are read online
 * (they are worked out on the server, and not kept on the device); an e-mail and a changed
 * comment are queued like any write, so they can be made at sea and go out once the device is
 * online.
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
    queryFn: () => authedJson(leaveHistorySchema, db, net, `/leave/profiles/${profileId}/history`),
    enabled,
    retry: 1,
  });
}

/** Unsent changes of one history comment are one change (the newest text). */
const COMMENT_KEY = 'leave-history-comment:';

/**
 * 'leave/history/comment' (updateComment), queued like every leave write, so it is made at sea
 * too: the comment of the record the entry is of (its additional leave or rollover, or the rate
 * it put in force) changes on this device at once, and the server changes both.
 */
export async function saveHistoryComment(
  userId: number,
  profile: LeaveProfileRecord,
  entry: {
    id: number;
    what: string;
    changeDate: string;
    adjustmentId: string | null;
    lastOfItsDate: boolean;
  },
  comment: string,
) {
  const rateAt = entry.adjustmentId ? -1 : linkedRateIndex(profile.rates, entry, entry.lastOfItsDate);
  const body = leaveCommentSchema.parse({
    yachtId: profile.vesselId,
    entryId: entry.id,
    comment,
    adjustmentId: entry.adjustmentId,
    profileId: rateAt >= 0 ? profile.id : null,
  });
  await db.transaction('rw', db.leaveAdjustments, db.leaveProfiles, db.outbox, async () => {
    const adjustment = body.adjustmentId ? await db.leaveAdjustments.get(body.adjustmentId) : undefined;
    if (adjustment) await db.leaveAdjustments.put({ ...adjustment, comment: body.comment, pending: 1 });
    const local = rateAt >= 0 ? await db.leaveProfiles.get(profile.id) : undefined;
    if (local?.rates[rateAt]) {
      const rates = local.rates.map((r, i) => (i === rateAt ? { ...r, comment: body.comment } : r));
      await db.leaveProfiles.put({ ...local, rates, pending: 1 });
    }
    await enqueue(
      db,
      { op: 'leave/history/comment', body, baseVersion: 0, coalesceKey: `${COMMENT_KEY}${entry.id}`, userId },
      Date.now(),
    );
  });
  requestSync();
}

/** Comments changed on this device and not yet taken by the server, by history entry id. */
export function usePendingHistoryComments(): ReadonlyMap<number, string> {
  return useLiveQuery(
    async () => {
      const rows = await db.outbox.where('coalesceKey').startsWith(COMMENT_KEY).toArray();
      const out = new Map<number, string>();
      for (const e of rows.sort((a, b) => (a.id < b.id ? -1 : 1)))
        if (e.op === 'leave/history/comment' && (e.status === 'pending' || e.status === 'sending'))
          out.set(e.body.entryId, e.body.comment);
      return out;
    },
    [],
    NO_COMMENTS,
  );
}
const NO_COMMENTS: ReadonlyMap<number, string> = new Map();

/** Reads the history again (a comment the server has taken since). */
export function useRefreshHistory(profileId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: historyKey(profileId) });
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
