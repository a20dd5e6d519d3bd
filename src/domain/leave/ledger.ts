import { msg } from '../../i18n/msg';
/**
 * The walk over the days behind every leave figure (issue 10, "The maths"). One loop, with
 * integer day numbers and a flag byte per employment day, writes whatever the caller asks for:
 * the available balance of each day, and the totals at chosen checkpoint days.
 */
import { isoOfDayNumber } from './day-number';
import type { LeaveFailure, LeaveTotals } from './leave-types';
import { type PreparedLeave, TAKEN, UNBOOKED, WORKED } from './prepare-leave';

/** A rolledOver this close above the balance is the balance, shown rounded. */
const ROLLOVER_TOLERANCE = 1e-9;

export interface LedgerRequest {
  /** The last day counted (the as-of date): entries after it are ignored. */
  through: number;
  /** Fill `daily[i]` with the available balance at the end of day `dailyFrom + i`. */
  daily?: Float64Array;
  dailyFrom?: number;
  /** Ascending days whose end-of-day totals are wanted; those after `through` get the final totals. */
  checkpoints?: readonly number[];
}

export type LedgerResult = { ok: true; totals: LeaveTotals; snapshots: LeaveTotals[] } | LeaveFailure;

/** Flag byte of each employment day in first..last: unbooked unless booked. */
function dayFlags(leave: PreparedLeave, first: number, last: number): Uint8Array {
  const flags = new Uint8Array(Math.max(0, last - first + 1)).fill(UNBOOKED);
  const { bookingDay, bookingFlags } = leave;
  for (let i = 0; i < bookingDay.length; i++) {
    const day = bookingDay[i]!;
    // Bookings outside employment (or after the as-of date) count for nothing.
    if (day >= first && day <= last) flags[day - first] = bookingFlags[i]!;
  }
  return flags;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The rollovers of `day`, from index `index`, on a balance of `balance`: after the day is
 * counted the balance becomes `rolledOver`, the difference is forfeited; above it is invalid.
 */
function rollOver(
  leave: PreparedLeave,
  index: number,
  day: number,
  balance: number,
): { next: number; forfeit: number } | LeaveFailure {
  let forfeit = 0;
  let i = index;
  for (; i < leave.rolloverDay.length && leave.rolloverDay[i] === day; i++) {
    const target = leave.rolloverValue[i]!;
    if (target > balance - forfeit + ROLLOVER_TOLERANCE) {
      const field = `rollovers[${leave.rolloverIndex[i]}].rolledOver`;
      const message = msg('{target} is above the available balance of {balance} on {date}.', {
        target,
        balance: round4(balance - forfeit),
        date: isoOfDayNumber(day),
      });
      return { ok: false, error: { field, message } };
    }
    forfeit += Math.max(0, balance - forfeit - target);
  }
  return { next: i, forfeit };
}

const NO_DAYS = new Float64Array(0);

/*
 * The running sums stay in this function's own variables, not in closures, so the engine
 * keeps them in registers: the walk runs once per day over years for a whole crew.
 */
export function runLedger(leave: PreparedLeave, request: LedgerRequest): LedgerResult {
  const { through, checkpoints = [] } = request;
  const daily = request.daily ?? NO_DAYS;
  const dailyFrom = request.daily
    ? (request.dailyFrom ?? Number.POSITIVE_INFINITY)
    : Number.POSITIVE_INFINITY;
  const { rateFrom, rateNum, rateDen, rateShift, additionalDay, additionalDays, rolloverDay } = leave;
  const initial = leave.initialLeave;
  const empFirst = leave.start;
  const empLast = Math.min(leave.end, through);
  const flags = dayFlags(leave, empFirst, empLast);
  const first = Math.min(empFirst, dailyFrom, checkpoints[0] ?? empFirst);
  const INF = Number.POSITIVE_INFINITY;

  let taken = 0;
  let worked = 0;
  let additional = 0;
  let forfeited = 0;
  // Accrued = closed (finished rate periods) + count * num / den (the current one): a
  // product per period rather than a sum per day, so whole periods come out exact. `shift`
  // picks the day flag of the current period's type (each period counts by its own).
  let closed = 0;
  let count = 0;
  let num = 0;
  let den = 1;
  let shift = 2;
  let ri = 0;
  let ai = 0;
  let oi = 0;
  let ci = 0;
  const snapshots: LeaveTotals[] = [];

  // Entries dated before the walk: only additional leave and rollovers can be; nothing has accrued.
  for (;;) {
    const day = Math.min(additionalDay[ai] ?? INF, rolloverDay[oi] ?? INF);
    if (day >= first || day > through) break;
    for (; additionalDay[ai] === day; ai++) additional += additionalDays[ai]!;
    if (rolloverDay[oi] === day) {
      const rolled = rollOver(leave, oi, day, initial + additional - forfeited);
      if ('ok' in rolled) return rolled;
      oi = rolled.next;
      forfeited += rolled.forfeit;
    }
  }
  for (; ri < rateFrom.length && rateFrom[ri]! <= first; ri++) {
    num = rateNum[ri]!;
    den = rateDen[ri]!;
    shift = rateShift[ri]!;
  }

  let nextRate = rateFrom[ri] ?? INF;
  let nextAdditional = additionalDay[ai] ?? INF;
  let nextRollover = rolloverDay[oi] ?? INF;
  let nextCheckpoint = checkpoints[ci] ?? INF;
  for (let day = first; day <= through; day++) {
    if (day === nextRate) {
      closed += (count * num) / den;
      count = 0;
      num = rateNum[ri]!;
      den = rateDen[ri]!;
      shift = rateShift[ri]!;
      nextRate = rateFrom[++ri] ?? INF;
    }
    if (day >= empFirst && day <= empLast) {
      const f = flags[day - empFirst]!;
      taken += f & TAKEN;
      worked += (f & WORKED) >> 1;
      count += (f >> shift) & 1;
    }
    if (day === nextAdditional) {
      for (; additionalDay[ai] === day; ai++) additional += additionalDays[ai]!;
      nextAdditional = additionalDay[ai] ?? INF;
    }
    if (day === nextRollover) {
      const balance = initial + (closed + (count * num) / den) + additional - taken - forfeited;
      const rolled = rollOver(leave, oi, day, balance);
      if ('ok' in rolled) return rolled;
      oi = rolled.next;
      forfeited += rolled.forfeit;
      nextRollover = rolloverDay[oi] ?? INF;
    }
    if (day >= dailyFrom) {
      daily[day - dailyFrom] = initial + (closed + (count * num) / den) + additional - taken - forfeited;
    }
    if (day === nextCheckpoint) {
      const snapshot = totalsOf(initial, closed + (count * num) / den, worked, taken, additional, forfeited);
      for (; checkpoints[ci] === day; ci++) snapshots.push(snapshot);
      nextCheckpoint = checkpoints[ci] ?? INF;
    }
  }
  const final = totalsOf(initial, closed + (count * num) / den, worked, taken, additional, forfeited);
  while (snapshots.length < checkpoints.length) snapshots.push(final);
  return { ok: true, totals: final, snapshots };
}

function totalsOf(
  initial: number,
  accrued: number,
  worked: number,
  taken: number,
  additional: number,
  forfeited: number,
): LeaveTotals {
  const available = initial + accrued + additional - taken - forfeited;
  return { accrued, worked, taken, additional, forfeited, available };
}
