import { describe, expect, it } from 'vitest';
import { needsEndDate, outranksOrEquals, type RoleInfo, roleChoices } from './user-admin';

const role = (id: number, permissionLevel: number): RoleInfo => ({
  id,
  name: `L${permissionLevel}`,
  permissionLevel,
  isCrewRole: permissionLevel < 6,
});
const ROLES = [role(5, 8), role(1, 2), role(3, 5), role(2, 4), role(4, 6)];
const levels = (r: RoleInfo[]) => r.map((x) => x.permissionLevel);

describe('users administration rules', () => {
  it('offers roles at or below the actor, sorted by level; none below level 4', () => {
    expect(levels(roleChoices(ROLES, { actorLevel: 6, mode: 'add' }))).toEqual([2, 4, 5, 6]);
    expect(levels(roleChoices(ROLES, { actorLevel: 4, mode: 'add' }))).toEqual([2, 4]);
    expect(levels(roleChoices(ROLES, { actorLevel: 2, mode: 'add' }))).toEqual([]);
    expect(levels(roleChoices(ROLES, { actorLevel: -1, mode: 'add' }))).toEqual([2, 4, 5, 6, 8]);
  });

  it('keeps an edited user on their side of level 4, and a found level-5 user at 5 or more', () => {
    expect(levels(roleChoices(ROLES, { actorLevel: 8, currentLevel: 2, mode: 'edit' }))).toEqual([2, 4]);
    expect(levels(roleChoices(ROLES, { actorLevel: 8, currentLevel: 5, mode: 'edit' }))).toEqual([5, 6, 8]);
    expect(levels(roleChoices(ROLES, { actorLevel: 6, currentLevel: 5, mode: 'add' }))).toEqual([5, 6]);
  });

  it('lets the super user act on anyone, and no one else on a higher level or the super user', () => {
    expect(outranksOrEquals(4, 4)).toBe(true);
    expect(outranksOrEquals(4, 5)).toBe(false);
    expect(outranksOrEquals(8, -1)).toBe(false);
    expect(outranksOrEquals(-1, 8)).toBe(true);
    expect(outranksOrEquals(2, 2)).toBe(false);
  });

  it('needs an end date to remove below level 6 only', () => {
    expect([2, 4, 5, 6, 8].map(needsEndDate)).toEqual([true, true, true, false, false]);
  });
});
