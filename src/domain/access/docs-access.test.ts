import { describe, expect, it } from 'vitest';
import {
  type DocsStanding,
  docsAccessFlags,
  hasDocsAccess,
  isCaptainRole,
  locksOut,
  managesDocsSettings,
  uploadsDocs,
} from './docs-access';

const on = (level: number | null, roleName: string, docsCheck = false): DocsStanding => ({
  level,
  roleName,
  moduleOn: true,
  docsCheck,
});

describe('the docs module rule', () => {
  it.each([
    // level, role, docsCheck, access
    [2, 'Crew', false, true],
    [6, 'Captain', false, true],
    [2, 'Crew', true, false],
    [5, 'Purser', true, false],
    [6, 'Captain', true, false],
    [6, 'Chief Engineer', true, true],
    [8, 'Fleet Manager', true, true],
    [-1, 'Super user', true, true],
    [null, '', false, false],
  ] as const)('level %s (%s), docsCheck %s: %s', (level, role, check, access) => {
    expect(hasDocsAccess(on(level, role, check))).toBe(access);
  });

  it('is closed when the module is off, whatever the level', () => {
    expect(hasDocsAccess({ ...on(8, 'Fleet Manager'), moduleOn: false })).toBe(false);
  });

  it('knows the Captain however the role is written', () => {
    expect(isCaptainRole(' captain ')).toBe(true);
    expect(isCaptainRole('CAPTAIN')).toBe(true);
    expect(isCaptainRole('Staff Captain')).toBe(false);
  });
});

describe('what access allows', () => {
  it('uploads from level 4, settings from level 5, both only with access', () => {
    expect([2, 4, 5, 6].map((l) => uploadsDocs(on(l, 'x')))).toEqual([false, true, true, true]);
    expect([2, 4, 5, 6].map((l) => managesDocsSettings(on(l, 'x')))).toEqual([false, false, true, true]);
    expect(uploadsDocs(on(6, 'Captain', true))).toBe(false);
    expect(managesDocsSettings(on(8, 'Fleet Manager', true))).toBe(true);
  });

  it('gives the flags of the settings', () => {
    expect(docsAccessFlags(on(4, 'Officer'))).toEqual({
      accessToDocsModule: true,
      accessToUploadDocs: true,
      accessToDocsModuleSettings: false,
    });
  });

  it('says when turning docsCheck on would lock the caller out', () => {
    expect(locksOut(on(5, 'Purser'), true)).toBe(true);
    expect(locksOut(on(6, 'Captain'), true)).toBe(true);
    expect(locksOut(on(8, 'Fleet Manager'), true)).toBe(false);
    expect(locksOut(on(5, 'Purser'), false)).toBe(false);
  });
});
