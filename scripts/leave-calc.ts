/**
 * `npm run -s leave:calc`: reads a leave profile, its leave types, bookings, additional leave,
 * rollovers and an as-of date on stdin (src/contracts/leave-calc.ts) and prints
 * {"accrued","worked","taken","additional","forfeited","available"} as of that date, unrounded
 * (issue 10, "The maths"). Invalid input: one line on stderr naming the field, exit code 2.
 */
import { leaveCalcInputSchema } from '@contracts/leave-calc';
import { leaveBalance } from '@domain/leave/balance';

const refuse = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};

/** `profile.rates[0].from` from a zod path. */
const fieldOf = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (s, key) => (typeof key === 'number' ? `${s}[${key}]` : s ? `${s}.${String(key)}` : String(key)),
    '',
  );

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const text = Buffer.concat(chunks).toString('utf8');

let json: unknown;
try {
  json = JSON.parse(text);
} catch {
  refuse('Input is not valid JSON.');
}
const parsed = leaveCalcInputSchema.safeParse(json);
if (!parsed.success) {
  const issues = parsed.error.issues.map((i) => {
    const message = i.message.replace(/\.$/, '');
    return i.path.length ? `${fieldOf(i.path)}: ${message}` : message;
  });
  refuse(`Invalid input: ${issues.join('; ')}.`);
} else {
  const result = leaveBalance(parsed.data, parsed.data.asOf);
  if (!result.ok) refuse(`Invalid input: ${result.error.field}: ${result.error.message}`);
  else {
    const { accrued, worked, taken, additional, forfeited, available } = result;
    process.stdout.write(`${JSON.stringify({ accrued, worked, taken, additional, forfeited, available })}\n`);
  }
}
