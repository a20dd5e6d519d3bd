import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthsAfter, passportState, searchGuests } from './guest-list';

describe('passport state of a guest', () => {
  const today = '2026-03-15';
  it.each([
    [null, 'none'],
    ['not a date', 'none'],
    ['2026-03-14', 'expired'],
    // The expiry day is the last valid day.
    ['2026-03-15', 'expiring'],
    ['2026-09-15', 'expiring'],
    ['2026-09-16', 'valid'],
    ['2034-01-01', 'valid'],
  ] as const)('expiry %s is %s', (expiry, state) => {
    expect(passportState(expiry, today)).toBe(state);
  });

  it('counts six calendar months, ending on the last day of a shorter month', () => {
    expect(monthsAfter('2026-08-31', 6)).toBe('2027-02-28');
    expect(monthsAfter('2027-08-31', 6)).toBe('2028-02-29');
    expect(monthsAfter('2026-12-01', 6)).toBe('2027-06-01');
    expect(passportState('2027-02-28', '2026-08-31')).toBe('expiring');
    expect(passportState('2027-03-01', '2026-08-31')).toBe('valid');
  });

  it('never calls a passport valid that ends before the six months are out', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (expiry, now) => {
        const state = passportState(expiry, now);
        if (expiry < now) expect(state).toBe('expired');
        else if (expiry <= monthsAfter(now, 6)) expect(state).toBe('expiring');
        else expect(state).toBe('valid');
      }),
    );
  });
});

describe('guest search', () => {
  const guests = [
    { firstName: 'Anna', lastName: 'Müller', nationality: 'German', passportNo: 'C01X00T47' },
    { firstName: 'Charles', lastName: 'Whitmore', nationality: 'British', passportNo: '533380006' },
    { firstName: 'Anna', lastName: 'Whitmore', nationality: 'British', passportNo: null },
  ];
  const names = (q: string) => searchGuests(guests, q).map((g) => `${g.firstName} ${g.lastName}`);

  it('finds by name, nationality or passport number, any case and accent, every word', () => {
    expect(names('muller')).toEqual(['Anna Müller']);
    expect(names('anna brit')).toEqual(['Anna Whitmore']);
    expect(names('c01x')).toEqual(['Anna Müller']);
    expect(names('  WHITMORE ')).toEqual(['Charles Whitmore', 'Anna Whitmore']);
    expect(names('nobody')).toEqual([]);
  });

  it('finds everyone in the given order with an empty search', () => {
    expect(names('')).toEqual(['Anna Müller', 'Charles Whitmore', 'Anna Whitmore']);
  });
});
