import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, isoOfDayNumber } from './day-number';
import {
  type CalendarPerson,
  type CalendarRequest,
  type LeaveCalendar,
  leaveCalendar,
} from './leave-calendar';

// Type 1 'Leave' is off board, type 2 'Work day' on board, type 3 'Travel' off board.
const TYPES = [
  { id: 1, isOnBoard: false },
  { id: 2, isOnBoard: true },
  { id: 3, isOnBoard: false },
];
const FROM = '2026-11-01';
const TO = '2026-11-07';

const person = (
  key: string,
  startDate = '2026-01-01',
  endDate: string | null = null,
  isOnBoard = true,
): CalendarPerson => ({
  key,
  name: `Person ${key}`,
  spans: [{ profileId: `p${key}`, startDate, endDate }],
  isOnBoard,
});

const request = (
  id: string,
  profileId: string,
  status: string,
  dates: string[],
  leaveTypeId = 1,
): CalendarRequest => ({
  id,
  profileId,
  status,
  startDate: dates[0] ?? '',
  endDate: dates[dates.length - 1] ?? '',
  days: dates.map((date) => ({ date, leaveTypeId })),
});

const calendar = (
  people: CalendarPerson[],
  requests: CalendarRequest[] = [],
  from = FROM,
  to = TO,
  today = FROM,
) => leaveCalendar({ people, requests, types: TYPES, from, to, today });

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
const cellOn = (c: LeaveCalendar, row: number, n: number) => c.rows[row]!.cells[c.dates.indexOf(day(n))]!;

describe('leaveCalendar: the days of the period', () => {
  it('lists every date from the first to the last, inclusive', () => {
    expect(calendar([]).dates).toEqual([1, 2, 3, 4, 5, 6, 7].map(day));
  });
  it.each([
    ['the last day before the first', '2026-11-07', '2026-11-01'],
    ['a date that is not real', '2026-02-30', '2026-03-02'],
    ['an empty date', '', '2026-11-02'],
  ])('has no days for %s (and does not throw)', (_, from, to) => {
    const c = calendar([person('a')], [], from, to);
    expect(c.dates).toEqual([]);
    expect(c.rows).toEqual([]);
  });
});

describe('leaveCalendar: who is employed', () => {
  it.each([
    ['before the start', '2026-11-04', null, 3, false],
    ['on the start day', '2026-11-04', null, 4, true],
    ['with no end date, to the end of the period', '2026-01-01', null, 7, true],
    ['on the end day', '2026-01-01', '2026-11-05', 5, true],
    ['after the end', '2026-01-01', '2026-11-05', 6, false],
  ] as const)('%s', (_, start, end, n, employed) => {
    expect(cellOn(calendar([person('a', start, end)]), 0, n).employed).toBe(employed);
  });

  it('leaves out someone not employed at any time in the period, and their requests', () => {
    const c = calendar([person('a'), person('b', '2026-12-01')], [request('r1', 'pb', 'Pending', [day(2)])]);
    expect(c.rows.map((r) => r.key)).toEqual(['a']);
    expect(c.statusCount.Pending).toBe(0);
  });

  it('gives each day the profile in force (a returning crew member has two)', () => {
    const back: CalendarPerson = {
      key: 'a',
      name: 'A',
      spans: [
        { profileId: 'old', startDate: '2026-01-01', endDate: '2026-11-02' },
        { profileId: 'new', startDate: '2026-11-05', endDate: null },
      ],
      isOnBoard: true,
    };
    const c = calendar([back]);
    expect(c.rows[0]!.cells.map((x) => x.profileId)).toEqual(['old', 'old', null, null, 'new', 'new', 'new']);
  });

  it('counts crew without a leave profile on board, with no profile for a request', () => {
    const c = calendar([
      { key: 'x', name: 'X', spans: [{ profileId: null, startDate: FROM, endDate: null }], isOnBoard: true },
    ]);
    expect(c.onBoard).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(c.rows[0]!.cells[0]).toMatchObject({ employed: true, profileId: null });
  });
});

