import { describe, expect, it } from 'vitest';
import { calendarMembers, openRow, ownRowFirst } from './own-row';

describe('ownRowFirst', () => {
  it("puts the user's own row first and keeps the crew order of the rest", () => {
    const rows = [{ userId: 1 }, { userId: 2 }, { userId: 3 }, { userId: 4 }];
    expect(ownRowFirst(rows, 3).map((r) => r.userId)).toEqual([3, 1, 2, 4]);
  });
  it('keeps the order when the user has no row', () => {
    expect(ownRowFirst([{ userId: 1 }, { userId: 2 }], 9).map((r) => r.userId)).toEqual([1, 2]);
  });
});

describe('openRow', () => {
  it("opens the user's own row when nothing else is asked", () => {
    expect(openRow(undefined, null, 7)).toBe(7);
  });
  it('opens the row the address names (back from a day)', () => {
    expect(openRow(undefined, 12, 7)).toBe(12);
  });
  it('keeps what the user chose, closed rows included', () => {
    expect(openRow(null, 12, 7)).toBeNull();
    expect(openRow(5, 12, 7)).toBe(5);
  });
  it('opens none for a user without a row', () => {
    expect(openRow(undefined, null, undefined)).toBeNull();
  });
});

describe('calendarMembers', () => {
  const everyone = [
    { userId: 1, permissionLevel: 2 },
    { userId: 2, permissionLevel: 4 },
    { userId: 3, permissionLevel: 6 },
    { userId: 4, permissionLevel: 8 },
  ];
  it('shows an officer everyone but fleet managers', () => {
    expect(calendarMembers(everyone, 3, true).map((m) => m.userId)).toEqual([1, 2, 3]);
  });
  it('shows anyone else themselves and the crew below officer level, never their supervisors', () => {
    expect(calendarMembers(everyone, 2, false).map((m) => m.userId)).toEqual([1, 2]);
    expect(calendarMembers([{ userId: 1, permissionLevel: 2 }], 1, false).map((m) => m.userId)).toEqual([1]);
  });
});
