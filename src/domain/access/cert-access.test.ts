import { describe, expect, it } from 'vitest';
import { certAccessFlags, deletesCerts, managesCertSettings, seesCerts } from './cert-access';

/** Doc 2, section 6, and our choices for what it leaves to the init flags (cert-access.ts). */
describe('certificate access', () => {
  const at = (level: number | null, inApprovalGroup = false) => ({ level, inApprovalGroup });

  it.each([
    [at(null), false],
    [at(null, true), false],
    [at(2), false],
    [at(3), false],
    [at(2, true), true],
    [at(4), true],
    [at(-1), true],
  ])('sees the register: %o -> %s', (standing, sees) => {
    expect(seesCerts(standing)).toBe(sees);
  });

  it('deletes from level 6; keeps the settings from level 5, the group not by itself', () => {
    expect([4, 5, 6, 8].map((l) => deletesCerts(at(l)))).toEqual([false, false, true, true]);
    expect(deletesCerts(at(2, true))).toBe(false);
    expect([4, 5].map((l) => managesCertSettings(at(l)))).toEqual([false, true]);
    expect(managesCertSettings(at(4, true))).toBe(false);
  });

  it('the init flag gates editing requirements and the Checked control, not the settings', () => {
    expect(certAccessFlags(at(5), false)).toEqual({
      accessToEditRequirements: false,
      accessToRequirements: true,
      accessToSettings: true,
      accessToCheckAttachments: false,
      isCertApprovalGroup: false,
    });
    expect(certAccessFlags(at(2, true), true)).toEqual({
      accessToEditRequirements: false,
      accessToRequirements: true,
      accessToSettings: false,
      accessToCheckAttachments: true,
      isCertApprovalGroup: true,
    });
    expect(certAccessFlags(at(4), true).accessToCheckAttachments).toBe(false);
  });
});
