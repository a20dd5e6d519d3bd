import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROUP_FULL, moved, nextOrder, placeAt } from './order-numbers';

const items = (...orders: (number | null)[]) => orders.map((order, i) => ({ key: `k${i}`, order }));
const changed = (r: ReturnType<typeof placeAt<string>>) =>
  r.ok ? Object.fromEntries([...r.changes].sort()) : r.message;

describe('order numbers', () => {
  it('gives the item its number; a free number moves nothing else', () => {
    expect(changed(placeAt(items(1, 2, 3), 'k0', 5))).toEqual({ k0: 5 });
  });

  it('moves the holder of a whole number up by 1, along the chain', () => {
    // k3 goes to 2: k1 (2) moves to 3, k2 (3) to 4; 5 was free.
    expect(changed(placeAt(items(1, 2, 3, 5), 'k3', 2))).toEqual({ k1: 3, k2: 4, k3: 2 });
  });

  it('moves the holder of a decimal by 0.1 inside its group', () => {
    expect(changed(placeAt(items(1, 1.1, 1.2, 2), 'k3', 1.1))).toEqual({ k1: 1.2, k2: 1.3, k3: 1.1 });
  });

  it("refuses a group of ten: 'Group of numbers is full'", () => {
    const full = items(1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 3);
    expect(changed(placeAt(full, 'k10', 1.5))).toBe(GROUP_FULL);
    // Pushed past .9 by the chain, with room at the front of the group.
    expect(changed(placeAt(items(1.8, 1.9, 4), 'k2', 1.8))).toBe(GROUP_FULL);
  });

  it('keeps an item in place when given its own number', () => {
    expect(changed(placeAt(items(1, 2), 'k1', 2))).toEqual({});
  });

  it('puts a new item one past the highest whole number', () => {
    expect(nextOrder([])).toBe(1);
    expect(nextOrder([null, 3, 1.7])).toBe(4);
    expect(nextOrder([2.4])).toBe(3);
  });

  it('never leaves two items on one number; only the chain moves, and only up', () => {
    const order = fc.oneof(
      fc.integer({ min: 1, max: 20 }),
      fc.integer({ min: 10, max: 99 }).map((n) => n / 10),
    );
    fc.assert(
      fc.property(fc.uniqueArray(order, { minLength: 1, maxLength: 15 }), order, (orders, wanted) => {
        const list = items(...orders);
        const r = placeAt(list, 'k0', wanted);
        if (!r.ok) return;
        const after = list.map((i) => r.changes.get(i.key) ?? i.order!);
        expect(new Set(after).size).toBe(after.length);
        expect(after[0]).toBeCloseTo(wanted, 5);
        for (const [i, item] of list.entries())
          if (i > 0) expect(after[i]!).toBeGreaterThanOrEqual(item.order!);
      }),
    );
  });
});

describe('dragging in a list', () => {
  it('puts the dragged items before or after the target, the rest in their order', () => {
    expect(moved([1, 2, 3, 4], [4], 2, 'before')).toEqual([1, 4, 2, 3]);
    expect(moved([1, 2, 3, 4], [1, 2], 4, 'after')).toEqual([3, 4, 1, 2]);
    expect(moved([1, 2, 3], [2], 9, 'after')).toEqual([1, 2, 3]);
  });
});
