import { useRef, useState } from 'react';
import type { LeaveDecision, LeaveRequestRecord } from '../../../contracts/leave-records';
import type { Pending } from '../../../db/app-db';
import { type Overdraw, overdrawOf } from '../../../domain/leave/pending-outlook';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { useSyncRegistry } from '../../../lib/use-sync-registry';
import { closeToast, notify, notifySaved } from '../../../ui/toast';
import { decideRequest } from './leave-commands';
import { profileRecords } from './requester-balance';
import { undoDecision } from './undo-decision';
import { type LeaveVessel, todayIso } from './use-leave';

/**
 * Deciding a request from a list, without opening it (issue 31): through the same command as the
 * form (offline too: the decision is queued and the toast says so until the shore has it). APPROVE
 * asks first only when the balance would go below 0, as the form does; REJECT always asks, for
 * the reason. The requests decided here are remembered so the list can keep showing them, each
 * with Undo (a tap on the wrong row at sea is taken back there, not found later on the form).
 */
export function useInlineDecision(ctx: { data: LeaveVessel; userId: number }) {
  const registry = useSyncRegistry();
  const [busy, setBusy] = useState(false);
  const [decided, setDecided] = useState<string[]>([]);
  /** Each request decided here as it was before: what Undo puts back while nothing was sent. */
  const before = useRef(new Map<string, Pending<LeaveRequestRecord>>());
  /** The toast that reported each decision made here: an undo closes it, as it no longer holds. */
  const toasts = useRef(new Map<string, string>());
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
      before.current.set(r.id, current);
      await decideRequest({ db, userId: ctx.userId, now: Date.now() }, current, action, comment);
      setDecided((d) => [...d, r.id]);
      requestSync();
      toasts.current.set(r.id, notifySaved(action === 'APPROVE' ? t('Leave approved.') : t('Leave denied.')));
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
    /** Takes back a decision made here: the request waits for a decision again. */
    undo: async (r: LeaveRequestRecord) => {
      if (!registry) return;
      setBusy(true);
      try {
        const who = { db, userId: ctx.userId, now: Date.now() };
        const done = await undoDecision(who, registry, r.id, before.current.get(r.id));
        const reported = toasts.current.get(r.id);
        if (done && reported) closeToast(reported);
        if (done === 'withdrawn') notify(t('Decision undone.'));
        if (done === 'pending') {
          requestSync();
          notifySaved(t('Decision undone: the request is pending again.'));
        }
      } finally {
        setBusy(false);
      }
    },
    /** Whether the request was decided here (its row offers Undo). */
    decidedHere: (r: LeaveRequestRecord) => decided.includes(r.id),
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
