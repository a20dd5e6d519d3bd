import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, parseWhole } from './errors';
import { fromSpecNames, idOf, idOfNested, withSpecFields } from './spec-names';

const position = z.object({ departmentId: z.number(), positionId: z.number().optional() });
const names = { department: { to: 'departmentId', value: idOf }, position: 'positionId' };

describe("a body in the spec's names", () => {
  it('is read as the app names it, nested objects made ids', () => {
    expect(fromSpecNames({ department: { id: 3, name: 'Deck' }, position: 7 }, names)).toEqual({
      departmentId: 3,
      positionId: 7,
    });
    expect(parseWhole(position, fromSpecNames({ department: 3 }, names))).toEqual({ departmentId: 3 });
  });

  it('has a nested object without a usable id refused, naming the field', () => {
    const currency = { currency: { to: 'currency', value: idOfNested('currency') } };
    expect(fromSpecNames({ currency: { id: 2, name: 'Euro' } }, currency)).toEqual({ currency: 2 });
    expect(fromSpecNames({ currency: null }, currency)).toEqual({ currency: null });
    for (const nested of [{ name: 'Euro' }, { id: null }])
      expect(() => fromSpecNames({ currency: nested }, currency)).toThrow(HttpError);
  });

  it('still has a field neither names refused', () => {
    expect(() => parseWhole(position, fromSpecNames({ department: 3, dept: 4 }, names))).toThrow(HttpError);
  });

  it('is refused when it sends one field under both names with different values', () => {
    expect(() => fromSpecNames({ department: 3, departmentId: 4 }, names)).toThrow(HttpError);
    expect(fromSpecNames({ department: 3, departmentId: 3 }, names)).toEqual({ departmentId: 3 });
  });

  it('is refused when two of the spec’s names of one field differ (neither silently wins)', () => {
    const aliases = { noOfDays: 'days', rolledOver: 'days' };
    expect(() => fromSpecNames({ noOfDays: 1, rolledOver: 50 }, aliases)).toThrow(HttpError);
    expect(fromSpecNames({ noOfDays: 2, rolledOver: 2 }, aliases)).toEqual({ days: 2 });
  });
});

describe("an answer in the spec's names", () => {
  it("carries them beside the app's own, computed ones too", () => {
    const crew = { id: 5, firstName: 'Sam', issues: 2 };
    expect(
      withSpecFields(crew, { crewId: 'id', firstname: 'firstName', haveIssues: (c) => c.issues > 0 }),
    ).toEqual({ id: 5, firstName: 'Sam', issues: 2, crewId: 5, firstname: 'Sam', haveIssues: true });
  });
});
