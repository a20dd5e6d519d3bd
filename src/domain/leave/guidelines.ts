import { msg } from '../../i18n/msg';
/**
 * The facts behind the leave guidelines page (doc 3, route leave/guidelines): how each of the
 * vessel's leave types counts and a worked example, both found by running the leave maths
 * themselves, so the page can never say something the balances do not do.
 */
import { leaveBalance } from './balance';
import type { LeaveProfileType, LeaveTotals } from './leave-types';
import { DAYS_IN_RATE_YEAR } from './rates';

export interface GuideTypeInput {
  id: number;
  name: string;
  effect: 0 | 1 | 2;
  isNil: boolean;
}

export interface TypeRule {
  id: number;
  name: string;
  /** A day of it is a day of leave taken. */
  takes: boolean;
  /** A day of it counts as a day worked. */
  worked: boolean;
  /** A day of it earns leave on a yearly-rate profile, and on an accrued one. */
  earnsYearly: boolean;
  earnsAccrued: boolean;
  nil: boolean;
}

const PROBE_DAY = '2001-01-01';

/** One day booked as `type` on a fresh profile of `kind`, counted by the maths. */
function probe(kind: LeaveProfileType, type: GuideTypeInput) {
  return leaveBalance(
    {
      profile: {
        type: kind,
        startDate: PROBE_DAY,
        rates: [{ from: PROBE_DAY, ...(kind === 'yearly' ? { daysPerYear: 36.5 } : { ratio: 1 }) }],
      },
      leaveTypes: [{ id: type.id, effect: type.effect, isNil: type.isNil }],
      days: [{ date: PROBE_DAY, leaveTypeId: type.id }],
    },
    PROBE_DAY,
  );
}

/** How each type counts under both kinds of profile (a type the maths cannot use counts for nothing). */
export function typeRules(types: readonly GuideTypeInput[]): TypeRule[] {
  return types.map((t) => {
    const yearly = probe('yearly', t);
    const accrued = probe('accrued', t);
    return {
      id: t.id,
      name: t.name,
      takes: yearly.ok && yearly.taken > 0,
      worked: accrued.ok && accrued.worked > 0,
      earnsYearly: yearly.ok && yearly.accrued > 0,
      earnsAccrued: accrued.ok && accrued.accrued > 0,
      nil: t.isNil,
    };
  });
}

/**
 * Rates for the example when the reader has no profile of that kind and sees none on the vessel
 * (crew see only their own): 30 days a year, and a ratio of 0.5 (a day of leave for every two
 * days worked). The page says they are examples.
 */
export const EXAMPLE_RATES: Readonly<Record<LeaveProfileType, number>> = { yearly: 30, accrued: 0.5 };

/** Where an example's rate comes from: the reader's profile, the vessel's profiles, or neither. */
export type RateSource = 'own' | 'vessel' | 'example';

/**
 * The rate an example uses: the reader's own when they have a profile of that kind, else the
 * one most profiles of the vessel have (the lower of a tie), else the example rate.
 */
export function exampleRate(
  kind: LeaveProfileType,
  own: number | null,
  vessel: readonly number[],
): { rate: number; source: RateSource } {
  if (own !== null && Number.isFinite(own) && own >= 0) return { rate: own, source: 'own' };
  const counts = new Map<number, number>();
  for (const r of vessel) if (Number.isFinite(r) && r >= 0) counts.set(r, (counts.get(r) ?? 0) + 1);
  let best: number | null = null;
  for (const [rate, n] of counts) {
    const bestCount = best === null ? 0 : counts.get(best)!;
    if (n > bestCount || (n === bestCount && best !== null && rate < best)) best = rate;
  }
  return best === null ? { rate: EXAMPLE_RATES[kind], source: 'example' } : { rate: best, source: 'vessel' };
}

/**
 * What a worked/accrued ratio comes to over a year in which the leave it earns is taken too:
 * the days worked and the days of leave make the 365 (worked × ratio = leave).
 */
export function accruedYear(ratio: number): { worked: number; leave: number } {
  const worked = DAYS_IN_RATE_YEAR / (1 + ratio);
  return { worked, leave: DAYS_IN_RATE_YEAR - worked };
}

/**
 * The leave approval group by name, in its order: the names the settings carry, else the crew
 * record this device holds; a member known by neither is said to be so (never 'former crew': the
 * device does not know that).
 */
export function approverNames(
  group: readonly number[],
  named: readonly { userId: number; name: string }[] | undefined,
  crew: readonly { userId: number; firstName: string; lastName: string }[],
): string[] {
  return group.map((id) => {
    const known = named?.find((a) => a.userId === id);
    if (known) return known.name;
    const c = crew.find((x) => x.userId === id);
    return c ? `${c.firstName} ${c.lastName}` : msg('a member whose name has not reached this device yet');
  });
}

export interface WorkedExample {
  kind: LeaveProfileType;
  rate: number;
  /** A 30-day month: April of the year given. */
  from: string;
  to: string;
  initialLeave: number;
  /** Days on board (nothing booked) at the start of the month, then days of leave to its end. */
  onBoardDays: number;
  leaveDays: number;
  /** The type booked for the leave days: the default type if it reduces leave, else the first that does. */
  leaveType: string | null;
  /** The maths' figures at the end of the month; null when they cannot be worked out. */
  totals: LeaveTotals | null;
}

export const EXAMPLE_SHAPE = { initialLeave: 10, onBoardDays: 20, leaveDays: 10 } as const;

/**
 * A month of a made-up crew member on the vessel's types: they bring 10 days of leave, spend 20
 * days on board, then take 10 days of leave. The figures come from the maths.
 */
export function workedExample(
  kind: LeaveProfileType,
  rate: number,
  types: readonly (GuideTypeInput & { isDefault?: boolean })[],
  year: number,
): WorkedExample {
  const rules = typeRules(types);
  const takes = (t: GuideTypeInput) => rules.find((r) => r.id === t.id)?.takes ?? false;
  const leave = types.find((t) => t.isDefault && takes(t)) ?? types.find(takes) ?? null;
  const y = String(year).padStart(4, '0');
  const from = `${y}-04-01`;
  const to = `${y}-04-30`;
  const { initialLeave, onBoardDays } = EXAMPLE_SHAPE;
  const leaveDays = leave ? EXAMPLE_SHAPE.leaveDays : 0;
  const days = Array.from({ length: leaveDays }, (_, i) => ({
    date: `${y}-04-${String(onBoardDays + 1 + i).padStart(2, '0')}`,
    leaveTypeId: leave!.id,
  }));
  const result = leaveBalance(
    {
      profile: {
        type: kind,
        startDate: from,
        initialLeave,
        rates: [{ from, ...(kind === 'yearly' ? { daysPerYear: rate } : { ratio: rate }) }],
      },
      leaveTypes: types.map((t) => ({ id: t.id, effect: t.effect, isNil: t.isNil })),
      days,
    },
    to,
  );
  let totals: LeaveTotals | null = null;
  if (result.ok) {
    const { ok: _, ...figures } = result;
    totals = figures;
  }
  return {
    kind,
    rate,
    from,
    to,
    initialLeave,
    onBoardDays,
    leaveDays,
    leaveType: leave?.name ?? null,
    totals,
  };
}
