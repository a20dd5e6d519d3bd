import { describe, expect, it } from 'vitest';
import { REPORT_TYPES } from '../../../contracts/reports';
import { BLOCK_TEXT, REPORT_GROUPS, REPORT_TITLES, reportBlock, startingReport } from './catalogue';

const kinds = REPORT_GROUPS.flatMap((g) => g.kinds);
const kindOf = (type: string) => kinds.find((k) => k.type === type)!;

describe('the reports page’s list', () => {
  it('lists every report type once, under the names of doc 3', () => {
    expect(kinds.map((k) => k.type).sort()).toEqual([...REPORT_TYPES].sort());
    expect(REPORT_TITLES).toEqual({
      crewandguests: 'Crew and guest list',
      salaryhistory: 'Salary history',
      salaryhistorycrew: 'Crew salaries',
      bankdetails: 'Bank details',
      personaldetails: 'Personal details',
      'LM-LeaveHistory': 'Leave history',
      'LM-LeaveIndividualSummary': 'Leave individual summary',
      accesscards: 'Access cards',
      crewissues: 'Crew issues',
    });
    for (const k of kinds) expect(k.holds.length).toBeGreaterThan(20);
  });

  it('greys the leave reports when the leave module is off, and only those', () => {
    const off = kinds.filter((k) => reportBlock(k, { leaveOn: false, online: true }) === 'leave-off');
    expect(off.map((k) => k.type)).toEqual(['LM-LeaveHistory', 'LM-LeaveIndividualSummary']);
    expect(kinds.every((k) => reportBlock(k, { leaveOn: true, online: true }) === null)).toBe(true);
    expect(BLOCK_TEXT['leave-off']).toMatch(/Leave module/);
  });

  it('offline, lets only the crew and guest list be made (on the device)', () => {
    const offline = { leaveOn: true, online: false };
    expect(reportBlock(kindOf('crewandguests'), offline)).toBeNull();
    expect(reportBlock(kindOf('bankdetails'), offline)).toBe('offline');
    // Leave off says so first: a connection would not help.
    expect(reportBlock(kindOf('LM-LeaveHistory'), { leaveOn: false, online: false })).toBe('leave-off');
  });

  it('opens a report named by the link (the Crew List entry) and nothing else', () => {
    expect(startingReport('crewandguests')).toBe('crewandguests');
    expect(startingReport('LM-LeaveHistory')).toBe('LM-LeaveHistory');
    expect(startingReport(null)).toBeNull();
    expect(startingReport('toString')).toBeNull();
    expect(startingReport('crew')).toBeNull();
  });
});
