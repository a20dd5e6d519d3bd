import { describe, expect, it } from 'vitest';
import { inCrewOrder } from './crew-order';

describe('the crew order', () => {
  const person = (firstName: string, lastName: string, crewOrder?: number | null) => ({
    firstName,
    lastName,
    crewOrder,
  });

  it('lists people by their place, then those without one by last and first name', () => {
    const listed = inCrewOrder([
      person('Sam', 'Taylor', null),
      person('Erik', 'Holm', 2),
      person('ada', 'byron'),
      person('James', 'Whitfield', 1),
      person('Clara', 'Mendes', null),
      person('Zoe', 'Byron', null),
    ]);
    expect(listed.map((p) => `${p.firstName} ${p.lastName}`)).toEqual([
      'James Whitfield',
      'Erik Holm',
      'ada byron',
      'Zoe Byron',
      'Clara Mendes',
      'Sam Taylor',
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const given = [person('B', 'B', 2), person('A', 'A', 1)];
    inCrewOrder(given);
    expect(given.map((p) => p.firstName)).toEqual(['B', 'A']);
  });
});
