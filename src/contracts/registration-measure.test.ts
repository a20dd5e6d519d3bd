import { expect, it } from 'vitest';
import { registerYachtSchema } from './registration';

const loa = (value: unknown) => {
  const r = registerYachtSchema.safeParse({ type: 1, yachtName: 'Aurora', loa: value });
  return r.success ? r.data.loa : r.error.issues[0]?.message;
};

// Attack s59: '0x10' was stored as 16 and '1e3' as 1000, sizes no one typed.
it('reads a size typed as a plain decimal, and nothing else as a number', () => {
  expect(loa('47.5')).toBe(47.5);
  expect(loa(' 50 ')).toBe(50);
  expect(loa(47.5)).toBe(47.5);
  expect(loa('')).toBeNull();
  expect(loa('   ')).toBeNull();
  expect(loa('0x10')).toBe('Field should be a number.');
  expect(loa('1e3')).toBe('Field should be a number.');
  expect(loa('-5')).toBe('Value must be greater than 0.');
});

// Attack s59: 100,000 digits and a letter held the server 9 s (a pattern with two ways to take a
// digit); the whole body may carry five times that.
it('refuses a long run of digits at once', () => {
  expect(loa(`${'1'.repeat(500_000)}x`)).toBe('Field should be a number.');
  expect(loa('1'.repeat(31))).toBe('Field should be a number.');
});
