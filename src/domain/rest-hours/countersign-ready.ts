import { msg } from '../../i18n/msg';
import { LEVEL } from '../access/permissions';
import type { RuleId } from './rules';

interface CrewLike {
  userId: number;
  firstName: string;
  lastName: string;
  permissionLevel: number;
}

interface MonthLike {
  userId: number;
  month: string;
  signedBy: number | null;
  signedByName: string | null;
  signedAt: string | null;
  counterSignedBy: number | null;
}

/** A month the crew member signed off that waits for this supervisor's countersignature. */
export interface ReadyMonth {
  userId: number;
  month: string;
  name: string;
  signedAt: string | null;
}

/**
 * The months a supervisor may countersign now, oldest month first, in crew order within a
 * month: the same rules as the calendar's single Countersign button and the server's
 * countersign check. Signed off and not yet countersigned; never one's own month (a
 * countersign is another person's check); officers (level 4+) countersign everyone who
 * keeps records (fleet managers keep none); an approval-group member below officer level
 * countersigns only the crew below officer level the server shows them (their departments).
 * Everyone else: none.
 */
export function readyToCountersign(input: {
  signerId: number;
  officer: boolean;
  approver: boolean;
  /** The vessel's crew as the device knows them, in the order the calendar lists them. */
  members: readonly CrewLike[];
  /** The vessel's months as the device holds them. */
  months: readonly MonthLike[];
}): ReadyMonth[] {
  const { signerId, officer, approver } = input;
  if (!officer && !approver) return [];
  const mayCountersign = (m: CrewLike) =>
    m.userId !== signerId && m.permissionLevel < (officer ? LEVEL.fleetManager : LEVEL.officer);
  const order = new Map(input.members.filter(mayCountersign).map((m, i) => [m.userId, { m, i }]));
  return input.months
    .filter((s) => s.signedBy !== null && s.counterSignedBy === null && order.has(s.userId))
    .sort((a, b) => a.month.localeCompare(b.month) || order.get(a.userId)!.i - order.get(b.userId)!.i)
    .map((s) => {
      const { m } = order.get(s.userId)!;
      return { userId: s.userId, month: s.month, name: `${m.firstName} ${m.lastName}`, signedAt: s.signedAt };
    });
}

/**
 * Who the calendar shows when the home's 'To countersign' tile opened it: the people whose
 * `month` is among those waiting for the user's countersignature (the tile's own count).
 */
export const waitingIn = (ready: readonly { userId: number; month: string }[], month: string) =>
  new Set(ready.filter((r) => r.month === month).map((r) => r.userId));

/** The key of one person's month in the review list. */
export const readyKey = (r: { userId: number; month: string }) => `${r.userId}/${r.month}`;

/** How the review list sums up one month's flags: the days that break a rule, and which rules. */
export function flagLine(nonCompliances: readonly { date: string; rules: readonly RuleId[] }[]): string {
  // Said as what holds, not as a double negative ('No non-compliances').
  if (!nonCompliances.length) return msg('Every day meets the rest rules');
  const broken = [...new Set(nonCompliances.flatMap((n) => n.rules))].sort();
  const rules = broken.join(', ');
  const days = nonCompliances.length;
  const many = broken.length > 1;
  if (days === 1)
    return many ? msg('1 day breaks rules {rules}', { rules }) : msg('1 day breaks rule {rules}', { rules });
  return many
    ? msg('{days} days break rules {rules}', { days, rules })
    : msg('{days} days break rule {rules}', { days, rules });
}

/**
 * A month's flags grouped by rule, for a list that must stay short however many days break:
 * each rule broken with its days (in order), and the distinct reasons given.
 */
export function flagsByRule(
  nonCompliances: readonly { date: string; rules: readonly RuleId[]; reasons: readonly string[] }[],
): { rules: { rule: RuleId; dates: string[] }[]; reasons: string[]; unexplained: number } {
  const byRule = new Map<RuleId, string[]>();
  for (const nc of [...nonCompliances].sort((a, b) => a.date.localeCompare(b.date)))
    for (const rule of nc.rules) byRule.set(rule, [...(byRule.get(rule) ?? []), nc.date]);
  return {
    rules: [...byRule.entries()].sort(([a], [b]) => a - b).map(([rule, dates]) => ({ rule, dates })),
    reasons: [...new Set(nonCompliances.flatMap((nc) => nc.reasons))],
    unexplained: nonCompliances.filter((nc) => nc.reasons.length === 0).length,
  };
}

/** Why a month of the list was not countersigned (it is reported by name; the others still go). */
export type SkipReason = 'not-signed' | 'countersigned' | 'changed' | 'failed';

/** Each reason as the month's line, written with its values (so English needs no catalogue). */
const REASONS: Record<SkipReason, (v: { name: string; month: string }) => string> = {
  'not-signed': (v) =>
    msg('{name}, {month}: not countersigned, its sign-off was cancelled after you opened this list.', v),
  countersigned: (v) =>
    msg('{name}, {month}: not countersigned, someone countersigned it after you opened this list.', v),
  changed: (v) =>
    msg(
      '{name}, {month}: not countersigned, its records changed after you opened this list; open it to check them.',
      v,
    ),
  failed: (v) => msg('{name}, {month}: not countersigned, this device could not sign it.', v),
};

/**
 * Whether a month still is as it was reviewed: still signed off, not countersigned meanwhile,
 * and its records the same text as when the list opened (the canonical text a signature covers).
 */
export function skipReason(
  now: { signedBy: number | null; counterSignedBy: number | null } | undefined,
  recordsNow: string,
  recordsReviewed: string,
): SkipReason | null {
  if (!now?.signedBy) return 'not-signed';
  if (now.counterSignedBy) return 'countersigned';
  if (recordsNow !== recordsReviewed) return 'changed';
  return null;
}

/**
 * "Countersigned 3 sign-offs." (or that nothing was): the count the button and the home tile say,
 * each a crew member's month ('3 months' read as one person's, or a length of time).
 */
export const countersignedLine = (n: number) =>
  n === 0
    ? msg('Nothing was countersigned.')
    : n === 1
      ? msg('Countersigned 1 sign-off.')
      : msg('Countersigned {count} sign-offs.', { count: n });

/**
 * What the user is told after a batch: what was countersigned (on this phone only, while the
 * shore cannot be reached: issue 31 never claims what only happened on the device), and each
 * month left, by name, and why.
 */
export function batchReport(
  done: readonly ReadyMonth[],
  skipped: readonly { month: ReadyMonth; reason: SkipReason; monthName: string }[],
  shoreReached: boolean,
): { done: string; skipped: { line: string; open: string; userId: number; month: string }[] } {
  const n = done.length;
  return {
    done:
      n === 0 || shoreReached
        ? countersignedLine(n)
        : n === 1
          ? msg('Countersigned 1 sign-off on this device; it goes to the shore when it can be reached.')
          : msg(
              'Countersigned {count} sign-offs on this device; they go to the shore when it can be reached.',
              {
                count: n,
              },
            ),
    // Each line with the month it is about, so the report can open it.
    skipped: skipped.map((s) => ({
      line: REASONS[s.reason]({ name: s.month.name, month: s.monthName }),
      open: msg('Open {name}, {month}', { name: s.month.name, month: s.monthName }),
      userId: s.month.userId,
      month: s.month.month,
    })),
  };
}
