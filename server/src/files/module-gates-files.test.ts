import { FILE_PURPOSE_NAMES, FILE_PURPOSES, type FilePurpose } from '@contracts/file-purposes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATED, type Gated, type GateTestServer, gateServer } from '../../testing/module-gate-kit';

/**
 * Issue 30, section 3: a module that is off on a vessel yields no files of that module for that
 * vessel (GET /files/{id} and its /meta answer 404, as for a file the caller may not see). Which
 * module a purpose belongs to is what the purpose table declares (@contracts/file-purposes, with
 * the spec's reasons); each module's testing/gate-rows.ts stores a file of its purposes.
 */
const PURPOSES = FILE_PURPOSE_NAMES;
const OWNER = (p: FilePurpose): Gated => FILE_PURPOSES[p].module;

let t: GateTestServer;
beforeAll(async () => {
  t = await gateServer();
}, 120_000);
afterAll(() => t.s.close());

/** What GET /files/{id} and GET /files/{id}/meta answer `who` for the file of each purpose. */
const answers = async (who: string) => {
  const out: Record<string, [number, number]> = {};
  for (const p of PURPOSES) {
    const get = await t.call(who, 'GET', `/files/${t.files[p]}`);
    const meta = await t.call(who, 'GET', `/files/${t.files[p]}/meta`);
    out[p] = [get.status, meta.status];
  }
  return out;
};
const all = (status: number) => Object.fromEntries(PURPOSES.map((p) => [p, [status, status]]));

describe('GET /files/{id} with every module on', () => {
  it('serves the fleet manager a file of every purpose on Aurora', async () => {
    expect(await answers('fleet')).toEqual(all(200));
  });
});

describe.each(GATED)('the %s module off on Aurora', (key) => {
  it('no file of its purposes is served, every other one is', async () => {
    await t.setModule(key, false);
    try {
      const expected = Object.fromEntries(
        PURPOSES.map((p) => [p, OWNER(p) === key ? [404, 404] : [200, 200]]),
      );
      expect(await answers('fleet')).toEqual(expected);
    } finally {
      await t.setModule(key, true);
    }
    expect(await answers('fleet')).toEqual(all(200));
  });
});

describe('the crew member’s own files', () => {
  it('their passport and their leave ticket are not served with the crew or leave module off', async () => {
    const own = async () => [
      (await t.call('crew', 'GET', `/files/${t.files.crewDocument}`)).status,
      (await t.call('crew', 'GET', `/files/${t.files.leaveAttachment}`)).status,
    ];
    expect(await own()).toEqual([200, 200]);
    await t.setModule('crew', false);
    await t.setModule('leave', false);
    try {
      expect(await own()).toEqual([404, 404]);
    } finally {
      await t.setModule('crew', true);
      await t.setModule('leave', true);
    }
    expect(await own()).toEqual([200, 200]);
  });
});