describe('leaveCalendar: which requests show, and how', () => {
  it.each([
    ['Approved', true, false],
    ['Checked', true, false],
    ['Pending', true, true],
    ['Draft', true, true],
    ['Denied', false, null],
    ['Empty', false, null],
  ] as const)('%s: shown %s, tentative %s', (status, shown, tentative) => {
    const booking = cellOn(calendar([person('a')], [request('r', 'pa', status, [day(3)])]), 0, 3).booking;
    expect(booking !== null).toBe(shown);
    if (booking) expect(booking).toEqual({ requestId: 'r', leaveTypeId: 1, status, tentative });
  });

  it.each([
    ['leave over pending', 'Pending', 'Approved', 'Approved'],
    ['leave over a draft', 'Checked', 'Draft', 'Checked'],
    ['pending over a draft', 'Draft', 'Pending', 'Pending'],
    ['the first of two approved (by id)', 'Approved', 'Approved', 'Approved'],
    ['anything over denied', 'Denied', 'Draft', 'Draft'],
  ])('where requests meet: %s', (_, first, second, wins) => {
    const c = calendar(
      [person('a')],
      [request('r1', 'pa', first, [day(3)]), request('r2', 'pa', second, [day(3)])],
    );
    const booking = cellOn(c, 0, 3).booking!;
    expect(booking.status).toBe(wins);
    if (first === second) expect(booking.requestId).toBe('r1');
  });

  it('ignores requests of profiles not in the table, and days outside the period', () => {
    const c = calendar(
      [person('a')],
      [request('r1', 'gone', 'Approved', [day(2)]), request('r2', 'pa', 'Approved', ['2026-10-31', day(1)])],
    );
    expect(c.rows[0]!.cells.filter((x) => x.booking).length).toBe(1);
    expect(cellOn(c, 0, 1).booking?.requestId).toBe('r2');
  });

  it('draws consecutive days of one request and type as one run', () => {
    const c = calendar(
      [person('a')],
      [
        {
          ...request('r1', 'pa', 'Approved', [day(1), day(2), day(3)]),
          days: [
            { date: day(1), leaveTypeId: 3 },
            { date: day(2), leaveTypeId: 1 },
            { date: day(3), leaveTypeId: 1 },
          ],
        },
        request('r2', 'pa', 'Pending', [day(4), day(5)]),
        request('r3', 'pa', 'Approved', [day(7)]),
      ],
    );
    expect(c.rows[0]!.runs.map((r) => [r.requestId, r.leaveTypeId, r.start, r.length, r.tentative])).toEqual([
      ['r1', 3, 0, 1, false],
      ['r1', 1, 1, 2, false],
      ['r2', 1, 3, 2, true],
      ['r3', 1, 6, 1, false],
    ]);
  });
});

