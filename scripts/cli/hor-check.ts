/**
 * What `npm run -s hor:check` answers (scripts/hor-check.ts is its shell: stdin in, exit code
 * out). Input {"days":[{"date","work"}]} (consecutive dates, 48 cells of 1 = work / 0 = rest);
 * output {"violations":[{"rule","date"}]}, sorted by date then rule. Invalid input: a message
 * on stderr and exit code 2.
 * Windows of rules 1 and 2 that reach back before the first day count that time as rest.
 * A day may carry a clock change, {"clockChange": {"at": "HH:MM", "minutes": -60|-30|30|60}},
 * and then one cell per elapsed half hour (50 for -60, 46 for +60): the rules run on elapsed time.
 * With "exception": {"from", "to"} (STCW A-VIII/1 para 9), those dates are judged by the
 * exception regime: each violation then carries its "regime", and "exceptionFlags" lists the
 * regime's own limits that were broken. Both together: the regime judges its dates on elapsed
 * time across the clock changes.
 */
import { checkConsecutiveDays } from '@domain/rest-hours/check-days';
import { checkException, checkWithException } from '@domain/rest-hours/check-exception';
import { evaluateRuns } from '@domain/rest-hours/elapsed-days';
import type { CliAnswer } from './cli-answer';

export function horCheck(text: string): CliAnswer {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return { code: 2, out: '', err: 'Input is not valid JSON.\n' };
  }
  const checked = checkConsecutiveDays(input);
  if (!checked.ok) return { code: 2, out: '', err: `${checked.message}\n` };
  const exception = checkException(input);
  if (!exception.ok) return { code: 2, out: '', err: `${exception.message}\n` };
  const answer = exception.period
    ? checkWithException(checked.days, exception.period, checked.changes)
    : {
        violations: evaluateRuns(checked.days, checked.changes).flatMap((r) =>
          r.violations.map(({ rule, date }) => ({ rule, date })),
        ),
      };
  return { code: 0, out: `${JSON.stringify(answer)}\n`, err: '' };
}
