import { decodeTime, ulid as serverUlid } from 'ulidx';
import { describe, expect, it } from 'vitest';
import { increment, monotonicFactory, ulid } from './ulid';

const FORM = /^[0-9A-HJKMNP-TV-Z]{26}$/;

describe("the device's ULIDs", () => {
  it("are written as the server's are, and read back to the moment they were made", () => {
    for (const t of [0, 1, 1_700_000_000_000, Date.UTC(2026, 11, 3, 19, 30), 2 ** 48 - 1]) {
      const id = ulid(t);
      expect(id).toMatch(FORM);
      expect(id.slice(0, 10)).toBe(serverUlid(t).slice(0, 10));
      expect(decodeTime(id)).toBe(t);
    }
  });

  it('differ each time, at random, in the same millisecond', () => {
    const ids = new Set(Array.from({ length: 500 }, () => ulid(1_700_000_000_000)));
    expect(ids.size).toBe(500);
  });

  it('refuse a time a ULID cannot hold', () => {
    expect(() => ulid(-1)).toThrow(RangeError);
    expect(() => ulid(2 ** 48)).toThrow(RangeError);
    expect(() => ulid(1.5)).toThrow(RangeError);
  });
});

describe('monotonic ULIDs', () => {
  it('sort in the order they were made: forty in one millisecond, then a clock that steps back', () => {
    const next = monotonicFactory();
    const made = [
      ...Array.from({ length: 40 }, () => next(1_700_000_000_000)),
      next(1_699_999_999_000),
      next(1_700_000_000_001),
    ];
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
    expect(made.every((id) => FORM.test(id))).toBe(true);
    // Stepping back keeps the last time; a later millisecond starts afresh.
    expect(decodeTime(made[40]!)).toBe(1_700_000_000_000);
    expect(decodeTime(made[41]!)).toBe(1_700_000_000_001);
  });

  it('count the randomness up by one in the same millisecond, carrying past Z', () => {
    const next = monotonicFactory();
    const first = next(5);
    const second = next(5);
    const a = first.slice(10);
    const b = second.slice(10);
    const value = (s: string) =>
      [...s].reduce((n, c) => n * 32n + BigInt('0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(c)), 0n);
    expect(value(b) - value(a)).toBe(1n);
    expect(increment('0Z')).toBe('10');
    expect(increment('A0ZZ')).toBe('A100');
    expect(() => increment('ZZZ')).toThrow(RangeError);
  });
});
