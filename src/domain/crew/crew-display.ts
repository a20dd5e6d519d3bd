/**
 * How a crew record reads on screen (doc 2): where someone stands today, their salary in force,
 * names truncated as the spec says (amounts in their currency: src/i18n/format-number.ts).
 */

export type CrewState = 'prospective' | 'current' | 'former';

/** -1 prospective, 1 current, 2 former (doc 2, section 9); a role that has ended is former. */
export function crewState(c: { status: number; endDate: string | null }, today: string): CrewState {
  if (c.status === 2 || (c.endDate !== null && c.endDate < today)) return 'former';
  return c.status === -1 ? 'prospective' : 'current';
}

/** The salary in force: the newest pay review up to today (a bonus is paid once, not in force). */
export function salaryInForce<S extends { isBonus: boolean; changeDate: string; id: string }>(
  entries: readonly S[],
  today: string,
): S | null {
  return (
    entries
      .filter((e) => !e.isBonus && e.changeDate <= today)
      .sort((a, b) => b.changeDate.localeCompare(a.changeDate) || b.id.localeCompare(a.id))[0] ?? null
  );
}

/** Leave days per year as entered, without trailing zeros ('30', '32.5'); `figure` writes the number. */
export const leaveDays = (n: number | null, figure: (n: number) => string = String) =>
  n === null ? '—' : figure(Math.round(n * 100) / 100);
