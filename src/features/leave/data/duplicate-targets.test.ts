import { describe, expect, it } from 'vitest';
import type { CrewRecord, Position } from '../../../contracts/crew';
import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import { addTarget, duplicateTargets, matchTargets, SAME_PROFILE_TWICE } from './duplicate-targets';

const profile = (id: string, crewId: number, over: Partial<LeaveProfileRecord> = {}) =>
  ({ id, crewId, userId: crewId * 10, active: true, deleted: false, ...over }) as LeaveProfileRecord;
const crew = (id: number, firstName: string, lastName: string, positionId: number | null = null) =>
  ({ id, firstName, lastName, roleName: 'Crew', positionId }) as CrewRecord;

const people = [
  crew(1, 'Anna', 'Berg'),
  crew(2, 'Ben', 'Smith-Jones'),
  crew(3, 'Carl', 'Anders'),
  crew(4, 'Dee', 'Old'),
];
const profiles = [
  profile('P1', 1),
  profile('P2', 2),
  profile('P3', 3),
  profile('P4', 4, { active: false }),
  profile('P5', 5, { deleted: true }),
];

describe('whom a request can be duplicated to', () => {
  const targets = duplicateTargets({ profileId: 'P1' }, profiles, people);
  it('every other active profile, by name', () => {
    expect(targets.map((t) => [t.profileId, t.name, t.userId])).toEqual([
      ['P2', 'Ben Smith-Jones', 20],
      ['P3', 'Carl Anders', 30],
    ]);
  });
  it('shows each person’s position, else their role', () => {
    const positions = [{ id: 9, name: 'Bosun', vesselId: 1, departmentId: null }] as unknown as Position[];
    const withPositions = duplicateTargets(
      { profileId: 'P1' },
      profiles,
      [crew(2, 'Ben', 'Smith-Jones', 9), crew(3, 'Carl', 'Anders', 4)],
      positions,
    );
    expect(withPositions.map((t) => t.detail)).toEqual(['Bosun', 'Crew']);
  });
  it('finds people by the start of their names, every word typed', () => {
    expect(matchTargets(targets, 'an').map((t) => t.profileId)).toEqual(['P3']);
    expect(matchTargets(targets, 'jo').map((t) => t.profileId)).toEqual(['P2']);
    expect(matchTargets(targets, 'ben sm').map((t) => t.profileId)).toEqual(['P2']);
    expect(matchTargets(targets, 'ben an')).toEqual([]);
    expect(matchTargets(targets, '  ')).toEqual([]);
  });
  it('refuses the same profile twice, in the spec’s words', () => {
    const once = addTarget([], targets[0]!);
    expect(once).toEqual({ chosen: [targets[0]], error: null });
    expect(addTarget(once.chosen, targets[0]!)).toEqual({ chosen: once.chosen, error: SAME_PROFILE_TWICE });
  });
});
