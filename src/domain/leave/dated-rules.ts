/**
 * Rules that count from the day they change: a leave type's effect and nil mark, and
 * the vessel's 'Nil days', as issue 30 did for a profile's type. Each change keeps the rule it
 * replaced with the day it stopped (`until`, the first day of the new rule), so a day booked
 * before keeps the count it had and no past balance moves. A record without a history (never
 * changed, or a device copy synced before it was kept) counts by its rule of today on every day.
 */
import { addDays } from '../calendar/iso-date';
import type { LeaveEffect, LeaveTypeRule } from './leave-types';

/** The first day a setting entered with change date C counts on: the day after ('Changes will take effect after this date'). */
export const takesEffect = (changeDate: string) => addDays(changeDate, 1);

/** The settings that change the moment they are saved: only 'Nil days' keeps a dated history. */
const AT_ONCE = [
  'requestOwnLeave',
  'deleteOwnRequests',
  'hideCalculations',
  'rollover',
  'editByApprovalGroup',
] as const;
type AtOnceSettings = Record<(typeof AT_ONCE)[number], boolean> & { approvalGroup: readonly number[] };

/**
 * Whether a settings save changes one that takes effect at once: such a save cannot honour a
 * change date after today ('Changes will take effect after this date'), so it is refused rather
 * than applied the same day. The group counts as changed when its members differ.
 */
export function changesAtOnce(before: AtOnceSettings, after: AtOnceSettings): boolean {
  const members = (g: readonly number[]) => [...new Set(g)].sort((a, b) => a - b).join(',');
  return (
    AT_ONCE.some((k) => before[k] !== after[k]) ||
    members(before.approvalGroup) !== members(after.approvalGroup)
  );
}

/** A rule that was in force on the days before `until` (and after the one before it ended). */
export interface Earlier {
  until: string;
}
export interface EarlierTypeRule extends Earlier {
  effect: LeaveEffect;
  isNil: boolean;
  /** Absent from changes saved before the flag was kept. */
  isOnBoard?: boolean | undefined;
}
export interface EarlierNilDays extends Earlier {
  nilDays: boolean;
}

/**
 * The history after the rule `replaced` (today's) gives way to a new one from `replaced.until`
 * on, whatever day that is. The days before it keep the rule they had: an earlier one, or the
 * one replaced. From it on the new rule is the latest word, so an earlier change dated after it
 * ends there. A second change from the same day keeps the rule before that day: the one in
 * between was in force on no day.
 */
export function withEarlier<T extends Earlier>(history: readonly T[] | undefined, replaced: T): T[] {
  const from = replaced.until;
  const kept = (history ?? []).filter((r) => r.until <= from);
  if (kept.at(-1)?.until === from) return kept;
  // The rule in force on the day before `from`, cut there.
  const spanning = (history ?? []).find((r) => r.until > from);
  return [...kept, { ...(spanning ?? replaced), until: from }];
}

/** The earlier rule in force on `date` (the first whose end is after it), or null: today's rule. */
export function earlierOn<T extends Earlier>(history: readonly T[] | undefined, date: string): T | null {
  for (const rule of history ?? []) if (date < rule.until) return rule;
  return null;
}

export interface DatedType {
  id: number;
  effect: LeaveEffect;
  isNil: boolean;
  rulesBefore?: readonly EarlierTypeRule[] | undefined;
}
export interface DatedNilDays {
  nilDays: boolean;
  nilDaysBefore?: readonly EarlierNilDays[] | undefined;
}

/** A type's effect and nil mark as they were on `date`. */
export function typeRuleOn(type: DatedType, date: string): { effect: LeaveEffect; isNil: boolean } {
  const earlier = earlierOn(type.rulesBefore, date);
  return earlier
    ? { effect: earlier.effect, isNil: earlier.isNil }
    : { effect: type.effect, isNil: type.isNil };
}

/**
 * Whether a type's days counted as on board on `date` (the crew on board of the leave table): a
 * change counts from its day on, as the effect does. A change kept before the flag was has none:
 * the next one that has it says what held before it.
 */
export function onBoardOn(
  type: { isOnBoard: boolean; rulesBefore?: readonly EarlierTypeRule[] | undefined },
  date: string,
): boolean {
  const earlier = (type.rulesBefore ?? []).find((r) => date < r.until && r.isOnBoard !== undefined);
  return earlier?.isOnBoard ?? type.isOnBoard;
}

/** 'Nil days' as it was on `date`. */
export const nilDaysOn = (settings: DatedNilDays, date: string): boolean =>
  earlierOn(settings.nilDaysBefore, date)?.nilDays ?? settings.nilDays;

/**
 * A type as the maths count it: nil only while 'Nil days' is on, on each day by the rules of
 * that day. The days split where either history changes; with neither, exactly today's rule.
 */
export function countedTypeRule(type: DatedType, settings: DatedNilDays): LeaveTypeRule {
  const counted = (effect: LeaveEffect, isNil: boolean, nilDays: boolean) => ({
    effect,
    isNil: isNil && nilDays,
  });
  const rule: LeaveTypeRule = { id: type.id, ...counted(type.effect, type.isNil, settings.nilDays) };
  const ends = [
    ...new Set([...(type.rulesBefore ?? []), ...(settings.nilDaysBefore ?? [])].map((r) => r.until)),
  ].sort();
  if (ends.length === 0) return rule;
  // No history changes inside a stretch, so the day before its end speaks for all of it.
  const before = ends.map((until) => {
    const onLastDay = (r: Earlier) => r.until >= until;
    const t = type.rulesBefore?.find(onLastDay) ?? type;
    const nilDays = settings.nilDaysBefore?.find(onLastDay)?.nilDays ?? settings.nilDays;
    return { until, ...counted(t.effect, t.isNil, nilDays) };
  });
  return { ...rule, before };
}
