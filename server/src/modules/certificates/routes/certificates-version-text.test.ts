import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * A certificate or the Required Settings sent back as read carry its `version`: as the number or
 * as its text ("1754", as the spec's .NET reader takes numbers) it is the same copy; an older one
 * is a 409; a version that is no whole number is refused by name with the spec's numeric rule,
 * never answered as a conflict ("not the latest copy") the client cannot leave.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

const badVersion = { message: MSG.status400, errorList: [{ property: 'version', message: MSG.numeric }] };

describe('a version sent back as text', () => {
  it('Required Settings: the same copy as text; no number is a 400 naming it', async () => {
    const path = `/cert/yachtData/${t.aurora}`;
    const read = await (await t.call('fleet', 'GET', path)).json();
    const ok = await t.call('fleet', 'PUT', path, { ...read, version: String(read.version) });
    expect(ok.status, await ok.clone().text()).toBe(200);
    for (const version of ['abc', '1e3', -1]) {
      const res = await t.call('fleet', 'PUT', path, { ...read, version });
      expect([version, res.status, await res.json()]).toEqual([version, 400, badVersion]);
    }
  });

  it('a certificate: the same copy as text, an older one 409, no number a 400 naming it', async () => {
    const cert = await t.demoCert('CL01');
    const path = `/certsDetail/certificate/${cert.id}`;
    const read = await (await t.call('captain', 'GET', path)).json();
    const ok = await t.call('captain', 'POST', path, {
      ...read,
      version: String(read.version),
      certificateComments: 'As text',
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const stale = await t.call('captain', 'POST', path, { ...read, version: String(read.version) });
    expect(stale.status).toBe(409);
    const fresh = await (await t.call('captain', 'GET', path)).json();
    for (const version of ['abc', '1e3', -1]) {
      const res = await t.call('captain', 'POST', path, { ...fresh, version });
      expect([version, res.status, await res.json()]).toEqual([version, 400, badVersion]);
    }
  });
});
