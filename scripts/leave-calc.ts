/**
 * `npm run -s leave:calc`: reads a leave profile, its leave types, bookings, additional leave,
 * rollovers and an as-of date on stdin (src/contracts/leave-calc.ts) and prints
 * {"accrued","worked","taken","additional","forfeited","available"} as of that date, unrounded
 * (issue 10, "The maths"). Invalid input: one line on stderr naming the field, exit code 2.
 */
import { runOnStdin } from './cli/cli-answer';
import { leaveCalc } from './cli/leave-calc';

await runOnStdin(leaveCalc);
