import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import { LEAVE_TEXT } from '../../../contracts/leave-text';
import { showDateRange } from '../../../domain/dates/format';
import type { ConflictPromptText, PromptContext } from '../../../sync/device-kit';
import { defineDeviceModule } from '../../../sync/device-kit';

const span = (r: { startDate: string; endDate: string }) => showDateRange(r.startDate, r.endDate);

/**
 * A duplicate whose copy meets leave approved meanwhile for someone chosen: the server copies
 * nothing (a copy is a draft, but a duplicate that double-books someone is a slip worth
 * saying). The approved leave it meets is named; the way on is to drop the copies and
 * duplicate again to the others.
 */
export function duplicatePrompt(
  entry: { conflict?: { message: string; records?: { leaveRequests?: LeaveRequestRecord[] } } },
  { t }: PromptContext,
): ConflictPromptText {
  const approved = entry.conflict?.records?.leaveRequests ?? [];
  return {
    title: t(LEAVE_TEXT.overlap),
    what: t(entry.conflict?.message ?? LEAVE_TEXT.overlap),
    who: null,
    when: null,
    subjects: approved.map((r) => t('Approved: {dates}', { dates: span(r) })),
    choices: [
      {
        action: 'discard',
        label: t('Drop the copies'),
        hint: t('Nothing is copied; duplicate the request again to the others.'),
        variant: 'primary',
      },
    ],
  };
}

/**
 * A leave request's attachments and 'Notify people' on the device. An attachment's operation
 * names its file, so it waits in the outbox until the upload is done; a notice touches no
 * record of the device (the messages arrive in the recipients' inboxes).
 */
export const leaveRequestExtraDeviceSync = defineDeviceModule({
  kinds: {},
  ops: {
    'leave/request/notify': {
      describe: (b, t) =>
        t('Leave request: {n, plural, one {# person} other {# people}} notified', { n: b.userIds.length }),
      touches: () => [],
    },
    'leave/request/attach': {
      describe: (_, t) => t('Leave request attachment added'),
      touches: (b) => [{ kind: 'leaveRequests', key: b.requestId }],
      files: (b) => [b.fileId],
    },
    'leave/request/detach': {
      describe: (_, t) => t('Leave request attachment deleted'),
      touches: (b) => [{ kind: 'leaveRequests', key: b.requestId }],
    },
  },
});
