import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LeaveDecision, LeaveRequestRecord } from '../../../contracts/leave-records';
import { editableStatus } from '../../../domain/leave/leave-access';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { db, requestSync } from '../../../lib/services';
import { notifySaved } from '../../../ui/toast';
import { decisionCommentToSend } from './decision-comment';
import { decideRequest, deleteRequest, saveRequest } from './leave-commands';
import type { RequestButton } from './request-buttons';
import { checkRequestForm, type FormErrors, type RequestForm } from './request-form';

const DONE: Record<LeaveDecision, string> = {
  APPROVE: msg('Leave approved.'),
  REJECT: msg('Leave denied.'),
  CHECK: msg('Leave checked.'),
  PENDING: msg('Leave back to pending.'),
};

function saved(what: string) {
  requestSync();
  notifySaved(what);
}

/**
 * What the request form's buttons do, through the commands (offline too): SAVE and REQUEST
 * check the form first; a decision on a request still open saves it as a draft first (when the
 * reader may change it: else its form is read-only), so what is decided is what is on the screen; DELETE and REJECT are asked about before, and so are
 * APPROVE and REQUEST when they would leave the balance below 0 (`overdrawOn`).
 */
export function useRequestActions(ctx: {
  userId: number;
  yachtId: number;
  requestId: string;
  record: LeaveRequestRecord | undefined;
  form: RequestForm;
  /** The reader may save it (else a decision goes alone: an approver may not own the edit). */
  mayChange: boolean;
  /** The decision comments as typed (sent with a decision when changed). */
  decisionComment: string;
  ownerOf: (profileId: string) => number | undefined;
  requests: readonly LeaveRequestRecord[];
  /** The buttons that first ask whether to go below 0 (the request would leave the balance there). */
  overdrawOn: readonly RequestButton[];
  /** The form as it was just saved (it has no unsaved changes any more). */
  onSaved: (form: RequestForm) => void;
  /** Where to go once the request is sent or decided. */
  back: string;
  formPath: (id: string) => string;
}) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmReject, setConfirmReject] = useState(false);
  const [confirmOverdraw, setConfirmOverdraw] = useState<RequestButton | null>(null);
  const who = () => ({ db, userId: ctx.userId, now: Date.now() });
  const open = !ctx.record || editableStatus(ctx.record.status);

  /** The form checked for `action`; its errors shown (and the first focused) when it has some. */
  const check = (action: 'SAVE' | 'REQUEST', focus: boolean) => {
    const checked = checkRequestForm(
      ctx.form,
      { yachtId: ctx.yachtId, requestId: ctx.requestId },
      action,
      // Once sent, only the comments change: the dates were checked when it was sent.
      open ? ctx.requests : [],
    );
    if (checked.ok) setErrors({});
    else {
      setErrors(checked.errors);
      if (focus)
        requestAnimationFrame(() =>
          document
            .querySelector<HTMLElement>('.request-form [aria-invalid="true"], .request-form .field-error')
            ?.focus(),
        );
    }
    return checked;
  };

  /** Saves the form (a draft, a request, or a sent request's comments); its errors when it has some. */
  const save = async (action: 'SAVE' | 'REQUEST', focus = true): Promise<FormErrors | null> => {
    const checked = check(action, focus);
    if (!checked.ok) return checked.errors;
    const owner = ctx.ownerOf(checked.body.profileId) ?? ctx.userId;
    await saveRequest(who(), { userId: owner }, ctx.record, checked.body);
    ctx.onSaved(ctx.form);
    return null;
  };

  /**
   * SAVE: a draft (a new one then stays open under its own address), or a sent request's
   * comments. Null once saved, else the errors (shown on the form, focused unless `focus` is false).
   */
  const saveDraft = async (focus = true) => {
    const problems = await save('SAVE', focus);
    if (problems) return problems;
    saved(open ? t('Leave request saved as a draft.') : t('Comments saved.'));
    if (!ctx.record) navigate(ctx.formPath(ctx.requestId), { replace: true });
    return null;
  };

  /** DELETE and REJECT are asked about first, and a decision below 0 (`sure` once the popup said yes). */
  const act = async (button: RequestButton, sure = false) => {
    if (button === 'DELETE') return setConfirmDelete(true);
    if (button === 'REJECT' && !sure) return setConfirmReject(true);
    if (!sure && ctx.overdrawOn.includes(button)) {
      // The form's own errors come first: the question is about a request that can go.
      if (open && !check(button === 'REQUEST' ? 'REQUEST' : 'SAVE', true).ok) return;
      return setConfirmOverdraw(button);
    }
    setConfirmReject(false);
    setConfirmOverdraw(null);
    setBusy(true);
    try {
      if (button === 'SAVE') return void (await saveDraft());
      if (button === 'REQUEST') {
        if (await save('REQUEST')) return;
        saved(t('Leave requested.'));
        navigate(ctx.back);
        return;
      }
      if (open && ctx.mayChange && (await save('SAVE'))) return;
      const current = await db.leaveRequests.get(ctx.requestId);
      if (!current) return;
      await decideRequest(who(), current, button, decisionCommentToSend(ctx.decisionComment, current));
      saved(t(DONE[button]));
      navigate(ctx.back);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!ctx.record) return;
    await deleteRequest(who(), ctx.record);
    setConfirmDelete(false);
    saved(t('Leave request deleted.'));
    navigate(ctx.back, { replace: true });
  };

  /** A field changed: its errors (and those of its rows) go until the next check. */
  const clear = (fields: string[]) =>
    setErrors((e) => {
      const dates = fields.includes('startDate') || fields.includes('endDate');
      const left = Object.entries(e).filter(
        ([k]) =>
          !fields.some((f) => k === f || k.startsWith(`${f}.`)) &&
          !(dates && (k === 'startDate' || k === 'endDate')),
      );
      return left.length === Object.keys(e).length ? e : Object.fromEntries(left);
    });

  return {
    errors,
    busy,
    act,
    saveDraft,
    confirmDelete,
    setConfirmDelete,
    confirmReject,
    setConfirmReject,
    confirmOverdraw,
    setConfirmOverdraw,
    remove,
    clear,
  };
}
