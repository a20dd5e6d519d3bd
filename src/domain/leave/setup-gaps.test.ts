import { describe, expect, it } from 'vitest';
import { isSecondEntry, type SetupState, setupGaps } from './setup-gaps';

const done: SetupState = { activeProfiles: 5, crewWithoutProfile: 0, approvalGroup: 1, reducingTypes: 1 };

describe('officer second entry (211)', () => {
  it('is answered while no leave profile is active on the vessel', () => {
    expect(isSecondEntry({ activeProfiles: 0 })).toBe(true);
    expect(isSecondEntry({ activeProfiles: 1 })).toBe(false);
  });

  it.each([
    [{}, []],
    [{ crewWithoutProfile: 3 }, ['profiles']],
    [{ approvalGroup: 0 }, ['approvalGroup']],
    [{ reducingTypes: 0 }, ['reducingType']],
    [
      { crewWithoutProfile: 1, approvalGroup: 0, reducingTypes: 0 },
      ['profiles', 'approvalGroup', 'reducingType'],
    ],
  ] as [Partial<SetupState>, string[]][])('%o leaves %o to do', (change, gaps) => {
    expect(setupGaps({ ...done, ...change })).toEqual(gaps);
  });
});
