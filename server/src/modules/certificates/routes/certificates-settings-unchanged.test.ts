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

describe('the approval group and a requirement, set as they stand', () => {
  it('answer the stored version, reach no device and write no audit line; a real change does', async () => {
    const lines = async (action: string) =>
      Number(
        (
          await t.s.db.query<{ n: number }>('SELECT count(*) AS n FROM audit_log WHERE action = $1', [action])
        )[0]!.n,
      );
    const version = async (res: Response) => {
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { version: number }).version;
    };
    const member = t.userId.crew!;
    const joined = await version(
      await t.call('fleet', 'POST', `/certs/settings/${t.aurora}`, { userID: member }),
    );
    const { cursor } = await t.feed('fleet');
    const groupLines = await lines('cert.group');
    // Added again (a replay, or the user as read with inCertGroup true): nothing to do.
    for (const body of [{ userID: member }, { userID: member, inCertGroup: true }])
      expect(await version(await t.call('fleet', 'POST', `/certs/settings/${t.aurora}`, body))).toBe(joined);
    expect(await lines('cert.group')).toBe(groupLines);

    const on = { certificateTypeID: 'RD03', isActive: true };
    const first = await version(await t.call('fleet', 'POST', `/certificateRequirement/${t.aurora}`, on));
    const requirementLines = await lines('cert.requirement');
    expect(await version(await t.call('fleet', 'POST', `/certificateRequirement/${t.aurora}`, on))).toBe(
      first,
    );
    expect(await lines('cert.requirement')).toBe(requirementLines);
    expect((await t.feed('fleet', cursor)).certSettings ?? []).toEqual([
      expect.objectContaining({ vesselId: t.aurora, version: first }),
    ]);

    // A real change still moves the version.
    const off = await version(
      await t.call('fleet', 'POST', `/certificateRequirement/${t.aurora}`, { ...on, isActive: false }),
    );
    expect(off).toBeGreaterThan(first);
    const left = await version(await t.call('fleet', 'DELETE', `/certs/settings/${t.aurora}/${member}`));
    expect(left).toBeGreaterThan(off);
  });
});
