import { describe, expect, it } from 'vitest';
import { bookedOnDates } from './overlap';

const request = (
  id: string,
  status: string,
  dates: string[],
  more: Partial<{ profileId: string; deleted: boolean }> = {},
) => ({
  id,
  profileId: more.profileId ?? 'p1',
  status,
  deleted: more.deleted ?? false,
  days: dates.map((date) => ({ date })),
});

describe('leave that books a day twice', () => {
  const requests = [
    request('approved', 'Approved', ['2026-03-02', '2026-03-03']),
    request('checked', 'Checked', ['2026-03-10']),
    request('pending', 'Pending', ['2026-03-02']),
    request('denied', 'Denied', ['2026-03-02']),
    request('deleted', 'Approved', ['2026-03-02'], { deleted: true }),
    request('someone else', 'Approved', ['2026-03-02'], { profileId: 'p2' }),
  ];
  it('finds the approved and checked requests of the same profile that share a date', () => {
    const found = bookedOnDates(requests, {
      profileId: 'p1',
      exceptId: null,
      dates: ['2026-03-03', '2026-03-10'],
    });
    expect(found.map((r) => r.id)).toEqual(['approved', 'checked']);
  });
  it('a pending, denied or deleted request, or another profile’s, books nothing', () => {
    expect(
      bookedOnDates(requests.slice(2), { profileId: 'p1', exceptId: null, dates: ['2026-03-02'] }),
    ).toEqual([]);
  });
  it('a request never overlaps itself, and dates next to a booking are free', () => {
    expect(bookedOnDates(requests, { profileId: 'p1', exceptId: 'approved', dates: ['2026-03-02'] })).toEqual(
      [],
    );
    expect(
      bookedOnDates(requests, { profileId: 'p1', exceptId: null, dates: ['2026-03-01', '2026-03-04'] }),
    ).toEqual([]);
  });
});
