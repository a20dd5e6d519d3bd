import type { RestMonth } from '../../../contracts/rest-hours';
import type { OutboxEntry } from '../../../db/app-db';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { showDateTime, showMonth, showWeekdayDayMonth } from '../../../domain/dates/format';
import type { ConflictPromptText, PromptContext } from '../../../sync/device-kit';

/**
 * What the hours of rest's conflicts say and offer (hor-device-sync.ts declares which op has
 * which): a signed month met, a day someone else changed, a signature the records outgrew.
 */
const monthName = (month: string) => showMonth(month);
const dayName = (d: string) => showWeekdayDayMonth(d);
const stamp = (at: string | null | undefined) => (at ? showDateTime(at) : null);

/** The server's month and days sent with a conflict. */
export function serverSide(entry: OutboxEntry) {
  const records = entry.conflict?.records;
  return { month: records?.restMonths?.[0] as RestMonth | undefined, days: records?.restDays ?? [] };
}

/** The server's month of a day edit's conflict was signed or countersigned (else a day changed). */
export const metSignature = (entry: OutboxEntry) => {
  const { month } = serverSide(entry);
  return Boolean(month?.signedBy || month?.counterSignedBy);
};

/** The day edit's conflict: a signed month, or a day someone else changed meanwhile. */
export function dayEditPrompt(
  entry: OutboxEntry & { op: 'hor/day/save' },
  ctx: PromptContext,
): ConflictPromptText {
  return metSignature(entry) ? signedMonthPrompt(entry, ctx) : changedDayPrompt(entry, ctx);
}

/** The days of a save or a clear, as queued. */
type DaysBody = { yachtId: number; userId: number; dates: string[]; binary?: string };

/**
 * A day edit (a save, or a clear: `binary` absent) based on an older copy than one someone else
 * (an officer correcting it, say) saved meanwhile: both are shown, and the user keeps theirs or
 * the one on record. Neither choice is the default: the other change may be the right one.
 */
export function changedDayPrompt(
  entry: OutboxEntry & { body: DaysBody },
  ctx: PromptContext,
): ConflictPromptText {
  const { t } = ctx;
  const { days: serverDays } = serverSide(entry);
  const mine = entry.body.binary ?? null;
  return {
    title: t('Changed by someone else'),
    // The server's words name who changed it.
    what: entry.conflict?.message ?? '',
    who: null,
    when: null,
    subjects: entry.body.dates.map(dayName),
    timelines: entry.body.dates.map((date) => {
      const theirs = serverDays.find((d) => d.date === date);
      return { label: dayName(date), mine, theirs: theirs && !theirs.cleared ? theirs.work : null };
    }),
    choices: [
      {
        action: 'resubmit',
        label: t('Keep my change'),
        hint:
          mine === null
            ? t('The days are deleted, as you did on this phone.')
            : t('Your version replaces the one on record.'),
        variant: 'secondary',
      },
      {
        action: 'discard',
        label: t('Discard my change'),
        hint: t('The version on record stays; yours is removed from this phone.'),
        variant: 'secondary',
      },
    ],
  };
}

/**
 * Sent again on the server's copy; over a signed month it reopens it, over a countersigned one
 * its countersign too (the user chose so, having seen it in the prompt).
 */
export function basedOnServer<B extends DaysBody & { reopen?: boolean; reopenCountersigned?: boolean }>(
  entry: OutboxEntry & { body: B },
) {
  const { month, days } = serverSide(entry);
  const base = Math.max(month?.version ?? 0, ...days.map((d) => d.version));
  const reopen = month?.counterSignedBy ? { reopen: true, reopenCountersigned: true } : { reopen: true };
  return { body: metSignature(entry) ? { ...entry.body, ...reopen } : entry.body, baseVersion: base };
}

/** A clear that met a signed month: the days are asked about before a clear ('Delete and reopen'). */
export function signedClearPrompt(
  entry: OutboxEntry & { body: DaysBody },
  { t }: PromptContext,
): ConflictPromptText {
  return {
    title: t('Your change was not accepted'),
    what: entry.conflict?.message ?? '',
    who: null,
    when: null,
    subjects: entry.body.dates.map(dayName),
    choices: [
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
export function signedMonthPrompt(
  entry: OutboxEntry & { op: 'hor/day/save' },
  ctx: PromptContext,
): ConflictPromptText {
  const { t } = ctx;
  const { month, days: serverDays } = serverSide(entry);
  const countersigned = Boolean(month?.counterSignedBy);
  // A countersigned month is reopened only by a supervisor, never their own (month-actions.ts); a
  // signed one by the signer too.
  const mayResubmit = countersigned
    ? reaches(ctx.levelOn(entry.body.yachtId), LEVEL.officer) && entry.userId !== entry.body.userId
    : true;
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
export function signaturePrompt(
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
