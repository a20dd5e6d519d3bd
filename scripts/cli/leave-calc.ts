/**
 * What `npm run -s leave:calc` answers (scripts/leave-calc.ts is its shell: stdin in, exit code
 * out). Input: a leave profile, its leave types, bookings, additional leave, rollovers and an
 * as-of date (src/contracts/leave-calc.ts); output
 * {"accrued","worked","taken","additional","forfeited","available"} as of that date, unrounded
 * (issue 10, "The maths"). Invalid input: one line on stderr naming the field, exit code 2.
 */
import { leaveCalcInputSchema } from '@contracts/leave-calc';
import { leaveBalance } from '@domain/leave/balance';
import type { CliAnswer } from './cli-answer';

const refuse = (message: string): CliAnswer => ({ code: 2, out: '', err: `${message}\n` });

/** `profile.rates[0].from` from a zod path. */
const fieldOf = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (s, key) => (typeof key === 'number' ? `${s}[${key}]` : s ? `${s}.${String(key)}` : String(key)),
    '',
  );

export function leaveCalc(text: string): CliAnswer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse('Input is not valid JSON.');
  }
  const parsed = leaveCalcInputSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => {
      const message = i.message.replace(/\.$/, '');
      return i.path.length ? `${fieldOf(i.path)}: ${message}` : message;
    });
    return refuse(`Invalid input: ${issues.join('; ')}.`);
  }
  const result = leaveBalance(parsed.data, parsed.data.asOf);
  if (!result.ok) return refuse(`Invalid input: ${result.error.field}: ${result.error.message}`);
  const { accrued, worked, taken, additional, forfeited, available } = result;
  return {
    code: 0,
    out: `${JSON.stringify({ accrued, worked, taken, additional, forfeited, available })}\n`,
    err: '',
  };
}
