import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brand/brand';
import { vesselLinks } from './navigation';

/** Doc 1, section 2: 'Documents (position 1, path documents/lib0, only when the server grants docs access)'. */
describe('the Documents entry', () => {
  const aurora = { codename: 'aurora', modules: ['admin', 'docs', 'certs'] };
  const docs = (level: number, docsAccess: boolean, vessel = aurora) =>
    vesselLinks(vessel, level, BRANDS.crew, { docsAccess }).find((l) => l.label === 'Documents');

  it('leads to documents/lib0 when the server grants access, at any level', () => {
    expect(docs(2, true)).toEqual({
      to: '/fleet/aurora/documents/lib0',
      label: 'Documents',
      icon: 'file',
      off: false,
    });
    expect(docs(6, true)?.to).toBe('/fleet/aurora/documents/lib0');
  });

  it('is not there without the grant (docsCheck), whatever the level', () => {
    expect(docs(2, false)).toBeUndefined();
    expect(docs(8, false)).toBeUndefined();
  });

  it('comes before Vessel Certs (positions 1 and 2)', () => {
    const labels = vesselLinks(aurora, 6, BRANDS.crew, { docsAccess: true, inCertApprovalGroup: false }).map(
      (l) => l.label,
    );
    expect(labels.indexOf('Documents')).toBeLessThan(labels.indexOf('Vessel Certs'));
  });

  it('is greyed (leading to the modules) for level 4+ when the module is off, hidden below', () => {
    const off = { codename: 'solstice', modules: ['admin'] };
    expect(docs(4, false, off)).toMatchObject({ to: '/fleet/solstice/accounts/modules', off: true });
    expect(docs(2, false, off)).toBeUndefined();
  });
});
