import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import { LEAVE_TEXT } from '../../../contracts/leave-text';
import { showDateRange } from '../../../domain/dates/format';
import type { ConflictPromptText } from '../../../sync/device-kit';
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
function overlapPrompt(entry: {
  body: { requestId: string; yachtId: number; startDate?: string; endDate?: string };
  conflict?: { message: string; records?: { leaveRequests?: LeaveRequestRecord[] } };
}): ConflictPromptText {
  const theirs = entry.conflict?.records?.leaveRequests ?? [];
  // The server holds no copy of a request made offline: its dates are the change's own.
  const { startDate, endDate } = entry.body;
  const mine =
    theirs.find((r) => r.id === entry.body.requestId) ??
    (startDate && endDate ? { startDate, endDate } : undefined);
  const approved = theirs.filter((r) => r.id !== entry.body.requestId);
  return {
    title: LEAVE_TEXT.overlap,
    what: entry.conflict?.message ?? LEAVE_TEXT.overlap,
    who: null,
    when: null,
    subjects: [
      ...(mine ? [`This request: ${span(mine)}`] : []),
      ...approved.map((r) => `Approved: ${span(r)}`),
    ],
    choices: [
      {
        action: 'convert',
        label: 'Keep it as a draft',
        hint: 'Nothing is requested; change the dates and send it again.',
        variant: 'primary',
      },
      {
        action: 'discard',
        label: 'Discard my change',
        hint: 'The request stays as the server has it.',
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
      describe: () => 'Leave settings',
      touches: (b) => [{ kind: 'leaveSettings', key: b.yachtId }],
    },
    'leave/profile/setup': {
      describe: () => 'Leave profile set up',
      touches: (b) => [{ kind: 'leaveProfiles', key: b.profileId }],
    },
    'leave/profile/edit': {
      describe: () => 'Leave profile',
      touches: (b) => [{ kind: 'leaveProfiles', key: b.profileId }],
    },
    'leave/profile/rate': {
      describe: (b) => (b.type === 'yearly' ? 'Leave days per year' : 'Leave ratio'),
      touches: (b) => [{ kind: 'leaveProfiles', key: b.profileId }],
    },
    'leave/profile/delete': {
      describe: () => 'Leave profile deleted',
      touches: (b) => [{ kind: 'leaveProfiles', key: b.profileId }],
    },
    'leave/profile/reactivate': {
      describe: () => 'Old leave profile activated',
      touches: (b) => [{ kind: 'leaveProfiles', key: b.profileId }],
    },
    'leave/request/save': {
      describe: (b) => `Leave request ${span(b)}${b.action === 'REQUEST' ? ' (requested)' : ' (draft)'}`,
      touches: (b) => [{ kind: 'leaveRequests', key: b.requestId }],
      prompt: overlapPrompt,
      convert: (entry) => ({ op: 'leave/request/save', body: { ...entry.body, action: 'SAVE' } }),
    },
    'leave/request/decide': {
      describe: (b) =>
        ({
          APPROVE: 'Leave approved',
          REJECT: 'Leave rejected',
          CHECK: 'Leave checked',
          PENDING: 'Leave back to pending',
        })[b.action],
      touches: (b) => [{ kind: 'leaveRequests', key: b.requestId }],
    },
    'leave/request/delete': {
      describe: () => 'Leave request deleted',
      touches: (b) => [{ kind: 'leaveRequests', key: b.requestId }],
    },
    'leave/request/duplicate': {
      describe: (b) =>
        `Leave request copied to ${b.copies.length} ${b.copies.length === 1 ? 'person' : 'people'}`,
      touches: (b) => b.copies.map((c) => ({ kind: 'leaveRequests' as const, key: c.requestId })),
      prompt: duplicatePrompt,
    },
    'leave/adjust': {
      describe: (b) => (b.kind === 'rollover' ? 'Leave rollover' : 'Additional leave'),
      touches: (b) => [{ kind: 'leaveAdjustments', key: b.adjustmentId }],
    },
  },
});
