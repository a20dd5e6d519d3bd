import { describe, expect, it } from 'vitest';
import { moduleEntry, moduleOn } from './modules';

describe('module entries', () => {
  const off = { modules: ['admin', 'crew'] };
  it('admin is always on; others only when the vessel lists them', () => {
    expect(moduleOn({ modules: [] }, 'admin')).toBe(true);
    expect(moduleOn(off, 'hoursofrest')).toBe(false);
    expect(moduleOn(off, 'crew')).toBe(true);
  });
  it('an off module is greyed for level 4+, hidden below, and hidden when the vessel hides greyed ones', () => {
    expect(moduleEntry(off, 'hoursofrest', 4)).toBe('greyed');
    expect(moduleEntry(off, 'hoursofrest', -1)).toBe('greyed'); // super user
    expect(moduleEntry(off, 'hoursofrest', 2)).toBe('hidden');
    expect(moduleEntry({ ...off, greyModulesHidden: true }, 'hoursofrest', 8)).toBe('hidden');
    expect(moduleEntry(off, 'crew', 2)).toBe('live');
  });
});
