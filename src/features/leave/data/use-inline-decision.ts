import { useState } from 'react';
import type { LeaveDecision, LeaveRequestRecord } from '../../../contracts/leave-records';
import type { Pending } from '../../../db/app-db';
import { type Overdraw, overdrawOf } from '../../../domain/leave/pending-outlook';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { notifySaved } from '../../../ui/toast';
import { decideRequest } from './leave-commands';
import { profileRecords } from './requester-balance';
import { type LeaveVessel, todayIso } from './use-leave';

/**
 * Deciding a request from a list, without opening it (issue 31): through the same command as the
 * form (offline too: the decision is queued and the toast says so until the shore has it). APPROVE
 * asks first only when the balance would go below 0, as the form does; REJECT always asks, for
 * the reason. The requests decided here are remembered so the list can keep showing them.
 */
export function useInlineDecision(ctx: { data: LeaveVessel; userId: number }) {
  const [busy, setBusy] = useState(false);
  const [decided, setDecided] = useState<string[]>([]);
  const [overdrawAsked, setOverdrawAsked] = useState<{
    request: LeaveRequestRecord;
    overdraw: Overdraw;
  } | null>(null);
  const [rejectAsked, setRejectAsked] = useState<LeaveRequestRecord | null>(null);

  const overdrawFor = (r: LeaveRequestRecord) => {
    const records = profileRecords(ctx.data, r.profileId);
    return records && overdrawOf(records, { id: r.id, days: r.days, endDate: r.endDate }, todayIso());
  };

  const decide = async (r: LeaveRequestRecord, action: LeaveDecision, comment?: string) => {
    setBusy(true);
    try {
      // The row as the device holds it now (a sync may have brought a newer version).
      const current = await db.leaveRequests.get(r.id);
      if (current?.status !== 'Pending') return;
      await decideRequest({ db, userId: ctx.userId, now: Date.now() }, current, action, comment);
      setDecided((d) => [...d, r.id]);
      requestSync();
      notifySaved(action === 'APPROVE' ? t('Leave approved.') : t('Leave denied.'));
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    overdrawAsked,
    rejectAsked,
    /** APPROVE in one tap; `sure` once the balance question was answered yes. */
    approve: async (r: LeaveRequestRecord, sure = false) => {
      const overdraw = sure ? null : overdrawFor(r);
      if (overdraw) return setOverdrawAsked({ request: r, overdraw });
      setOverdrawAsked(null);
      await decide(r, 'APPROVE');
    },
    askReject: (r: LeaveRequestRecord) => setRejectAsked(r),
    reject: async (r: LeaveRequestRecord, reason: string) => {
      setRejectAsked(null);
      const typed = reason.trim();
      await decide(r, 'REJECT', typed ? typed : undefined);
    },
    cancel: () => {
      setOverdrawAsked(null);
      setRejectAsked(null);
    },
    /** The list to show: those waiting, and those decided here (as they are now), in date order. */
    withDecided: (waiting: Pending<LeaveRequestRecord>[]) => {
      const here = ctx.data.requests.filter((r) => decided.includes(r.id) && !waiting.includes(r));
      return [...waiting, ...here].sort(
        (a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id),
      );
    },
  };
}

export type InlineDecision = ReturnType<typeof useInlineDecision>;
