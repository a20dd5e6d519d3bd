import { useState } from 'react';
import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import type { Pending } from '../../../db/app-db';
import { formatNumber } from '../../../i18n/format-number';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Dialog } from '../../../ui/dialog';
import { TextArea } from '../../../ui/text-area';
import { requesterBalance, requestLeaves, requestLeavesWithPending } from '../data/requester-balance';
import { type InlineDecision, useInlineDecision } from '../data/use-inline-decision';
import { crewName, type LeaveVessel, todayIso } from '../data/use-leave';
import { dateSpan, shortDay } from './leave-bits';
import { RequestLink } from './profile-sections';
import { overdrawQuestion } from './request-questions';
import './to-decide.css';
import { t } from '../../../i18n/i18n';

/**
 * 'leave?show=to-decide' (issue 31: approve leave from home in two taps): the requests waiting for
 * this user's decision, each with APPROVE and REJECT on its row. APPROVE takes one tap, unless the
 * balance would go below 0 (asked first, as on the form); REJECT asks for the reason the crew
 * member will read (the form's Decision comments). A decided request stays on the list with its
 * new status until the user leaves, so what was done is seen; the name opens the whole request.
 * Each row says what the crew member has available today, so the tap is an informed one.
 */
export function ToDecideList(props: {
  data: LeaveVessel;
  requests: Pending<LeaveRequestRecord>[];
  userId: number;
  base: string;
}) {
  const { data, base } = props;
  const decision = useInlineDecision({ data, userId: props.userId });
  const shown = decision.withDecided(props.requests);
  const nameOf = (r: LeaveRequestRecord) => {
    const profile = data.profiles.find((p) => p.id === r.profileId);
    return profile ? crewName(data.crew, profile.crewId) : t('Crew member');
  };
  if (shown.length === 0)
    return (
      <p className="muted no-margin" role="status">
        {t('No leave requests are waiting for your decision.')}
      </p>
    );
  return (
    <>
      <ul className="request-list to-decide-list">
        {shown.map((r) => (
          <DecideRow
            key={r.id}
            request={r}
            name={nameOf(r)}
            data={data}
            to={`${base}/leave-form/${r.id}`}
            decision={decision}
          />
        ))}
      </ul>
      <DecisionQuestions decision={decision} nameOf={nameOf} />
    </>
  );
}

function DecideRow(props: {
  request: Pending<LeaveRequestRecord>;
  name: string;
  data: LeaveVessel;
  to: string;
  decision: InlineDecision;
}) {
  const { request: r, name, decision } = props;
  const span = dateSpan(r.startDate, r.endDate);
  const open = r.status === 'Pending';
  // As their own leave screen shows it (approved and checked leave booked, not this request),
  // then what approving it leaves, as the request's form says it.
  const today = todayIso();
  const balance = requesterBalance(props.data, r.profileId, today)?.today;
  const after = open ? requestLeaves(props.data, r, today) : null;
  // Their other requests pending too: approving each alone may fit while all together do not.
  const all = open ? requestLeavesWithPending(props.data, r, today) : null;
  return (
    <li className="card to-decide">
      <RequestLink request={r} types={props.data.types} to={props.to} name={name} />
      {open && balance?.ok ? (
        <p className={`small no-margin to-decide-balance${balance.available < 0 ? ' negative' : ''}`}>
          {t('Available today: {days} days', { days: formatNumber(balance.available, 2) })}
          {after?.after.ok ? (
            <>
              {' · '}
              {/* Kept on one line: its date split across two ('01 Jan / 27'). */}
              <span className={`to-decide-after${after.after.available < 0 ? ' negative' : ''}`}>
                {t('after this request: {days} days on {date}', {
                  days: formatNumber(after.after.available, 2),
                  date: shortDay(after.on),
                })}
              </span>
            </>
          ) : null}
          {all?.after.ok ? (
            <span className={`to-decide-all-pending${all.after.available < 0 ? ' negative' : ''}`}>
              {t(
                'with {n, plural, one {their other pending request} other {their # other pending requests}} too: {days} days on {date}',
                { n: all.count, days: formatNumber(all.after.available, 2), date: shortDay(all.on) },
              )}
            </span>
          ) : null}
        </p>
      ) : null}
      {open ? (
        <div className="to-decide-actions">
          <Button
            aria-label={t('APPROVE leave of {name}, {span}', { name, span })}
            disabled={decision.busy}
            onClick={() => void decision.approve(r)}
          >
            {t('APPROVE')}
          </Button>
          <Button
            variant="secondary"
            aria-label={t('REJECT leave of {name}, {span}', { name, span })}
            disabled={decision.busy}
            onClick={() => decision.askReject(r)}
          >
            {t('REJECT')}
          </Button>
        </div>
      ) : decision.decidedHere(r) && (r.status === 'Approved' || r.status === 'Denied') ? (
        <div className="to-decide-actions">
          <Button
            variant="secondary"
            aria-label={t('Undo the decision on leave of {name}, {span}', { name, span })}
            disabled={decision.busy}
            onClick={() => void decision.undo(r)}
          >
            {t('Undo')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function DecisionQuestions(props: { decision: InlineDecision; nameOf: (r: LeaveRequestRecord) => string }) {
  const { decision } = props;
  const [reason, setReason] = useState('');
  const overdraw = decision.overdrawAsked;
  const rejecting = decision.rejectAsked;
  return (
    <>
      {overdraw ? (
        <ConfirmDialog
          title={t('Balance below 0')}
          confirmLabel={t('Approve')}
          onCancel={decision.cancel}
          onConfirm={() => void decision.approve(overdraw.request, true)}
        >
          <p className="no-margin">
            {overdrawQuestion(overdraw.overdraw, props.nameOf(overdraw.request), 'APPROVE')}
          </p>
        </ConfirmDialog>
      ) : null}
      {rejecting ? (
        <Dialog title={t('Deny this leave request')} role="alertdialog" onClose={decision.cancel}>
          <form
            className="stack"
            onSubmit={(e) => {
              e.preventDefault();
              void decision.reject(rejecting, reason).then(() => setReason(''));
            }}
          >
            <p className="no-margin">
              {t(
                '{name}, {dates}: the request becomes Denied. The crew member reads the Decision comments as the reason.',
                {
                  name: props.nameOf(rejecting),
                  dates: dateSpan(rejecting.startDate, rejecting.endDate),
                },
              )}
            </p>
            <TextArea
              label={t('Decision comments')}
              value={reason}
              limit={1000}
              maxLength={1000}
              onChange={(e) => setReason(e.target.value)}
            />
            <div className="dialog-actions">
              <Button variant="ghost" type="button" onClick={decision.cancel}>
                {t('Cancel')}
              </Button>
              <Button variant="danger" type="submit" disabled={decision.busy}>
                {t('REJECT')}
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
