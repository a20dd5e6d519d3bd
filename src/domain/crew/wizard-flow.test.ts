import { describe, expect, it } from 'vitest';
import {
  entersPersonalDetails,
  outstandingItems,
  statusForStart,
  stepAfter,
  wizardSteps,
} from './wizard-flow';

describe('add-crew wizard flow', () => {
  it('has the manual path ask for personal details, the request path not', () => {
    expect(wizardSteps('manual')).toEqual([
      'details',
      'position',
      'crewDetails',
      'requirements',
      'documents',
      'summary',
    ]);
    expect(wizardSteps('request')).toEqual(['details', 'position', 'requirements', 'summary']);
    expect(stepAfter('request', 'position')).toBe('requirements');
    expect(stepAfter('manual', 'requirements')).toBe('documents');
    expect(stepAfter('manual', 'summary')).toBe('summary');
    expect(wizardSteps(null)).toEqual(wizardSteps('manual'));
  });

  it('makes a prospective crew member whose start date has come Current Crew, and says so', () => {
    expect(statusForStart(-1, '2026-11-25', '2026-11-25')).toEqual({ status: 1, warned: true });
    expect(statusForStart(-1, '2026-11-01', '2026-11-25')).toEqual({ status: 1, warned: true });
    expect(statusForStart(-1, '', '2026-11-25')).toEqual({ status: 1, warned: true });
    expect(statusForStart(-1, '2026-11-26', '2026-11-25')).toEqual({ status: -1, warned: false });
    expect(statusForStart(1, '2026-11-01', '2026-11-25')).toEqual({ status: 1, warned: false });
  });

  it('leaves manual entry to payroll (level 5 and above, and the super user)', () => {
    expect(entersPersonalDetails(4)).toBe(false);
    expect(entersPersonalDetails(5)).toBe(true);
    expect(entersPersonalDetails(-1)).toBe(true);
    expect(entersPersonalDetails(null)).toBe(false);
  });

  it('lists what the crew member still has to give', () => {
    expect(outstandingItems('request', { personal: true, nextOfKin: true, bank: true })).toEqual([
      'Personal details',
      'Next of kin',
      'Bank details',
    ]);
    expect(outstandingItems('manual', { personal: true, nextOfKin: false, bank: true })).toEqual([
      'Next of kin',
    ]);
    expect(outstandingItems('manual', { personal: true, nextOfKin: true, bank: true })).toEqual([]);
  });
});
