/**
 * `npm run -s hor:check`: reads {"days":[{"date","work"}]} (consecutive dates, 48 cells of
 * 1 = work / 0 = rest) on stdin and prints {"violations":[{"rule","date"}]}, sorted by date
 * then rule. Invalid input: a message on stderr and exit code 2.
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

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const text = Buffer.concat(chunks).toString('utf8');

let input: unknown;
try {
  input = JSON.parse(text);
} catch {
  process.stderr.write('Input is not valid JSON.\n');
  process.exit(2);
}
const checked = checkConsecutiveDays(input);
if (!checked.ok) {
  process.stderr.write(`${checked.message}\n`);
  process.exit(2);
}
const exception = checkException(input);
if (!exception.ok) {
  process.stderr.write(`${exception.message}\n`);
  process.exit(2);
}
const answer = exception.period
  ? checkWithException(checked.days, exception.period, checked.changes)
  : {
      violations: evaluateRuns(checked.days, checked.changes).flatMap((r) =>
        r.violations.map(({ rule, date }) => ({ rule, date })),
      ),
    };
process.stdout.write(`${JSON.stringify(answer)}\n`);
