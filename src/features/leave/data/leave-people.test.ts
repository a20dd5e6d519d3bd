import { describe, expect, it } from 'vitest';
import type { CrewRecord } from '../../../contracts/crew';
import type { LeaveProfileRecord } from '../../../contracts/leave';
import { leavePeople } from './leave-people';
import { readFieldsToShow } from './use-fields-to-show';

const crew = (id: number, lastName: string, over: Partial<CrewRecord> = {}): CrewRecord => ({
  id,
  userId: id * 10,
  vesselId: 1,
  firstName: 'A',
  lastName,
  email: `${id}@x`,
  roleId: 1,
  roleName: 'Crew',
  permissionLevel: 2,
  departmentId: null,
  positionId: null,
  status: 1,
  startDate: '2025-01-01',
  endDate: null,
  isOnBoard: true,
  crewOrder: null,
  customId: null,
  portOfEmbarkation: null,
  repatriation: null,
  leaveDays: null,
  version: 1,
  ...over,
});
const profile = (id: string, crewId: number, over: Partial<LeaveProfileRecord> = {}): LeaveProfileRecord => ({
  id,
  vesselId: 1,
  userId: crewId * 10,
  crewId,
  type: 'yearly',
  startDate: '2025-01-01',
  endDate: null,
  initialLeave: 0,
  flightEntitlement: null,
  rates: [],
  active: true,
  deleted: false,
  version: 1,
  ...over,
});

describe('the people of the leave lists', () => {
  it('lists active profiles in the crew order, and current crew without one', () => {
    const people = leavePeople(
      [crew(1, 'Young'), crew(2, 'Adams'), crew(3, 'Baker'), crew(4, 'Gone', { status: 2 })],
      [
        profile('P1', 1),
        profile('P3', 3),
        profile('PX', 2, { deleted: true }),
        profile('PY', 2, { active: false }),
      ],
      '2026-03-01',
    );
    expect(people.profiles.map((p) => p.id)).toEqual(['P3', 'P1']);
    expect(people.withoutProfile.map((c) => c.lastName)).toEqual(['Adams']);
  });
});

describe('leave fields to show', () => {
  it('shows every field until a choice is stored, and keeps only known fields', () => {
    expect(readFieldsToShow(null)).toEqual(['accrued', 'worked', 'additional', 'available']);
    expect(readFieldsToShow('["available","bogus","accrued"]')).toEqual(['accrued', 'available']);
    expect(readFieldsToShow('[]')).toEqual([]);
    expect(readFieldsToShow('not json')).toHaveLength(4);
  });
});
