import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../db/app-db';
import { changeStates, worstState } from './pending-changes';

const entry = (op: string, status: OutboxEntry['status'], crewId = 7) =>
  ({ op, status, body: { crewId } }) as Pick<OutboxEntry, 'op' | 'body' | 'status'>;

describe("a crew profile's unsent changes, by section", () => {
  it('keeps a change that came back with a conflict or a refusal: it still shows as typed, not as on record', () => {
    const states = changeStates(
      [
        entry('crew/bank/save', 'conflict'),
        entry('crew/nok/save', 'rejected'),
        entry('crew/profile/save', 'sending'),
        entry('crew/salary/save', 'pending'),
        entry('crew/leave/save', 'sealed'),
        entry('crew/position/save', 'pending', 8),
      ],
      7,
    );
    expect(Object.fromEntries(states)).toEqual({
      'crew/bank/save': 'conflict',
      'crew/nok/save': 'rejected',
      'crew/profile/save': 'pending',
      'crew/salary/save': 'pending',
    });
  });

  it('a waiting decision outweighs a later change of the same section on its way', () => {
    const states = changeStates([entry('crew/bank/save', 'conflict'), entry('crew/bank/save', 'pending')], 7);
    expect(states.get('crew/bank/save')).toBe('conflict');
    expect(worstState(undefined, 'pending', 'rejected')).toBe('rejected');
    expect(worstState(undefined, undefined)).toBeUndefined();
  });
});
