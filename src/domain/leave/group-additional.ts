import { msg } from '../../i18n/msg';
/**
 * Group additional leave (doc 3: 'additional leave days (single and group)'; entity: leaveProfileID,
 * leaveAdded, changeDate, comment): days added to several profiles on one change date with one
 * comment, one entry per person given days other than 0. The server takes each as a single
 * additional-leave entry and holds the same rules, so they are checked here before anything is
 * queued: the date within the person's employment, and the maths still holding afterwards.
 */
import { leaveBalance } from './balance';
import { OUTSIDE_EMPLOYMENT, withinEmployment } from './employment';
import type { LeaveInput } from './leave-types';

export interface GroupPerson {
  profileId: string;
  startDate: string;
  endDate: string | null;
  /** The days typed for them: null when left blank. */
  days: number | null;
  /** Their maths input as it stands (to check the entry leaves it holding). */
  input: LeaveInput;
}

export interface GroupPlan {
  /** What is queued: one entry per person given days other than 0, in the order given. */
  adds: { profileId: string; days: number }[];
  /** A problem of one person's entry, by profile id. */
  errors: Record<string, string>;
  /** A problem of the whole form. */
  problem: string | null;
}

export const GROUP_TEXT = {
  nobody: msg('Enter the days to add for at least one person.'),
  // Doc 1, section 5: 'Numeric'.
  notNumber: msg('Field should be a number.'),
  // The server's words for the same refusals (leave-adjust, leave-maths).
  outside: OUTSIDE_EMPLOYMENT,
  breaks: (why: string) => msg('The leave calculation would no longer hold: {why}', { why }),
} as const;

/** The last date anything of the input (or `from`) is dated: a check up to it sees every entry. */
function horizon(input: LeaveInput, from: string): string {
  let last = from;
  for (const d of input.days ?? []) if (d.date > last) last = d.date;
  for (const a of input.additional ?? []) if (a.date > last) last = a.date;
  for (const r of input.rollovers ?? []) if (r.date > last) last = r.date;
  return last;
}

/**
 * The entries of a group popup on `date`: blank and 0 add nothing. A person's entry must fall
 * within their employment (from the start date to the end date, if any), and taking days away
 * must not leave a later rollover above the balance of its date (the server refuses both).
 */
export function planGroupAdditional(people: readonly GroupPerson[], date: string, today: string): GroupPlan {
  const adds: GroupPlan['adds'] = [];
  const errors: Record<string, string> = {};
  for (const p of people) {
    if (p.days === null || p.days === 0) continue;
    if (!Number.isFinite(p.days)) {
      errors[p.profileId] = GROUP_TEXT.notNumber;
      continue;
    }
    if (!withinEmployment(date, p)) {
      errors[p.profileId] = GROUP_TEXT.outside;
      continue;
    }
    const after: LeaveInput = {
      ...p.input,
      additional: [...(p.input.additional ?? []), { date, days: p.days }],
    };
    const check = leaveBalance(after, horizon(after, date > today ? date : today));
    if (!check.ok) {
      errors[p.profileId] = GROUP_TEXT.breaks(check.error.message);
      continue;
    }
    adds.push({ profileId: p.profileId, days: p.days });
  }
  const anyTyped = people.some((p) => p.days !== null && p.days !== 0);
  return { adds, errors, problem: anyTyped ? null : GROUP_TEXT.nobody };
}
