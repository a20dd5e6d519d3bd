import { msg } from '../../i18n/msg';
import type { ClockChange } from './clock-change';
import { onShipClockTime } from './day-length';
import { addsNeutral } from './neutral-kept';
/**
 * Logging today from the screen the app opens on (issue 31, §3): the days a crew member can put
 * on today with one tap, and what a save of one of them must ask first.
 */

export interface QuickDay {
  /** 'yesterday', or 'preset-{id}'. */
  id: string;
  label: string;
  work: string;
}

interface PresetLike {
  id: string | number;
  name: string;
  work: string;
  isDefault: boolean;
}

/**
 * Yesterday's day first (most watches repeat), then the user's presets: the default one first,
 * the rest by name. A yesterday with nothing recorded offers nothing: a blank is not a day (a
 * day off is offered only when yesterday was recorded as one). A yesterday of a clock change
 * (50 or 46 cells) is offered on ship's clock time, 48 cells, as a preset is: the save lays it
 * on today's length (at its old length the server refused it); one nothing reads is not offered.
 * While the vessel has neutral periods off, a day that would give today neutral time it does not
 * hold (a preset or a yesterday from before the switch) is not offered: the server refuses it
 * (addsNeutral), as the day editor does.
 */
export function quickDays(
  yesterday: { work: string; change?: ClockChange | undefined } | undefined,
  presets: readonly PresetLike[],
  neutral: { off: boolean; today: string | null } = { off: false, today: null },
): QuickDay[] {
  const work = yesterday && onShipClockTime(yesterday.work, yesterday.change);
  const sorted = [...presets].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name),
  );
  const days = [
    ...(work ? [{ id: 'yesterday', label: msg('Same as yesterday'), work }] : []),
    ...sorted.map((p) => ({ id: `preset-${p.id}`, label: p.name, work: p.work })),
  ];
  return neutral.off ? days.filter((d) => !addsNeutral(neutral.today, d.work)) : days;
}

export type QuickSave =
  /** A countersigned month is read-only: nothing to offer. */
  | { kind: 'read-only' }
  /**
   * `replaces`: today already has entries, which the save overwrites (the button says so);
   * `reopens`: the month is signed off, so the save asks before it reopens the month.
   */
  | { kind: 'save'; replaces: boolean; reopens: boolean; same: boolean };

/** What a one-tap save of `work` on today meets: the month's signatures and today's record. */
export function quickSave(
  work: string,
  today: { stored: string | undefined; signed: boolean; countersigned: boolean },
): QuickSave {
  if (today.countersigned) return { kind: 'read-only' };
  return {
    kind: 'save',
    replaces: today.stored !== undefined && today.stored !== work,
    reopens: today.signed,
    same: today.stored === work,
  };
}

/** The flags of a day in a few words, for a bar beside the grid: '2 rules broken'. */
export function rulesLine(rules: readonly number[], planned = false): string {
  const n = new Set(rules).size;
  if (n === 0) return planned ? msg('The plan meets the rest rules') : msg('Meets the rest rules');
  if (n === 1) return planned ? msg('1 rule would break') : msg('1 rule broken');
  return planned ? msg('{count} rules would break', { count: n }) : msg('{count} rules broken', { count: n });
}

/**
 * Whether yesterday waits to be logged: a day with no record while the user was on the vessel
 * (on or after their start, before any end), so the home can lead to it in one tap (field test:
 * a missed day took eight taps through Copy days).
 */
export function yesterdayMissing(
  yesterday: string,
  stored: boolean,
  employment: { startDate: string | null; endDate: string | null } | undefined,
): boolean {
  if (stored || !employment) return false;
  if (employment.startDate !== null && yesterday < employment.startDate) return false;
  return employment.endDate === null || yesterday <= employment.endDate;
}
