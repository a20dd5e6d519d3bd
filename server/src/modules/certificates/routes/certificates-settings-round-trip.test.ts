import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * PUT /cert/yachtData takes back what its GET answered: the read-only version and module state
 * as read are accepted (one field changed is saved); changed, they are refused, never ignored.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

const path = () => `/cert/yachtData/${t.aurora}`;
const read = async () => (await t.call('fleet', 'GET', path())).json();
const put = async (body: object) => {
  const res = await t.call('fleet', 'PUT', path(), body);
  return { status: res.status, body: await res.json() };
};

describe('Required Settings sent back as read', () => {
  it('are saved with the one field changed', async () => {
    const copy = await read();
    const saved = await put({ ...copy, flag: 'Niue' });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBeGreaterThan(copy.version);
    expect(await read()).toMatchObject({ flag: 'Niue', version: saved.body.version });
  });

  it('an older version is a 409; another module state is refused under its name', async () => {
    const copy = await read();
    await put({ ...copy, flag: 'Malta' });
    const stale = await put({ ...copy, flag: 'Panama' });
    expect(stale).toEqual({ status: 409, body: { message: MSG.notLatestCopy } });
    const now = await read();
    expect(now.flag).toBe('Malta');
    const state = await put({ ...now, certsModuleInitialized: false, flag: 'Panama' });
    expect(state.status).toBe(400);
    expect(state.body.errorList).toEqual([
      { property: 'certsModuleInitialized', message: MSG.readOnlyField },
    ]);
    expect((await read()).flag).toBe('Malta');
  });
});
