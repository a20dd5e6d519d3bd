import { describe, expect, it } from 'vitest';
import type { Member } from '../../../contracts/rest-hours';
import { dayAddress } from './use-day-address';

const member = (userId: number, permissionLevel: number) => ({ userId, permissionLevel }) as Member;
const ME = 7;
// A crew member's device: themselves and their supervisor (a name to notify, not records).
const crewDevice = [member(ME, 2), member(40, 4)];
const officerDevice = [member(ME, 4), member(12, 2), member(40, 6)];

describe('whose day an address opens', () => {
  it.each([
    ['me', 2, crewDevice, { state: 'ok', userId: ME }],
    [String(ME), 2, crewDevice, { state: 'ok', userId: ME }],
    ['abc', 4, officerDevice, { state: 'missing' }],
    [undefined, 4, officerDevice, { state: 'missing' }],
    ['0', 4, officerDevice, { state: 'missing' }],
    ['1e3', 4, officerDevice, { state: 'missing' }],
    ['99999', 4, officerDevice, { state: 'missing' }],
    ['12', 4, officerDevice, { state: 'ok', userId: 12 }],
    ['40', 4, officerDevice, { state: 'ok', userId: 40 }],
    // Crew: a supervisor's address and one the device does not know are both refused.
    ['40', 2, crewDevice, { state: 'refused' }],
    ['12', 2, crewDevice, { state: 'refused' }],
    ['12', 2, undefined, { state: 'loading' }],
  ] as const)('%s at level %i', (param, level, members, expected) => {
    expect(dayAddress(param, ME, level, members ? [...members] : undefined)).toMatchObject(expected);
  });
});
