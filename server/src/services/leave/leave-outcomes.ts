import { MSG } from '../../../../src/contracts/messages';
import type { RecordMap } from '../../../../src/contracts/sync';
import type { Outcome } from '../crew/crew-write';
import { refused } from '../crew/crew-write';

/** The answers leave writes share (the crew module's Outcome: applied, rejected or conflict). */
export const forbidden = (): Outcome => refused(MSG.status403, 403);
export const notFound = (): Outcome => refused(MSG.status404, 404);

export const conflict = (message: string, records: RecordMap): Outcome => ({
  status: 'conflict',
  message,
  records,
  httpStatus: 409,
});

/** An edit based on an older copy than the server's: the device shows both and lets the user choose. */
export function staleEdit(current: number, base: number, what: string, records: RecordMap): Outcome | null {
  if (base === 0 || current <= base) return null;
  return conflict(`${what} was changed by someone else meanwhile.`, records);
}

export const dayOf = (now: Date) => now.toISOString().slice(0, 10);
