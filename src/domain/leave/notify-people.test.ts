import { describe, expect, it } from 'vitest';
import { mayBeNotified, notifyChoices } from './notify-people';

const ctx = { ownerId: 7, senderId: 3, approvalGroup: [9] };
const member = (userId: number, permissionLevel: number, over: Record<string, unknown> = {}) => ({
  userId,
  permissionLevel,
  endDate: null as string | null,
  firstName: `F${userId}`,
  lastName: 'L',
  ...over,
});

describe('who may be notified about a leave request', () => {
  it.each([
    ['the owner, whatever their level', { userId: 7, level: 2 }, true],
    ['level 5', { userId: 11, level: 5 }, true],
    ['level 8 (fleet)', { userId: 12, level: 8 }, true],
    ['the approval group below level 5', { userId: 9, level: 3 }, true],
    ['an officer outside the group', { userId: 13, level: 4 }, false],
    ['a crew member', { userId: 14, level: 2 }, false],
    ['the sender', { userId: 3, level: 6 }, false],
    ['someone with no role on the vessel', { userId: 15, level: null }, false],
  ])('%s', (_what, person, expected) => {
    expect(mayBeNotified(person, ctx)).toBe(expected);
  });
});

describe('the popup’s list', () => {
  it('lists each person once at their higher level, serving today, by name', () => {
    const list = notifyChoices(
      [
        member(13, 4),
        member(13, 5, { firstName: 'Bo' }),
        member(7, 2, { firstName: 'Al' }),
        member(11, 5, { endDate: '2026-01-31' }),
        member(12, 6, { firstName: 'Cy', endDate: '2026-12-31' }),
        member(3, 6),
        member(14, 2),
      ],
      ctx,
      '2026-06-01',
    );
    expect(list.map((m) => m.userId)).toEqual([7, 13, 12]);
  });

  it('is empty when nobody else may see the request', () => {
    expect(notifyChoices([member(3, 6), member(14, 2)], { ...ctx, ownerId: 3 }, '2026-06-01')).toEqual([]);
  });
});
