import { datesInMonth } from '../calendar/iso-date';
import type { RuleId, Violation } from './rules';
import { type DayRecord, dayTotals } from './timeline';

export interface MonthSummary {
  workHours: number;
  restHours: number;
  recordedDays: number;
  /** Days up to today with nothing recorded: signed, they count as blank. */
  blankDays: string[];
  /** Days of the month after today: a month signed early does not cover them yet. */
  daysToCome: string[];
  /** Days to come that hold a plan: a signature never covers a plan, so they block signing. */
  plannedDays: string[];
  /** Each day that breaks a rule, its rules, and the reasons given for it. */
  nonCompliances: { date: string; rules: RuleId[]; reasons: string[] }[];
}

/**
 * The month's days after today that hold a record: a plan, which a signature never covers, so
 * they block signing (the dialog's summary and the calendar's disabled Sign off read this one rule).
 */
export function plannedDaysOf(month: string, days: readonly { date: string }[], today: string): string[] {
  const recorded = new Set(days.filter((d) => d.date.startsWith(month)).map((d) => d.date));
  return datesInMonth(month).filter((d) => d > today && recorded.has(d));
}

/** What a signature covers: shown before signing and before countersigning (issue 7, item 4). */
export function monthSummary(
  month: string,
  days: readonly DayRecord[],
  flags: readonly Violation[],
  reasons: readonly { date: string; text: string }[],
  today: string,
): MonthSummary {
  const inMonth = days.filter((d) => d.date.startsWith(month));
  let work = 0;
  let rest = 0;
  for (const d of inMonth) {
    const t = dayTotals(d.work);
    work += t.workHours;
    rest += t.restHours;
  }
  const recorded = new Set(inMonth.map((d) => d.date));
  const dates = datesInMonth(month);
  const byDate = new Map<string, RuleId[]>();
  for (const f of flags) {
    if (!f.date.startsWith(month)) continue;
    byDate.set(f.date, [...(byDate.get(f.date) ?? []), f.rule]);
  }
  return {
    workHours: work,
    restHours: rest,
    recordedDays: recorded.size,
    blankDays: dates.filter((d) => d <= today && !recorded.has(d)),
    daysToCome: dates.filter((d) => d > today),
    plannedDays: plannedDaysOf(month, inMonth, today),
    nonCompliances: [...byDate.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, rules]) => ({
        date,
        rules: [...new Set(rules)].sort(),
        reasons: reasons.filter((r) => r.date === date).map((r) => r.text),
      })),
  };
}
