import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import { LEAVE_TEXT } from '../../../contracts/leave-text';
import { showDateRange } from '../../../domain/dates/format';
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
  return {
    title: t(LEAVE_TEXT.overlap),
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
        hint: t('The request stays as the server has it.'),
        variant: 'secondary',
      },
    ],
  };
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
      describe: (b, t) =>
        ({
          APPROVE: t('Leave approved'),
          REJECT: t('Leave rejected'),
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
