import { showClockOrMoment, showDayMonthOf, showTime } from '../domain/dates/clock';
import { t } from '../i18n/i18n';
import { msgIn } from '../i18n/msg';
import type { LinkState } from './link-state';

// The chip's words live apart from the link's states (link-state.ts): the service worker
// judges the link too, and carries no message catalogue.

function sameDay(at: number, now: number): boolean {
  const d = new Date(at);
  const n = new Date(now);
  return d.getFullYear() === n.getFullYear() && d.getMonth() === n.getMonth() && d.getDate() === n.getDate();
}

export interface LinkSummary {
  /** Warn when changes cannot go; ok when connected. */
  tone: 'ok' | 'warn' | 'bad';
  /** What the link means for the user, each part on its own so a narrow screen keeps the count. */
  parts: string[];
  /**
   * The same parts in the fewest words, for a phone's one line ("Can't reach shore · 3 waiting ·
   * 14:02"): still the state, the count and the time; the full words stay the accessible name.
   */
  short: string[];
  /** A sign the chip draws before a short part, which says the rest: a clock by a time, an alert by a count to check. */
  marks: (PartMark | null)[];
}

export type PartMark = 'clock' | 'alert';

/** One part of the chip: its full words, its words on a phone, and the sign by them there. */
type Part = [full: string, short?: string, mark?: PartMark];

/** "1 change waiting" / "3 changes waiting". */
export function waitingText(n: number): string {
  return t('{count, plural, one {# change} other {# changes}} waiting', { count: n });
}

/** "1 needs attention" / "2 need attention". */
export function attentionText(n: number): string {
  return t('{count, plural, one {# needs} other {# need}} attention', { count: n });
}

/**
 * The header chip's words: "Can't reach shore · 3 changes waiting · last sync 14:02". Connected,
 * the chip only says what is left to do; with nothing left, no parts (the chip says when it synced).
 */
export function linkSummary(
  state: LinkState,
  s: { pending: number; problems: number; lastSyncAt: number | null },
  now: number,
  sessionEnded = false,
): LinkSummary {
  // The short count is the phone's second line, the widest: Spanish says '1 en cola', as short as
  // '1 waiting' ('1 pendiente' left the vessel's name 'S/Y Meri…', measured at 390 px).
  const waiting: Part[] =
    s.pending > 0 ? [[waitingText(s.pending), t('{count} waiting', { count: s.pending })]] : [];
  // Away with changes both waiting and to check, a phone's line has no room for every word
  // (measured at 390 px): the state says "No shore" by its mast, the count to check stands by an
  // alert sign. The waiting count keeps its words, whatever the width ("the pending chip is never cut").
  const crowded = state !== 'connected' && s.pending > 0 && s.problems > 0;
  const problems: Part[] =
    s.problems === 0
      ? []
      : crowded
        ? [[attentionText(s.problems), `${s.problems}`, 'alert']]
        : [[attentionText(s.problems), t('{count} to check', { count: s.problems })]];
  const summary = (tone: LinkSummary['tone'], parts: Part[]): LinkSummary => ({
    tone,
    parts: parts.map(([full]) => full),
    short: parts.map(([full, short]) => short ?? full),
    marks: parts.map(([, , mark]) => mark ?? null),
  });
  // The shore answers but not to this device (its login ended ashore): "Synced 14:02" in green
  // would say all is well while nothing can go until the user logs in again (the banner asks).
  if (state === 'connected' && sessionEnded)
    return summary('warn', [[t('Session ended')], ...waiting, ...problems]);
  if (state === 'connected') {
    // Nothing left to do: the chip says when it last synced ("Synced 14:02"), which the caller words.
    if (!problems.length && !waiting.length) return summary('ok', []);
    return summary(problems.length ? 'bad' : 'ok', [...waiting, ...problems]);
  }
  const last = s.lastSyncAt;
  return summary(problems.length ? 'bad' : 'warn', [
    state === 'no-network'
      ? [t('Offline')]
      : // A phone's short state has its own message: English keeps the words, a longer language
        // takes fewer (Spanish 'Sin contacto con tierra' left the vessel's name 'S/Y M…').
        [
          t("Can't reach shore"),
          crowded ? t('No shore') : t(msgIn('header chip on a phone', "Can't reach shore")),
        ],
    ...waiting,
    ...problems,
    last === null
      ? // True whether nothing came yet or the first sync stopped halfway (its records still show).
        [t('first sync not finished'), t('not synced')]
      : // Short: the time of a sync today, the day of one before (the chip shows a clock by it).
        [
          t('last sync {time}', { time: showClockOrMoment(last, now) }),
          sameDay(last, now) ? showTime(last) : showDayMonthOf(last),
          'clock',
        ],
  ]);
}
