import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * Required Settings saved as they stand are not a change: the stored version, nothing in the
 * feed for the devices, no audit line; a real change still moves the version.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

const path = () => `/cert/yachtData/${t.aurora}`;
const auditLines = async () =>
  Number(
    (
      await t.s.db.query<{ n: number }>(
        "SELECT count(*) AS n FROM audit_log WHERE action = 'cert.settings' AND entity_key = $1",
        [String(t.aurora)],
      )
    )[0]!.n,
  );
const save = async (body: object) => {
  const res = await t.call('fleet', 'PUT', path(), body);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { version: number }).version;
};

describe('Required Settings saved unchanged', () => {
  it('answer the stored version and reach no device; a real change does', async () => {
    const read = await (await t.call('fleet', 'GET', path())).json();
    expect(read.certsModuleInitialized).toBe(true);
    const { flag, class: klass, vesselParametersID, cruisingUSWaters } = read;
    const { cursor } = await t.feed('fleet');
    const lines = await auditLines();
    expect(await save({ flag, class: klass, vesselParametersID, cruisingUSWaters })).toBe(read.version);
    // Spaces around a text, or '' for an empty one, store the same.
    expect(await save({ flag: ` ${flag ?? ''} `, class: klass, vesselParametersID, cruisingUSWaters })).toBe(
      read.version,
    );
    expect((await t.feed('fleet', cursor)).certSettings ?? []).toEqual([]);
    expect(await auditLines()).toBe(lines);

    const changed = await save({ flag: 'Niue', class: klass, vesselParametersID, cruisingUSWaters });
    expect(changed).toBeGreaterThan(read.version);
    expect((await t.feed('fleet', cursor)).certSettings).toEqual([
      expect.objectContaining({ vesselId: t.aurora, flag: 'Niue', version: changed }),
    ]);
    expect(await auditLines()).toBe(lines + 1);
  });
});
