import { describe, expect, it } from 'vitest';
import { crew, profile } from '../../../../tests/kits/leave-test-rows';
import { leavePeople } from './leave-people';
import { readFieldsToShow } from './use-fields-to-show';

describe('the people of the leave lists', () => {
  it('lists active profiles in the crew order, and current crew without one (not shore staff)', () => {
    const people = leavePeople(
      [
        crew(1, 'Young'),
        crew(2, 'Adams'),
        crew(3, 'Baker'),
        crew(4, 'Gone', { status: 2 }),
        crew(5, 'Grant', { permissionLevel: 8 }),
      ],
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
