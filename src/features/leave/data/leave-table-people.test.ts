import { describe, expect, it } from 'vitest';
import { crew, profile } from '../../../../tests/kits/leave-test-rows';
import type { Position } from '../../../contracts/crew';
import { crewState } from '../../../domain/crew/crew-display';
import { leaveCalendar } from '../../../domain/leave/leave-calendar';
import { leaveTablePeople, matchPeople } from './leave-table-people';
import { readFieldsToShow, TABLE_FIELDS } from './use-fields-to-show';

const positions: Position[] = [
  { id: 7, vesselId: 1, name: 'Bosun', order: 1, deleted: false, version: 1, departmentId: null },
];

describe('leaveTablePeople', () => {
  it('puts everyone in the crew order with their position, or their role', () => {
    const people = leaveTablePeople(
      [
        crew(1, 'Young', { crewOrder: 2 }),
        crew(2, 'Adams', { positionId: 7, crewOrder: 1 }),
        crew(3, 'Brown'),
      ],
      [profile('p1', 1), profile('p2', 2), profile('p3', 3)],
      positions,
    );
    expect(people.map((p) => [p.name, p.detail])).toEqual([
      ['A Adams', 'Bosun'],
      ['A Young', 'Crew'],
      ['A Brown', 'Crew'],
    ]);
    // The surname apart, for a long name to keep it whole.
    expect(people.map((p) => [p.given, p.surname])).toEqual([
      ['A', 'Adams'],
      ['A', 'Young'],
      ['A', 'Brown'],
    ]);
  });

  it.each([
    [
      'a profile: its dates',
      [profile('p', 1, { startDate: '2026-02-01', endDate: '2026-06-30' })],
      {},
      [{ profileId: 'p', startDate: '2026-02-01', endDate: '2026-06-30' }],
    ],
    [
      'two profiles (a returning crew member): both, oldest first; a deleted one not',
      [
        profile('new', 1, { startDate: '2026-03-01' }),
        profile('old', 1, { startDate: '2025-01-01', endDate: '2025-12-31', active: false }),
        profile('gone', 1, { startDate: '2024-01-01', deleted: true }),
      ],
      {},
      [
        { profileId: 'old', startDate: '2025-01-01', endDate: '2025-12-31' },
        { profileId: 'new', startDate: '2026-03-01', endDate: null },
      ],
    ],
    [
      'no profile: the crew dates, no profile',
      [],
      { startDate: '2026-05-01', endDate: '2026-09-30' },
      [{ profileId: null, startDate: '2026-05-01', endDate: '2026-09-30' }],
    ],
    ['no profile, prospective: left out', [], { status: -1 }, null],
    ['no profile, no start date: left out', [], { startDate: null }, null],
    ['no profile, shore side (level 8): left out', [], { permissionLevel: 8 }, null],
  ] as const)('with %s', (_, profiles, over, spans) => {
    const people = leaveTablePeople([crew(1, 'A', over)], [...profiles], positions);
    expect(people[0]?.spans ?? null).toEqual(spans);
  });

  it('keeps a profile whose crew record is not on the device', () => {
    const people = leaveTablePeople([], [profile('p9', 9)], positions);
    expect(people).toMatchObject([{ key: '9', name: 'Crew member 9', profileIds: ['p9'] }]);
  });
});

// M/Y Aurora's leave table said 12 crew on board, its Crew page 10 (the two the list has ashore).
describe('the crew on board of the leave table and of the Crew page', () => {
  const today = '2026-12-05';
  const crewList = [
    crew(1, 'Grant', { permissionLevel: 8, isOnBoard: false }), // shore side
    crew(2, 'Whitfield'),
    crew(3, 'Holm', { isOnBoard: false }), // ashore, a leave profile
    crew(4, 'Walsh', { isOnBoard: false }), // ashore, no profile
    crew(5, 'Taylor'),
    crew(6, 'Left', { status: 2, endDate: '2026-11-30', isOnBoard: false }),
  ];
  const profiles = [
    profile('p2', 2),
    profile('p3', 3),
    profile('p5', 5),
    profile('p6', 6, { endDate: '2026-11-30', active: false }),
    profile('p9', 9), // crew record not on this device
  ];

  it('is one figure today: those the crew list has on board', () => {
    const people = leaveTablePeople(crewList, profiles, positions);
    expect(people.map((p) => [p.key, p.isOnBoard]).sort()).toEqual([
      ['2', true],
      ['3', false],
      ['4', false],
      ['5', true],
      ['6', false],
      ['9', false],
    ]);
    const c = leaveCalendar({ people, requests: [], types: [], from: '2026-12-01', to: '2026-12-31', today });
    // The Crew page's count (crew-list-page.tsx): on the list now, and switched on board.
    const crewPage = crewList.filter((x) => crewState(x, today) !== 'former' && x.isOnBoard).length;
    expect(crewPage).toBe(2);
    expect(c.onBoard[c.dates.indexOf(today)]).toBe(crewPage);
    expect(c.onBoard[c.dates.indexOf('2026-12-31')]).toBe(crewPage);
    // Everyone still employed has a row and counts as employed.
    expect(c.employed[c.dates.indexOf(today)]).toBe(5);
  });
});

describe('matchPeople', () => {
  const people = [
    { name: 'Sam Taylor', detail: 'Deckhand' },
    { name: 'Alex Morgan', detail: 'Chief Officer' },
    { name: 'Sam Ortiz', detail: 'Chef' },
  ];
  it.each([
    ['', ['Sam Taylor', 'Alex Morgan', 'Sam Ortiz']],
    ['sam', ['Sam Taylor', 'Sam Ortiz']],
    ['  SAM   tay ', ['Sam Taylor']],
    ['officer', ['Alex Morgan']],
    ['nobody', []],
  ])('%j finds %j', (text, names) => {
    expect(matchPeople(people, text).map((p) => p.name)).toEqual(names);
  });
});

describe('the leave table fields to show', () => {
  it('start with Available only, then follow the stored choice', () => {
    expect(readFieldsToShow(null, TABLE_FIELDS.initial)).toEqual(['available']);
    expect(readFieldsToShow('["worked"]', TABLE_FIELDS.initial)).toEqual(['worked']);
    expect(readFieldsToShow('{', TABLE_FIELDS.initial)).toEqual(['available']);
  });
});
