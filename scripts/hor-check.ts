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
import { runOnStdin } from './cli/cli-answer';
import { horCheck } from './cli/hor-check';

await runOnStdin(horCheck);