describe('leaveCalendar: crew on board', () => {
  const crew = [person('a'), person('b'), person('c', '2026-11-03')];
  it.each([
    ['no leave', [], [2, 2, 3, 3, 3, 3, 3], [2, 2, 3, 3, 3, 3, 3]],
    [
      'approved leave (off board)',
      [request('r', 'pa', 'Approved', [day(4), day(5)])],
      [2, 2, 3, 2, 2, 3, 3],
      null,
    ],
    ['checked travel (off board)', [request('r', 'pb', 'Checked', [day(1)], 3)], [1, 2, 3, 3, 3, 3, 3], null],
    [
      'approved work days (on board)',
      [request('r', 'pa', 'Approved', [day(4)], 2)],
      [2, 2, 3, 3, 3, 3, 3],
      null,
    ],
    [
      'pending leave',
      [request('r', 'pa', 'Pending', [day(4)])],
      [2, 2, 3, 3, 3, 3, 3],
      [2, 2, 3, 2, 3, 3, 3],
    ],
    ['a draft', [request('r', 'pa', 'Draft', [day(4)])], [2, 2, 3, 3, 3, 3, 3], [2, 2, 3, 3, 3, 3, 3]],
    ['denied leave', [request('r', 'pa', 'Denied', [day(4)])], [2, 2, 3, 3, 3, 3, 3], [2, 2, 3, 3, 3, 3, 3]],
    [
      'approved work day under pending leave (still away if approved)',
      [request('r1', 'pa', 'Approved', [day(4)], 2), request('r2', 'pa', 'Pending', [day(4)])],
      [2, 2, 3, 3, 3, 3, 3],
      [2, 2, 3, 2, 3, 3, 3],
    ],
  ] as const)('with %s', (_, requests, onBoard, ifPending) => {
    const c = calendar(crew, [...requests]);
    expect(c.employed).toEqual([2, 2, 3, 3, 3, 3, 3]);
    expect(c.onBoard).toEqual(onBoard);
    expect(c.onBoardIfPending).toEqual(ifPending ?? onBoard);
  });

  it('counts a type’s days by the on-board flag it had on each day: a later change does not rewrite them', () => {
    // 'Leave' counted as on board until 4 Nov, off board from then on.
    const types = [
      {
        id: 1,
        isOnBoard: false,
        rulesBefore: [{ until: day(4), effect: 1 as const, isNil: false, isOnBoard: true }],
      },
    ];
    const c = leaveCalendar({
      people: crew,
      requests: [request('r', 'pa', 'Approved', [day(3), day(4), day(5)])],
      types,
      from: FROM,
      to: TO,
      today: FROM,
    });
    expect(c.onBoard).toEqual([2, 2, 3, 2, 2, 3, 3]);
    // A change kept before the flag was (no isOnBoard) says nothing of it: today's flag holds.
    const older = [
      { id: 1, isOnBoard: false, rulesBefore: [{ until: day(4), effect: 0 as const, isNil: false }] },
    ];
    const d = leaveCalendar({
      people: crew,
      requests: [request('r', 'pa', 'Approved', [day(3)])],
      types: older,
      from: FROM,
      to: TO,
      today: FROM,
    });
    expect(d.onBoard).toEqual([2, 2, 2, 3, 3, 3, 3]);
  });

  it('does not count leave booked on a day its person is not employed', () => {
    const c = calendar([person('a', '2026-11-03')], [request('r', 'pa', 'Approved', [day(1), day(3)])]);
    expect(c.onBoard).toEqual([0, 0, 0, 1, 1, 1, 1]);
    expect(cellOn(c, 0, 1).booking?.requestId).toBe('r');
  });
});

// The leave table said 12 crew on board on M/Y Aurora while the Crew page said 10: it counted
// the two the crew list has ashore (its on-board switch), as nothing was booked for them.
describe('leaveCalendar: crew on board by the crew list', () => {
  const ashore = (key: string) => person(key, '2026-01-01', null, false);
  it.each([
    ['today inside the period: from today on', day(3), [3, 3, 1, 1, 1, 1, 1]],
    ['today before the period: every day', '2026-10-20', [1, 1, 1, 1, 1, 1, 1]],
    ['today after the period: no day (no record of before)', '2026-12-01', [3, 3, 3, 3, 3, 3, 3]],
    ['a bad today: no day', '2026-13-40', [3, 3, 3, 3, 3, 3, 3]],
  ])('does not count crew ashore on board, %s', (_, today, onBoard) => {
    const c = calendar([person('a'), ashore('b'), ashore('c')], [], FROM, TO, today);
    expect(c.employed).toEqual([3, 3, 3, 3, 3, 3, 3]);
    expect(c.onBoard).toEqual(onBoard);
    expect(c.onBoardIfPending).toEqual(onBoard);
    // With no leave, no day dips: those ashore by the list are out of the count, not a dip.
    expect(c.aboard).toEqual(onBoard);
    // Still on the table, with their days to book.
    expect(c.rows.map((r) => r.key)).toEqual(['a', 'b', 'c']);
  });

  it('counts someone ashore once, on leave or not, and pending leave of those on board still lowers it', () => {
    const c = calendar(
      [person('a'), ashore('b')],
      [request('r1', 'pb', 'Approved', [day(2), day(3)]), request('r2', 'pa', 'Pending', [day(5)])],
      FROM,
      TO,
      day(3),
    );
    expect(c.onBoard).toEqual([2, 1, 1, 1, 1, 1, 1]);
    expect(c.onBoardIfPending).toEqual([2, 1, 1, 1, 0, 1, 1]);
    // Only day 2 dips (b on leave while the list still counted them); from today none does.
    expect(c.aboard).toEqual([2, 2, 1, 1, 1, 1, 1]);
  });
});

