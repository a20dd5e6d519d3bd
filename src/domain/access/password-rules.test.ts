import { describe, expect, it } from 'vitest';
import { INACTIVITY_LIMIT_MS, inactiveTooLong } from './inactivity';
import { passwordForms } from './password-form';
import { passwordProblem, ruleStates } from './password-rules';
import { localPath } from './redirect';

describe('the four password rules', () => {
  it('show nothing before typing, then each passed or failed', () => {
    expect(ruleStates('')).toEqual(['empty', 'empty', 'empty', 'empty']);
    expect(ruleStates('harbour')).toEqual(['failed', 'failed', 'failed', 'passed']);
    expect(ruleStates('HARBOUR2027')).toEqual(['passed', 'passed', 'passed', 'failed']);
  });

  it("count letters of any language, and name the first rule broken in the spec's words", () => {
    expect(passwordProblem('Ærøskøbing1')).toBeNull();
    expect(passwordProblem('Harbour2')).toBeNull();
    expect(passwordProblem('Harb2')).toBe('Min length is 8 characters.');
    expect(passwordProblem('harbour2027')).toBe('Field should contain at least one uppercase');
    expect(passwordProblem('Harbourside')).toBe('Field should contain at least one number');
  });
});

describe('the inactivity lock', () => {
  it('locks past 20 minutes, not at them, and never without a record of activity', () => {
    expect(inactiveTooLong(0, INACTIVITY_LIMIT_MS)).toBe(false);
    expect(inactiveTooLong(0, INACTIVITY_LIMIT_MS + 1)).toBe(true);
    expect(inactiveTooLong(null, Date.now())).toBe(false);
  });
});

describe('where a login goes back to', () => {
  it('is a path of this app, never another site', () => {
    expect(localPath('/fleet/aurora/hours-of-rest/calendar?month=2026-11', '/fleet')).toBe(
      '/fleet/aurora/hours-of-rest/calendar?month=2026-11',
    );
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      null,
    ])
      expect(localPath(bad, '/fleet')).toBe('/fleet');
  });
});

describe('password forms', () => {
  it('checks the NFKC form first, and the raw form only when it differs', () => {
    expect(passwordForms('Harbour2027')).toEqual(['Harbour2027']);
    expect(passwordForms('Cafe\u0301Harbour27')).toEqual(['Caf\u00e9Harbour27', 'Cafe\u0301Harbour27']);
    // Full-width letters a phone keyboard may give are their plain letters.
    expect(passwordForms('\uff28arbour2027')[0]).toBe('Harbour2027');
  });

  it('are judged by the rules in the form that is hashed', () => {
    // 9 UTF-16 units that NFKC folds into 3 characters ("Ậệ1"): too short.
    expect(passwordProblem('\u{1d400}\u0323\u0302\u{1d41e}\u0323\u03021')).toBe(passwordProblem('Ab1'));
    // Full-width digits are digits.
    expect(passwordProblem('Harbour\uff12\uff10\uff12\uff17')).toBeNull();
  });
});
