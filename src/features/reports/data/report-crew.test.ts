import { describe, expect, it } from 'vitest';
import { crew as crewRow } from '../../../../tests/kits/leave-test-rows';
import type { CrewRecord } from '../../../contracts/crew';
import { deviceReportCrew, monthsBefore, reportCrewListPath } from './report-crew';

const TODAY = '2026-07-15';
// The leave tests' crew row, named as the crew list shows it.
const crew = (id: number, more: Partial<CrewRecord>): CrewRecord =>
  crewRow(id, `Last${id}`, {
    userId: id,
    firstName: `First${id}`,
    email: '',
    startDate: '2024-01-01',
    ...more,
  });

const rows = [
  crew(1, { crewOrder: 2 }),
  crew(2, { crewOrder: 1 }),
  crew(3, { status: 2, endDate: '2026-01-10' }),
  crew(4, { endDate: '2025-07-14' }),
  crew(5, { status: -1 }),
  crew(6, { endDate: '2025-07-15', lastName: 'Aaa' }),
];

describe('the crew a report can list, offline', () => {
  it('current crew: serving now, in crew order; prospective and former left out', () => {
    const out = deviceReportCrew(rows, new Set([2]), 0, TODAY);
    expect(out.map((r) => [r.crewID, r.hasLeaveProfile])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('x-crew: those who left in the last 12 months, the day 12 months back included', () => {
    expect(deviceReportCrew(rows, new Set(), 1, TODAY).map((r) => r.crewID)).toEqual([6, 3]);
  });

  it.each([
    ['2026-07-15', 12, '2025-07-15'],
    ['2026-01-31', 1, '2025-12-31'],
    ['2024-02-29', 12, '2023-02-29'],
  ])('%s minus %i months is %s', (day, months, out) => {
    expect(monthsBefore(day, months)).toBe(out);
  });

  it('asks the server 12 months back, with the report and the crew type', () => {
    expect(reportCrewListPath(1, 'crewandguests', 1)).toBe(
      '/reportCrewList/1?wasCrewXMonthsAgo=12&reportName=crewandguests&crewType=1',
    );
  });
});