describe('leaveCalendar: the status block', () => {
  it('counts each request with a day in the period once, by status', () => {
    const c = calendar(
      [person('a'), person('b')],
      [
        request('r1', 'pa', 'Draft', [day(1)]),
        request('r2', 'pa', 'Pending', ['2026-10-30', '2026-10-31', day(1)]),
        request('r3', 'pb', 'Pending', [day(6), day(7), '2026-11-08']),
        request('r4', 'pb', 'Approved', [day(2), day(3)]),
        request('r5', 'pb', 'Denied', [day(4)]),
        request('r6', 'pb', 'Checked', [day(5)]),
        request('r7', 'pb', 'Checked', ['2026-11-09']),
        request('r8', 'pb', 'Empty', [day(5)]),
      ],
    );
    expect(c.statusCount).toEqual({ Draft: 1, Pending: 2, Approved: 1, Denied: 1, Checked: 1 });
    // Each person's own, for the block when the search picks one.
    expect(c.rows[0]!.statusCount).toEqual({ Draft: 1, Pending: 1, Approved: 0, Denied: 0, Checked: 0 });
    expect(c.rows[1]!.statusCount).toEqual({ Draft: 0, Pending: 1, Approved: 1, Denied: 1, Checked: 1 });
  });
});

describe('leaveCalendar: invariants', () => {
  const statuses = ['Draft', 'Pending', 'Approved', 'Denied', 'Checked', 'Empty'];
  const arbitraryRequest = fc.record({
    profile: fc.constantFrom('pa', 'pb', 'pc'),
    status: fc.constantFrom(...statuses),
    start: fc.integer({ min: 1, max: 30 }),
    length: fc.integer({ min: 1, max: 10 }),
    type: fc.constantFrom(1, 2, 3),
  });
  it('on board never exceeds employed, and pending approvals only lower it', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryRequest, { maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: -5, max: 35 }),
        (list, onBoardNow, todayAt) => {
          const requests = list.map((r, i) => {
            const dates = Array.from(
              { length: r.length },
              (_, d) => `2026-11-${String(Math.min(30, r.start + d)).padStart(2, '0')}`,
            );
            return request(`r${i}`, r.profile, r.status, [...new Set(dates)], r.type);
          });
          const today = isoOfDayNumber(dayNumber('2026-11-01') + todayAt);
          const c = calendar(
            [
              person('a', '2026-01-01', null, onBoardNow[0]),
              person('b', '2026-11-10', null, onBoardNow[1]),
              person('c', '2026-01-01', '2026-11-20', onBoardNow[2]),
            ],
            requests,
            '2026-11-01',
            '2026-11-30',
            today,
          );
          c.dates.forEach((date, i) => {
            expect(c.onBoard[i]!).toBeLessThanOrEqual(c.aboard[i]!);
            expect(c.aboard[i]!).toBeLessThanOrEqual(c.employed[i]!);
            // From today, no more on board than the crew list has on board.
            if (date >= today) expect(c.onBoard[i]!).toBeLessThanOrEqual(onBoardNow.filter(Boolean).length);
            expect(c.onBoardIfPending[i]!).toBeLessThanOrEqual(c.onBoard[i]!);
            expect(c.onBoardIfPending[i]!).toBeGreaterThanOrEqual(0);
          });
          for (const row of c.rows) {
            const drawn = row.runs.reduce((n, r) => n + r.length, 0);
            expect(drawn).toBe(row.cells.filter((x) => x.booking).length);
            for (const cell of row.cells) expect(['Denied', 'Empty']).not.toContain(cell.booking?.status);
          }
        },
      ),
    );
  });
});
