import { isIsoDate } from '../calendar/iso-date';
import type { ClockChange } from './clock-change';
import { evaluateRuns } from './elapsed-days';
import { type ExceptionPeriod, periodFlags } from './exception-regime';
import type { DayRecord } from './timeline';

export type ExceptionCheck = { ok: true; period?: ExceptionPeriod } | { ok: false; message: string };

/** Validates `hor:check`'s optional "exception": {"from", "to"} (absent: the standard rules alone). */
// not-ui-text: `hor:check`'s answers to bad input, for whoever runs it in a terminal
export function checkException(input: unknown): ExceptionCheck {
  const raw = (input as { exception?: unknown }).exception;
  if (raw === undefined) return { ok: true };
  const { from, to } = (typeof raw === 'object' && raw !== null ? raw : {}) as {
    from?: unknown;
    to?: unknown;
  };
  if (typeof from !== 'string' || !isIsoDate(from))
    return { ok: false, message: 'exception.from is not a valid YYYY-MM-DD date.' };
  if (typeof to !== 'string' || !isIsoDate(to))
    return { ok: false, message: 'exception.to is not a valid YYYY-MM-DD date.' };
  if (to < from) return { ok: false, message: `exception.to ${to} is before exception.from ${from}.` };
  return { ok: true, period: { from, to } };
}

/**
 * `hor:check`'s answer with an exception period: each violation says which regime judged its
 * date, and the regime's own limits (more than 2 weeks) are listed apart. Days with a clock
 * change are on elapsed time, and the regime judges them so, as the standard rules do.
 */
export function checkWithException(
  days: readonly DayRecord[],
  period: ExceptionPeriod,
  changes: readonly ClockChange[] = [],
) {
  const violations = evaluateRuns(days, changes, [period]).flatMap((r) => r.violations);
  return {
    violations: violations.map(({ rule, date, regime }) => ({ rule, date, regime })),
    exceptionFlags: periodFlags([period]).map(({ date, text }) => ({ date, text })),
  };
}
