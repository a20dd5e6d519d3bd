import type { LeaveDecision, LeaveRequestRecord } from '../../../contracts/leave-records';
import { LEAVE_TEXT } from '../../../contracts/leave-text';
import { showDateRange } from '../../../domain/dates/format';
import { DECISION_STEPS } from '../../../domain/leave/leave-access';
import type { ConflictPromptText, PromptContext } from '../../../sync/device-kit';
import { defineDeviceModule } from '../../../sync/device-kit';
import { duplicatePrompt } from './leave-request-extra-device-sync';

const marked = <T extends object>(row: T, pending: boolean) => ({
  ...row,
  pending: pending ? (1 as const) : (0 as const),
});
const span = (r: { startDate: string; endDate: string }) => showDateRange(r.startDate, r.endDate);

/**
 * A request that meets leave approved meanwhile (doc 3; issue 10: 'comes back as a conflict
 * with both shown'): both date ranges, and the way on: keep it as a draft to change the dates,
 * or drop it.
 */
function overlapPrompt(
  entry: {
    baseVersion: number;
    body: { requestId: string; yachtId: number; startDate?: string; endDate?: string };
    conflict?: { message: string; records?: { leaveRequests?: LeaveRequestRecord[] } };
  },
  { t }: PromptContext,
): ConflictPromptText {
  const theirs = entry.conflict?.records?.leaveRequests ?? [];
  // The server holds no copy of a request made offline: its dates are the change's own.
  const { startDate, endDate } = entry.body;
  const mine =
    theirs.find((r) => r.id === entry.body.requestId) ??
    (startDate && endDate ? { startDate, endDate } : undefined);
  const approved = theirs.filter((r) => r.id !== entry.body.requestId);
  // A request made on this device and never taken by the server: discarding it removes it.
  const isNew = entry.baseVersion === 0 && !theirs.some((r) => r.id === entry.body.requestId);
  return {
    // The server's reason is the body; the title says what became of the request, not the reason again.
    title: t('Leave request refused by the shore'),
    what: t(entry.conflict?.message ?? LEAVE_TEXT.overlap),
    who: null,
    when: null,
    subjects: [
      ...(mine ? [t('This request: {dates}', { dates: span(mine) })] : []),
      ...approved.map((r) => t('Approved: {dates}', { dates: span(r) })),
    ],
    choices: [
      {
        action: 'convert',
        label: t('Keep it as a draft'),
        hint: t('Nothing is requested; change the dates and send it again.'),
        variant: 'primary',
      },
      {
        action: 'discard',
        label: t('Discard my change'),
        hint: isNew
          ? t('The request is removed from this phone: the server never had it.')
          : t('The request stays as the server has it.'),
        variant: 'secondary',
      },
    ],
  };
}

type DecideEntry = {
  body: { requestId: string; action: LeaveDecision };
  conflict?: { message: string; records?: { leaveRequests?: LeaveRequestRecord[] } };
};
const onShore = (entry: DecideEntry) =>
  entry.conflict?.records?.leaveRequests?.find((r) => r.id === entry.body.requestId);

/**
 * A decision that met the request decided or changed meanwhile (another approver at the shore):
 * the server's words say who and to what; the request's dates and its status now; and the ways
 * on: keep it as the shore has it, or decide again on it as it is now, where the decision still
 * applies (an approval of a request still pending, say). Overlapping leave approved meanwhile is
 * the server's message too.
 */
function decisionPrompt(entry: DecideEntry, { t }: PromptContext): ConflictPromptText {
  const theirs = onShore(entry);
  const again = decideAgain(entry) !== null;
  return {
    title: t('Decided by someone else'),
    what: t(entry.conflict?.message ?? ''),
    who: null,
    when: null,
    subjects: theirs
      ? [
          t('This request: {dates}', { dates: span(theirs) }),
          t('Now: {status}', { status: t(theirs.status) }),
        ]
      : [],
    choices: [
      ...(again
        ? [
            {
              action: 'resubmit' as const,
              label: t('Decide again'),
              hint: t('Your decision is sent on the request as it is now.'),
              variant: 'secondary' as const,
            },
          ]
        : []),
      {
        action: 'discard',
        label: t('Keep it as it is'),
        hint: t('Your decision is removed from this phone; the request stays as the shore has it.'),
        variant: again ? 'secondary' : 'primary',
      },
    ],
  };
}

