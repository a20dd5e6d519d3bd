import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brand/brand';
import { vesselLinks } from './navigation';

/** Doc 2, sections 2 and 6: 'Vessel Certs' at path certs for level 4+ or the certificate approval group. */
describe('the Vessel Certs entry', () => {
  const on = { codename: 'aurora', modules: ['admin', 'certs'] };
  const off = { codename: 'solstice', modules: ['admin'] };
  const entry = (v: typeof on, level: number | null, inCertApprovalGroup = false) =>
    vesselLinks(v, level, BRANDS.crew, { inCertApprovalGroup }).find((l) => l.label === 'Vessel Certs');

  it.each([
    [2, false, false],
    [3, false, false],
    [4, false, true],
    [5, false, true],
    [6, false, true],
    [8, false, true],
    [-1, false, true], // the super user reaches every level
    [2, true, true],
    [3, true, true],
    [null, true, false], // no role on the vessel: no entry, group or not
  ] as const)('level %s, in the group %s: shown %s', (level, group, shown) => {
    const link = entry(on, level, group);
    if (shown)
      expect(link).toEqual({
        to: '/fleet/aurora/certs',
        label: 'Vessel Certs',
        icon: 'certificate',
        off: false,
      });
    else expect(link).toBeUndefined();
  });

  it('with the module off: greyed for level 4+ (to where it is switched on), hidden below, group or not', () => {
    expect(entry(off, 4)).toEqual({
      to: '/fleet/solstice/accounts/modules',
      label: 'Vessel Certs',
      icon: 'certificate',
      off: true,
    });
    expect(entry(off, 2, true)).toBeUndefined();
    expect(entry({ ...off, greyModulesHidden: true } as typeof off, 6)).toBeUndefined();
  });

  it('comes after Documents (position 1) and before Leave (position 6)', () => {
    const labels = vesselLinks(
      { codename: 'aurora', modules: ['admin', 'certs', 'docs', 'leave'] },
      6,
      BRANDS.crew,
      {
        docsAccess: true,
      },
    ).map((l) => l.label);
    expect(labels.indexOf('Vessel Certs')).toBe(labels.indexOf('Documents') + 1);
    expect(labels.indexOf('Leave')).toBe(labels.indexOf('Vessel Certs') + 1);
  });
});
