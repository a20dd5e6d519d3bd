import { describe, expect, it } from 'vitest';
import { fieldsNotKept, issuedInFuture, keptDetailsOnly, storedDetails } from './document-details';

// Categories: 1 Passport, 5 Visa (B1/B2), 24 Yachtmaster Ocean (a qualification), 102 CV and references.
const all = { nationality: 77, passportNo: 'X1', grade: 'Deck', limitation: 'None' };

describe('the additional info a category keeps', () => {
  it.each([
    [1, ['grade', 'limitation']],
    [5, ['passportNo', 'grade', 'limitation']],
    [24, ['nationality', 'passportNo']],
    [102, ['nationality', 'passportNo', 'grade', 'limitation']],
  ])('category %i refuses a value in %j', (categoryId, refused) => {
    expect(fieldsNotKept({ categoryId, ...all })).toEqual(refused);
  });

  it('takes empty values of any field: there is nothing to lose', () => {
    const empty = { nationality: '', passportNo: ' ', grade: null, limitation: undefined };
    for (const categoryId of [1, 5, 24, 102]) expect(fieldsNotKept({ categoryId, ...empty })).toEqual([]);
    expect(fieldsNotKept({ categoryId: 102, nationality: 0 })).toEqual([]);
  });

  it('drops what the category does not keep, so the device never sends a hidden stale value', () => {
    const typed = { categoryId: '24', name: 'Ticket', ...all };
    expect(keptDetailsOnly(typed)).toEqual({
      categoryId: '24',
      name: 'Ticket',
      grade: 'Deck',
      limitation: 'None',
    });
    expect(fieldsNotKept(keptDetailsOnly({ categoryId: 102, ...all }))).toEqual([]);
    // What is kept is what storedDetails stores: the two agree on every category.
    for (const categoryId of [1, 5, 24, 102]) {
      const kept = keptDetailsOnly({ categoryId, ...all });
      const stored = storedDetails({ categoryId, ...all });
      for (const f of ['nationality', 'passportNo', 'grade', 'limitation'] as const)
        expect(stored[f] !== null, `${categoryId} ${f}`).toBe(f in kept);
    }
  });
});

describe('issuedInFuture: doc 1, "Selected date cannot be in the future"', () => {
  it('is later than today and its grace (a day by default: a calendar ahead of UTC)', () => {
    expect(issuedInFuture('2026-11-16', '2026-11-15')).toBe(false);
    expect(issuedInFuture('2026-11-17', '2026-11-15')).toBe(true);
    expect(issuedInFuture('2026-11-16', '2026-11-15', 0)).toBe(true);
    expect(issuedInFuture('2026-11-15', '2026-11-15', 0)).toBe(false);
    for (const none of [null, undefined, '', 'soon']) expect(issuedInFuture(none, '2026-11-15')).toBe(false);
  });
});