/** Decide again on the shore's copy, where the decision still leads on from its status. */
function decideAgain<E extends DecideEntry>(entry: E): { body: E['body']; baseVersion: number } | null {
  const theirs = onShore(entry);
  const from: readonly string[] = DECISION_STEPS[entry.body.action].from;
  return theirs && from.includes(theirs.status) ? { body: entry.body, baseVersion: theirs.version } : null;
}

/** Leave on the device: settings, types, profiles, requests and adjustments, read offline. */
export const leaveDeviceSync = defineDeviceModule({
  kinds: {
    leaveSettings: { table: (db) => db.leaveSettings, key: (r) => r.vesselId, mark: marked },
    leaveTypes: { table: (db) => db.leaveTypes, key: (r) => r.id },
    leaveProfiles: { table: (db) => db.leaveProfiles, key: (r) => r.id, mark: marked },
    leaveRequests: { table: (db) => db.leaveRequests, key: (r) => r.id, mark: marked },
    leaveAdjustments: { table: (db) => db.leaveAdjustments, key: (r) => r.id, mark: marked },
  },
  ops: {
    'leave/settings/save': {
      describe: (_, t) => t('Leave settings'),
      touches: (b) => [{ kind: 'leaveSettings', key: b.yachtId }],
    },
    'leave/profile/setup': {
      describe: (_, t) => t('Leave profile set up'),
      touches: (b) => [{ kind: 'leaveProfiles', key: b.profileId }],
    },
    'leave/profile/edit': {
      describe: (_, t) => t('Leave profile'),
      touches: (b) => [{ kind: 'leaveProfiles', key: b.profileId }],
    },
    'leave/profile/rate': {
      describe: (b, t) => (b.type === 'yearly' ? t('Leave days per year') : t('Leave ratio')),
      touches: (b) => [{ kind: 'leaveProfiles', key: b.profileId }],
    },
    'leave/profile/delete': {
      describe: (_, t) => t('Leave profile deleted'),
      touches: (b) => [{ kind: 'leaveProfiles', key: b.profileId }],
    },
    'leave/profile/reactivate': {
      describe: (_, t) => t('Old leave profile activated'),
      touches: (b) => [{ kind: 'leaveProfiles', key: b.profileId }],
    },
    'leave/request/save': {
      describe: (b, t) =>
        b.action === 'REQUEST'
          ? t('Leave request {dates} (requested)', { dates: span(b) })
          : t('Leave request {dates} (draft)', { dates: span(b) }),
      touches: (b) => [{ kind: 'leaveRequests', key: b.requestId }],
      prompt: overlapPrompt,
      convert: (entry) => ({ op: 'leave/request/save', body: { ...entry.body, action: 'SAVE' } }),
    },
    'leave/request/decide': {
      prompt: decisionPrompt,
      resubmit: decideAgain,
      describe: (b, t) =>
        ({
          APPROVE: t('Leave approved'),
          REJECT: t('Leave denied'),
          CHECK: t('Leave checked'),
          PENDING: t('Leave back to pending'),
        })[b.action],
      touches: (b) => [{ kind: 'leaveRequests', key: b.requestId }],
    },
    'leave/request/delete': {
      describe: (_, t) => t('Leave request deleted'),
      touches: (b) => [{ kind: 'leaveRequests', key: b.requestId }],
    },
    'leave/request/duplicate': {
      describe: (b, t) =>
        t('Leave request copied to {n, plural, one {# person} other {# people}}', { n: b.copies.length }),
      touches: (b) => b.copies.map((c) => ({ kind: 'leaveRequests' as const, key: c.requestId })),
      prompt: duplicatePrompt,
    },
    'leave/adjust': {
      describe: (b, t) => (b.kind === 'rollover' ? t('Leave rollover') : t('Additional leave')),
      touches: (b) => [{ kind: 'leaveAdjustments', key: b.adjustmentId }],
    },
  },
});
