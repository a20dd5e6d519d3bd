import type { ReopenRequest } from '../../../contracts/reopen-requests';
import { showMonth, showWeekdayDayMonth } from '../../../domain/dates/format';
import { defineDeviceModule, type RecordRef } from '../../../sync/device-kit';
import {
  basedOnServer,
  changedDayPrompt,
  dayEditPrompt,
  metSignature,
  signaturePrompt,
  signedClearPrompt,
} from './hor-conflict-prompts';

const monthName = (month: string) => showMonth(month);
const dayName = (d: string) => showWeekdayDayMonth(d);

const dayRefs = (userId: number, vesselId: number, dates: string[]): RecordRef[] =>
  dates.map((date) => ({ kind: 'restDays', key: [userId, vesselId, date] }));
const monthRef = (userId: number, vesselId: number, month: string): RecordRef[] => [
  { kind: 'restMonths', key: [userId, vesselId, month] },
];

/** Hours of rest on the device: its tables, and what each queued operation means to a person. */
export const horDeviceSync = defineDeviceModule({
  kinds: {
    restDays: {
      table: (db) => db.restDays,
      key: (d) => [d.userId, d.vesselId, d.date],
      // A cleared day is gone from the device; a pulled day has no unsent edit.
      toLocal: ({ cleared, ...d }) => (cleared ? null : { ...d, pending: 0 }),
      mark: (row, pending) => ({ ...row, pending: pending ? 1 : 0 }),
    },
    restMonths: { table: (db) => db.restMonths, key: (m) => [m.userId, m.vesselId, m.month] },
    members: { table: (db) => db.members, key: (m) => [m.userId, m.vesselId] },
    comments: { table: (db) => db.comments, key: (c) => c.id },
    presets: { table: (db) => db.presets, key: (p) => p.id },
    reopenRequests: { table: (db) => db.reopenRequests, key: (r) => r.id },
  },
  ops: {
    'hor/day/save': {
      describe: (b, t) => t('Hours of rest {dates}', { dates: b.dates.map(dayName).join(', ') }),
      touches: (b) => dayRefs(b.userId, b.yachtId, b.dates),
      prompt: dayEditPrompt,
      // Over someone else's change it replaces it; a month signed since is asked about again.
      resubmit: basedOnServer,
      convert: (entry, { now, newId }) => {
        const { userId, yachtId, dates, binary } = entry.body;
        const request: ReopenRequest = {
          id: newId,
          userId,
          vesselId: yachtId,
          month: dates[0]!.slice(0, 7),
          dates,
          work: binary,
          requestedByName: '',
          requestedAt: new Date(now).toISOString(),
          state: 'open',
          decidedByName: null,
          decidedAt: null,
          version: 0,
        };
        return {
          op: 'hor/reopen/request',
          body: { requestId: newId, yachtId, userId, dates, binary },
          local: { kind: 'reopenRequests', row: request },
        };
      },
    },
    'hor/reopen/request': {
      describe: (b, t) => t('Request to reopen {month}', { month: monthName(b.dates[0]!.slice(0, 7)) }),
      touches: (b) => [{ kind: 'reopenRequests', key: b.requestId }],
    },
    'hor/signature/optout': {
      describe: (b, t) =>
        b.optOut ? t('No handwritten signature on my records') : t('Handwritten signature on my records'),
    },
    'hor/records/email': {
      describe: (b, t) =>
        t('E-mail of the {month} record to {to}', { month: monthName(b.month), to: b.to.join(', ') }),
    },
    'hor/reopen/decide': {
      describe: (b, t) => (b.accept ? t('Accepted a request to reopen') : t('Declined a request to reopen')),
      touches: (b) => [{ kind: 'reopenRequests', key: b.requestId }],
    },
    'hor/day/clear': {
      describe: (b, t) => t('Cleared {dates}', { dates: b.dates.map(dayName).join(', ') }),
      touches: (b) => dayRefs(b.userId, b.yachtId, b.dates),
      // A signed month: the server's words and Discard, as before; a day changed: both, to choose.
      prompt: (entry, ctx) =>
        metSignature(entry) ? signedClearPrompt(entry, ctx) : changedDayPrompt(entry, ctx),
      resubmit: basedOnServer,
    },
    'hor/comment/save': {
      describe: (b, t) => t('Comment on {day}', { day: dayName(b.date) }),
      touches: (b) => [{ kind: 'comments', key: b.commentId }],
    },
    'hor/comment/delete': {
      describe: (_, t) => t('Deleted comment'),
      touches: (b) => [{ kind: 'comments', key: b.id }],
    },
    'hor/preset/save': {
      describe: (b, t) => t('Preset “{name}”', { name: b.name }),
      touches: (b) => [{ kind: 'presets', key: b.presetId }],
    },
    'hor/preset/delete': {
      describe: (_, t) => t('Deleted preset'),
      touches: (b) => [{ kind: 'presets', key: b.id }],
    },
    'hor/month/sign': {
      describe: (b, t) => t('Sign-off of {month}', { month: monthName(b.month) }),
      touches: (b) => monthRef(b.userId, b.yachtId, b.month),
      prompt: signaturePrompt,
    },
    'hor/month/countersign': {
      describe: (b, t) => t('Countersign of {month}', { month: monthName(b.month) }),
      touches: (b) => monthRef(b.userId, b.yachtId, b.month),
      prompt: signaturePrompt,
    },
    'hor/month/cancel': {
      describe: (b, t) => t('Cancelled signatures of {month}', { month: monthName(b.month) }),
      touches: (b) => monthRef(b.userId, b.yachtId, b.month),
    },
    'hor/month/notify': {
      describe: (b, t) => t('Notice of sign-off for {month}', { month: monthName(b.month) }),
    },
    'hor/signature/save': { describe: (_, t) => t('Digital signature') },
    'hor/signature/use': { describe: (_, t) => t('Digital signature'), files: (b) => [b.fileId] },
    'hor/settings/save': { describe: (_, t) => t('Hours-of-rest settings') },
    'hor/alerts/save': { describe: (_, t) => t('Hours-of-rest alerts') },
    'hor/guide/save': { describe: (_, t) => t('Hours-of-rest guide') },
    'hor/exception/save': { describe: (_, t) => t('STCW exception regime') },
    'hor/language/save': { describe: (_, t) => t('Working language of the records') },
    'hor/approval/member': { describe: (_, t) => t('Approval group member') },
    'hor/approval/department': { describe: (_, t) => t('Approval group department') },
    'yacht/details/save': { describe: (_, t) => t('Vessel details') },
  },
});
