import { describe, expect, it } from 'vitest';
import { missingFields } from './spec-call-kit';

describe('the fields an answer lacks', () => {
  it('are named for an object and for every item of a list', () => {
    expect(missingFields({ crewId: 1, firstname: 'Sam' }, ['crewId', 'firstname'])).toEqual([]);
    expect(missingFields({ id: 1, firstName: 'Sam' }, ['crewId', 'firstname'])).toEqual([
      'crewId',
      'firstname',
    ]);
    expect(missingFields([{ crewId: 1 }, { id: 2 }], ['crewId'])).toEqual(['crewId']);
  });

  it('count a null value as carried, and an empty list as proving nothing', () => {
    expect(missingFields({ leave: null }, ['leave'])).toEqual([]);
    expect(missingFields([], ['crewId'])).toEqual(['(an empty list)']);
  });
});
