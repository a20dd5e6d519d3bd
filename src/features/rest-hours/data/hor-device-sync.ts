import type { ReopenRequest } from '../../../contracts/reopen-requests';
import type { RestMonth } from '../../../contracts/rest-hours';
import type { OutboxEntry } from '../../../db/app-db';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { showDateTime, showMonth, showWeekdayDayMonth } from '../../../domain/dates/format';
import {
  type ConflictPromptText,
  defineDeviceModule,
  type PromptContext,
  type RecordRef,
} from '../../../sync/device-kit';

const monthName = (month: string) => showMonth(month);
const dayName = (d: string) => showWeekdayDayMonth(d);
const stamp = (at: string | null | undefined) => (at ? showDateTime(at) : null);

const dayRefs = (userId: number, vesselId: number, dates: string[]): RecordRef[] =>
  dates.map((date) => ({ kind: 'restDays', key: [userId, vesselId, date] }));
const monthRef = (userId: number, vesselId: number, month: string): RecordRef[] => [
  { kind: 'restMonths', key: [userId, vesselId, month] },
];

/** The server's month and days sent with a conflict. */
function serverSide(entry: OutboxEntry) {
  const records = entry.conflict?.records;
  return { month: records?.restMonths?.[0] as RestMonth | undefined, days: records?.restDays ?? [] };
}

/** The server's month of a day edit's conflict was signed or countersigned (else a day changed). */
const metSignature = (entry: OutboxEntry) => {
  const { month } = serverSide(entry);
  return Boolean(month?.signedBy || month?.counterSignedBy);
};

/** The day edit's conflict: a signed month, or a day someone else changed meanwhile. */
function dayEditPrompt(entry: OutboxEntry & { op: 'hor/day/save' }, ctx: PromptContext): ConflictPromptText {
  return metSignature(entry) ? signedMonthPrompt(entry, ctx) : changedDayPrompt(entry, ctx);
}

/**
 * A day edit based on an older copy than one someone else (an officer correcting it, say) saved
 * meanwhile: both are shown, and the user keeps theirs or the one on record.
 */
function changedDayPrompt(
  entry: OutboxEntry & { op: 'hor/day/save' },
  ctx: PromptContext,
): ConflictPromptText {
  const { t } = ctx;
  const { days: serverDays } = serverSide(entry);
  return {
    title: t('Changed by someone else'),
    // The server's words name who changed it.
    what: entry.conflict?.message ?? '',
    who: null,
    when: null,
    subjects: entry.body.dates.map(dayName),
    timelines: entry.body.dates.map((date) => {
      const theirs = serverDays.find((d) => d.date === date);
      return {
        label: dayName(date),
        mine: entry.body.binary,
        theirs: theirs && !theirs.cleared ? theirs.work : null,
      };
    }),
    choices: [
      {
        action: 'resubmit',
        label: t('Keep my change'),
        hint: t('Replaces what is on record with your version.'),
        variant: 'primary',
      },
      {
        action: 'discard',
        label: t('Discard my change'),
        hint: t('Keep the record as it is on the server.'),
        variant: 'secondary',
      },
    ],
  };
}

/** A day edit that met a signed or countersigned month on the server. */
function signedMonthPrompt(
  entry: OutboxEntry & { op: 'hor/day/save' },
  ctx: PromptContext,
): ConflictPromptText {
  const { t } = ctx;
  const { month, days: serverDays } = serverSide(entry);
  const countersigned = Boolean(month?.counterSignedBy);
  // A countersigned month is reopened only by a supervisor; a signed one by the signer too.
  const mayResubmit = countersigned ? reaches(ctx.levelOn(entry.body.yachtId), LEVEL.officer) : true;
  const choices: ConflictPromptText['choices'] = [
    {
      action: 'discard',
      label: t('Discard my change'),
      hint: t('Keep the record as it is on the server.'),
      variant: 'secondary',
    },
  ];
  if (mayResubmit)
    choices.unshift({
      action: 'resubmit',
      label: t('Resubmit my change'),
      hint: t('Reopens the month: it must be signed off (and countersigned) again.'),
      variant: 'primary',
    });
  else
    choices.unshift({
      action: 'convert',
      label: t('Keep mine as a request to reopen'),
      hint: month?.counterSignedByName
        ? t('Your version is kept and sent to {name}, who can reopen the month with it or decline.', {
            name: month.counterSignedByName,
          })
        : t(
            'Your version is kept and sent to the countersigner, who can reopen the month with it or decline.',
          ),
      variant: 'primary',
    });
  return {
    title: countersigned ? t('Month already countersigned') : t('Month already signed off'),
    what: countersigned
      ? t('While this change was waiting to be sent, the month was countersigned on the server.')
      : t('While this change was waiting to be sent, the month was signed off on the server.'),
    // String(): the same words as before when the server sent no name.
    who: countersigned
      ? t('Countersigned by {name}', { name: String(month?.counterSignedByName) })
      : t('Signed off by {name}', { name: String(month?.signedByName) }),
    when: stamp(month?.counterSignedAt ?? month?.signedAt),
    subjects: entry.body.dates.map(dayName),
    timelines: entry.body.dates.map((date) => ({
      label: dayName(date),
      mine: entry.body.binary,
      theirs: serverDays.find((d) => d.date === date)?.work ?? null,
    })),
    choices,
  };
}

/**
 * A signature that reached the server after the records changed (or the month was signed or
 * countersigned by someone else meanwhile): it no longer covers what is on record.
 */
function signaturePrompt(
  entry: OutboxEntry & { op: 'hor/month/sign' | 'hor/month/countersign' },
  ctx: PromptContext,
): ConflictPromptText {
  const { t } = ctx;
  const { yachtId, userId, month } = entry.body;
  const codename = ctx.codenameOf(yachtId);
  // A countersign of someone else's month (one of a batch, perhaps) names whose month it was.
  const owner = entry.op === 'hor/month/countersign' ? serverSide(entry).month?.signedByName : null;
  return {
    title: t('Your signature was not recorded'),
    what: entry.conflict?.message ?? '',
    who: null,
    when: null,
    subjects: [owner ? `${owner}, ${monthName(month)}` : monthName(month)],
    choices: [
      {
        action: 'discard',
        label: t('Check the records and sign again'),
        hint: t('Your signature is dropped; open the month to review it and sign it as it is now.'),
        variant: 'primary',
        ...(codename ? { goTo: `/fleet/${codename}/hours-of-rest/calendar?month=${month}#${userId}` } : {}),
      },
      {
        action: 'discard',
        label: t('Discard my signature'),
        hint: t('Nothing is signed; the month stays as it is on the server.'),
        variant: 'secondary',
      },
    ],
  };
}

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
      // Sent again on the server's copy; over a signed month it reopens it (the user chose so),
      // over someone else's change it replaces it, and a month signed since is asked again.
      resubmit: (entry) => {
        const { month, days } = serverSide(entry);
        const base = Math.max(month?.version ?? 0, ...days.map((d) => d.version));
        return {
          body: metSignature(entry) ? { ...entry.body, reopen: true } : entry.body,
          baseVersion: base,
        };
      },
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
      // Met a month signed meanwhile: sent again, it reopens the month (the user chose so).
      resubmit: (entry) => ({ body: { ...entry.body, reopen: true }, baseVersion: 0 }),
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
