import { describe, expect, it } from 'vitest';
import {
  type DocsStanding,
  docsAccessFlags,
  hasDocsAccess,
  isCaptainRole,
  managesDocsSettings,
  missingLibrary,
  turnsDocsCheck,
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

  it('turns docsCheck on and off alike: level 6+ other than the Captain, whichever way it stands', () => {
    for (const docsCheck of [false, true]) {
      const at = (level: number, role: string) => turnsDocsCheck({ ...on(level, role), docsCheck });
      expect(at(5, 'Purser')).toBe(false);
      expect(at(6, 'Captain')).toBe(false);
      expect(at(4, 'Officer')).toBe(false);
      expect(at(6, 'Chief Engineer')).toBe(true);
      expect(at(8, 'Fleet Manager')).toBe(true);
      expect(at(-1, 'Super user')).toBe(true);
    }
  });
});

describe('missingLibrary: a device without the library record', () => {
  const captain = { level: 6, roleName: 'Captain', moduleOn: true, docsCheck: false };
  it('waits for the sync only while it holds none of the vessel', () => {
    expect(missingLibrary(captain, 'nothing')).toBe('not-yet');
  });
  // Field day s59: after docsCheck was turned on, the captain's synced phone said the library
  // 'comes to this device with the next sync' with an Open Sync button: a dead end.
  it('is no access once the vessel is synced: the shore withholds it', () => {
    expect(missingLibrary(captain, 'recent')).toBe('no-access');
    expect(missingLibrary(captain, 'all')).toBe('no-access');
  });
  it('is no access at once for a level or a module without the library', () => {
    expect(missingLibrary({ ...captain, moduleOn: false }, 'nothing')).toBe('no-access');
    expect(missingLibrary({ ...captain, level: null }, 'nothing')).toBe('no-access');
  });
});
