import type { CrewDetails, CrewPrivate, CrewRecord } from '@contracts/crew';
import { describe, expect, it } from 'vitest';
import { aurora, crewId, openCrewServer, opsAs, s, token } from '../../../../testing/crew-server';

/**
 * A save that changes nothing is not a change: it answers the stored version, and no device
 * downloads it over the satellite link, nor does the audit log show an edit that did not happen.
 */
openCrewServer();

type Feed = { cursor: number; crew?: CrewRecord[]; crewDetails?: CrewDetails[]; crewPrivate?: CrewPrivate[] };
const feed = async (since = 0) =>
  (await (await s.request(`/sync/changes?since=${since}`, { token: token.purser })).json()) as Feed;
const put = async (who: string, what: string, body: unknown) => {
  const res = await s.request(`/crewonyacht/${crewId.crew}/${what}`, {
    method: 'PUT',
    token: token[who],
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { version: number }).version;
};
const auditLines = async () =>
  Number(
    (
      await s.db.query<{ n: number }>(
        "SELECT count(*) AS n FROM audit_log WHERE entity = 'crew' AND entity_key = $1 AND action <> 'crew.viewed-private'",
        [String(crewId.crew)],
      )
    )[0]!.n,
  );
const mine = <T extends { crewId?: number; id?: number }>(rows: T[] | undefined) =>
  (rows ?? []).find((r) => (r.crewId ?? r.id) === crewId.crew);
const stored = async () => {
  const all = await feed();
  return { crew: mine(all.crew)!, details: mine(all.crewDetails), priv: mine(all.crewPrivate)! };
};

/** Runs saves that change nothing: each answers `version`, and nothing reaches the feed or the audit log. */
async function expectNoChange(version: number, saves: (() => Promise<number>)[]) {
  const { cursor } = await feed();
  const lines = await auditLines();
  for (const [i, save] of saves.entries()) expect(await save(), `save ${i}`).toBe(version);
  const after = await feed(cursor);
  expect(mine(after.crew)).toBeUndefined();
  expect(mine(after.crewDetails)).toBeUndefined();
  expect(mine(after.crewPrivate)).toBeUndefined();
  expect(await auditLines()).toBe(lines);
}

const NOK = ['nokName', 'nokRelationship', 'nokPhone', 'nokMobile', 'nokEmail', 'nokAddress'] as const;
const BANK = [
  'bankAccountOwner',
  'bankName',
  'bankAddress',
  'bankAccountNo',
  'bankIban',
  'bankSwift',
  'bankAdditionalInfo',
] as const;
const pick = (row: object, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, (row as Record<string, unknown>)[k]]));

describe('next of kin and bank details', () => {
  it('an empty save and a save of the stored values keep the version, the feed and the audit log', async () => {
    await put('purser', 'nok', { nokName: 'Ann Lee', nokPhone: '+44 1234', nokMobile: null });
    const { priv } = await stored();
    await expectNoChange(priv.version, [
      () => put('purser', 'nok', {}),
      () => put('purser', 'nok', pick(priv, NOK)),
      // Sent with spaces around, or as '' for an empty one: stored the same.
      () => put('crew', 'nok', { ...pick(priv, NOK), nokName: ' Ann Lee ', nokMobile: '' }),
      () => put('purser', 'bankdetails', {}),
      () => put('crew', 'bankdetails', pick(priv, BANK)),
    ]);
  });

  it('a queued save of the stored values is applied at the stored version', async () => {
    const { priv } = await stored();
    const answer = await opsAs('01JSAME')('crew', 'crew/nok/save', {
      crewId: crewId.crew,
      ...pick(priv, NOK),
    });
    expect(answer.results[0]).toMatchObject({ status: 'applied', version: priv.version });
    expect(mine((await feed(priv.version)).crewPrivate)).toBeUndefined();
  });

  it('a real change still moves the version and reaches the devices', async () => {
    const { priv } = await stored();
    const { cursor } = await feed();
    const lines = await auditLines();
    const version = await put('purser', 'nok', { ...pick(priv, NOK), nokRelationship: 'Godmother' });
    expect(version).toBeGreaterThan(priv.version);
    expect(mine((await feed(cursor)).crewPrivate)).toMatchObject({ nokRelationship: 'Godmother', version });
    expect(await auditLines()).toBe(lines + 1);
    const bank = await put('crew', 'bankdetails', { bankSwift: 'ZZQQGB2L' });
    expect(bank).toBeGreaterThan(version);
  });
});

describe('position details', () => {
  const body = (c: CrewRecord) => ({
    departmentId: c.departmentId,
    positionId: c.positionId,
    startDate: c.startDate,
    customId: c.customId,
    portOfEmbarkation: c.portOfEmbarkation,
    repatriation: c.repatriation,
  });

  it('a save of the stored values keeps the version; a real change moves it', async () => {
    const { crew } = await stored();
    await expectNoChange(crew.version, [
      () => put('officer', 'positiondetails', body(crew)),
      // No start date keeps the stored one.
      () => put('purser', 'positiondetails', { ...body(crew), startDate: undefined }),
    ]);
    const version = await put('officer', 'positiondetails', { ...body(crew), customId: 'C-42' });
    expect(version).toBeGreaterThan(crew.version);
  });

  it('a save of the place alone keeps the employment fields, and changes nothing', async () => {
    const before = (await stored()).crew;
    const place = { departmentId: before.departmentId, positionId: before.positionId };
    await expectNoChange(before.version, [() => put('officer', 'positiondetails', place)]);
    expect((await stored()).crew).toMatchObject({ ...place, customId: before.customId });
  });
});

describe('personal details', () => {
  const body = (c: CrewRecord, d: CrewDetails) => ({
    firstName: c.firstName,
    lastName: c.lastName,
    phoneNumber: d.phoneNumber,
    mobileNumber: d.mobileNumber,
    gender: d.gender,
    dob: d.dob,
    placeOfBirth: d.placeOfBirth,
    nationality: d.nationality,
    maritalStatus: d.maritalStatus,
    address: d.address,
  });

  it('a save of the stored values keeps the version; a rename or a new detail moves it', async () => {
    await put('crew', 'personalinformations', {
      firstName: 'Sam',
      lastName: 'Cole',
      nationality: [1, 2],
      address: null,
    });
    const { crew, details } = await stored();
    await expectNoChange(details!.version, [
      () => put('purser', 'personalinformations', body(crew, details!)),
      () => put('crew', 'personalinformations', { ...body(crew, details!), firstName: ' Sam ', address: '' }),
    ]);
    const renamed = await put('crew', 'personalinformations', {
      ...body(crew, details!),
      firstName: 'Samuel',
    });
    expect(renamed).toBeGreaterThan(details!.version);
    const reordered = await put('purser', 'personalinformations', {
      ...body(crew, details!),
      firstName: 'Samuel',
      nationality: [2, 1],
    });
    expect(reordered).toBeGreaterThan(renamed);
  });
});

describe('vessel details', () => {
  it('a save of what was read reaches no device', async () => {
    const path = `/yacht/${aurora}/details`;
    const read = await (await s.request(path, { token: token.officer })).json();
    const { cursor } = await feed();
    const res = await s.request(path, { method: 'PUT', token: token.officer, body: JSON.stringify(read) });
    expect(res.status).toBe(200);
    const after = await feed(cursor);
    expect(after.cursor).toBe(cursor);
    expect(await (await s.request(path, { token: token.officer })).json()).toEqual(read);
  });
});
