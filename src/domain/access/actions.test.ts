import { describe, expect, it } from 'vitest';
import { actionPath } from './actions';

const vessels = [
  { name: 'S/Y Meridian', codename: 'meridian' },
  { name: 'M/Y Aurora', codename: 'aurora' },
];

describe('named actions', () => {
  it('run for the first vessel by name, or the one the link names if it is the user’s', () => {
    expect(actionPath('countersign', vessels, null)).toBe('/fleet/aurora/hours-of-rest/records');
    expect(actionPath('countersign', vessels, 'meridian')).toBe('/fleet/meridian/hours-of-rest/records');
    expect(actionPath('hours-of-rest', vessels, 'someone-elses')).toBe(
      '/fleet/aurora/hours-of-rest/calendar',
    );
    expect(actionPath('inbox', vessels, null)).toBe('/inbox');
  });

  it('know no other actions, and need a vessel', () => {
    expect(actionPath('toString', vessels, null)).toBeNull();
    expect(actionPath('drop-tables', vessels, null)).toBeNull();
    expect(actionPath('welcome', [], null)).toBeNull();
  });
});
