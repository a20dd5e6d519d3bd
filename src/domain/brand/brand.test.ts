import { describe, expect, it } from 'vitest';
import { BRANDS, instanceOf, moduleSwitchPath } from './brand';

describe('the two instances', () => {
  it('reads the configured instance, the yacht-crew one unless HR is named', () => {
    expect(instanceOf('hr')).toBe('hr');
    expect(instanceOf('crew')).toBe('crew');
    expect(instanceOf(undefined)).toBe('crew');
    expect(instanceOf('retail')).toBe('crew');
  });

  it('gives each its own title, inbox heading and logo; HR an academy link and no Accounts', () => {
    const { crew, hr } = BRANDS;
    expect(new Set([crew.name, hr.name]).size).toBe(2);
    expect(crew.inboxHeading).not.toBe(hr.inboxHeading);
    expect(crew.logo).not.toBe(hr.logo);
    expect([crew.academy, hr.academy]).toEqual([null, '/page/academy']);
    expect([crew.accounts, hr.accounts]).toEqual([true, false]);
  });

  it('sends a module that is off to Accounts, or to support where there is none', () => {
    expect(moduleSwitchPath(BRANDS.crew, 'aurora')).toBe('/fleet/aurora/accounts/modules');
    expect(moduleSwitchPath(BRANDS.hr, 'aurora')).toBe('/fleet/aurora/support');
  });
});
