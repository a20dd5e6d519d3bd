import { describe, expect, it } from 'vitest';
import { typeOrder } from './order-typing';

const section = [
  { id: 'a', order: 1 },
  { id: 'b', order: 2 },
  { id: 'c', order: 0 },
];
const orders = (r: ReturnType<typeof typeOrder>) => (Array.isArray(r) ? r.map((d) => d.order) : r);

describe('typing in an order box', () => {
  it('sets the order and shifts the holder and those after it', () => {
    expect(orders(typeOrder(section, 'c', '1'))).toEqual([2, 3, 1]);
  });

  it("typing '12' keystroke by keystroke ends as 12 from the section as it was, not 1 then 12", () => {
    typeOrder(section, 'c', '1');
    expect(orders(typeOrder(section, 'c', '12'))).toEqual([1, 2, 12]);
  });

  it('refuses text that does not start with a digit, and keeps an empty box unapplied', () => {
    expect(typeOrder(section, 'a', 'x1')).toBeNull();
    expect(typeOrder(section, 'a', '-1')).toBeNull();
    expect(typeOrder(section, 'a', '')).toBe('keep');
    expect(orders(typeOrder(section, 'a', '3rd'))).toEqual([3, 2, 0]);
  });

  it('0 takes a document out of the numbering (it sorts last) and moves nothing else', () => {
    expect(orders(typeOrder(section, 'a', '0'))).toEqual([0, 2, 0]);
  });
});
