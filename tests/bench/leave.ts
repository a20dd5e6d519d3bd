import { leaveBalance } from '@domain/leave/balance';
import { dailyBalances } from '@domain/leave/daily-balances';
import { dayNumber, isoOfDayNumber } from '@domain/leave/day-number';
import type { LeaveInput, LeaveRollover, LeaveTypeRule } from '@domain/leave/leave-types';
import { effectiveFrom } from '@domain/leave/rates';

const FROM = '2016-01-01';
const TO = '2025-12-31';
const CREW = 200;

/** Leave, travel (work day), sick (none), unpaid (nil leave), training (work day), not on payroll (nil). */
const TYPES: LeaveTypeRule[] = [
  { id: 1, effect: 1, isNil: false },
  { id: 2, effect: 2, isNil: false },
  { id: 3, effect: 0, isNil: false },
  { id: 4, effect: 1, isNil: true },
  { id: 5, effect: 2, isNil: false },
  { id: 6, effect: 0, isNil: true },
];

/** A small deterministic generator (mulberry32), so every run times the same crew. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * One crew member: yearly or accrued (70 to 88 days a year), started before or during the
 * decade, a raise or two; leave on about one day in six, in blocks of one to two weeks, and
 * other types (some nil) on about one day in fifteen; additional leave once; a rollover each
 * 31 December after the start, keeping at most 15 days (skipped in a year ending below 0).
 */
function crewMember(i: number): LeaveInput {
  const next = random(i + 1);
  const first = dayNumber(FROM);
  const last = dayNumber(TO);
  const start = first - 400 + Math.floor(next() * 900);
  const yearly = i % 2 === 0;
  const rate = (from: string, dpy: number) =>
    yearly ? { from, daysPerYear: dpy } : { from, ratio: dpy / (365 - dpy) };
  const rates = [rate(isoOfDayNumber(start), 70 + Math.floor(next() * 10))];
  for (let c = 0; c < 1 + (i % 2); c++) {
    const change = isoOfDayNumber(start + 700 + Math.floor(next() * 2000));
    rates.push(rate(effectiveFrom(change), 78 + Math.floor(next() * 10)));
  }
  const days = [];
  for (let d = start; d <= last; d++) {
    const r = next();
    if (r < 1 / 7) {
      // a leave block of one to two weeks
      const length = 7 + Math.floor(next() * 8);
      for (let k = 0; k < length && d <= last; k++, d++)
        days.push({ date: isoOfDayNumber(d), leaveTypeId: 1 });
      d += 30 + Math.floor(next() * 25);
    }
  }
  for (let d = start; d <= last; d += 5 + Math.floor(next() * 20)) {
    days.push({ date: isoOfDayNumber(d), leaveTypeId: 2 + Math.floor(next() * 5) });
  }
  const input: LeaveInput = {
    profile: {
      type: yearly ? 'yearly' : 'accrued',
      startDate: isoOfDayNumber(start),
      endDate: null,
      initialLeave: 5,
      rates,
    },
    leaveTypes: TYPES,
    days,
    additional: [{ date: isoOfDayNumber(start + 500), days: 2 }],
  };
  const rollovers: LeaveRollover[] = [];
  for (let year = 2016; year <= 2025; year++) {
    const date = `${year}-12-31`;
    if (dayNumber(date) < start) continue;
    const balance = leaveBalance({ ...input, rollovers }, date);
    if (balance.ok && balance.available >= 0)
      rollovers.push({ date, rolledOver: Math.min(balance.available, 15) });
  }
  return { ...input, rollovers };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Ten years of daily balances for 200 crew through `dailyBalances`, as the worker would run it. */
export function benchLeave() {
  const crew = Array.from({ length: CREW }, (_, i) => crewMember(i));
  const all = () => {
    let sum = 0;
    for (const input of crew) {
      const result = dailyBalances(input, FROM, TO);
      if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
      sum += result.available[result.available.length - 1]!;
    }
    return sum;
  };
  for (let r = 0; r < 3; r++) all(); // warm up the JIT
  const runs: number[] = [];
  let checksum = 0;
  for (let r = 0; r < 11; r++) {
    const t = performance.now();
    checksum = all();
    runs.push(performance.now() - t);
  }
  const days = dayNumber(TO) - dayNumber(FROM) + 1;
  const bookings = crew.reduce((n, c) => n + (c.days?.length ?? 0), 0);
  const rollovers = crew.reduce((n, c) => n + (c.rollovers?.length ?? 0), 0);
  return { ms: median(runs), crew: CREW, days, bookings, rollovers, checksum };
}
