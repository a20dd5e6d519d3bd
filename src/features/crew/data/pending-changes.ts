import type { OutboxEntry } from '../../../db/app-db';

/** Where a crew member's unsent change stands, for the profile section it belongs to. */
export type ChangeState = 'pending' | 'conflict' | 'rejected';

// The worse of two states wins a section (a decision waiting outweighs a change on its way).
const rank: Record<ChangeState, number> = { pending: 0, rejected: 1, conflict: 2 };

/**
 * The changes of one crew member the server does not hold yet, by operation: on their way
 * (pending, sending), or back with a conflict or a refusal and waiting for the user's decision
 * on the Sync page. A change in the last two still shows on the profile as typed, so its
 * section must say it is not what the server keeps (a purser read an IBAN the shore had
 * overwritten as if it were on record: field day finding).
 */
export function changeStates(
  entries: readonly Pick<OutboxEntry, 'op' | 'body' | 'status'>[],
  crewId: number,
): Map<string, ChangeState> {
  const states = new Map<string, ChangeState>();
  for (const e of entries) {
    if ((e.body as { crewId?: number }).crewId !== crewId) continue;
    const state: ChangeState | null =
      e.status === 'pending' || e.status === 'sending'
        ? 'pending'
        : e.status === 'conflict' || e.status === 'rejected'
          ? e.status
          : null;
    if (state === null) continue;
    const held = states.get(e.op);
    if (!held || rank[state] > rank[held]) states.set(e.op, state);
  }
  return states;
}

/** The worse state of several operations' (a section that shows more than one), or undefined. */
export function worstState(...states: (ChangeState | undefined)[]): ChangeState | undefined {
  return states.reduce<ChangeState | undefined>(
    (worst, s) => (s && (!worst || rank[s] > rank[worst]) ? s : worst),
    undefined,
  );
}
