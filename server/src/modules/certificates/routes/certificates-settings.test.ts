import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * Issue 11 at the API: Required Settings and the module's init (requirements from the vessel
 * parameter), requirement toggles and the types that can be added, Add Other numbering, the
 * register grouped by section with its status, and the certificate approval group.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

type TypeWire = { certificateTypeID: string; certificateSectionNumber: string; certificateTypeName: string };

describe('Required Settings and init', () => {
  it('Meridian starts uninitialised; the vessel parameter is required; the first save initialises', async () => {
    const before = await (await t.call('fleet', 'GET', `/cert/yachtData/${t.meridian}`)).json();
    expect(before).toEqual({
      flag: null,
      class: null,
      vesselParametersID: null,
      cruisingUSWaters: false,
      certsModuleInitialized: false,
      version: 0,
    });
    expect((await t.call('fleet', 'POST', `/cert/init/${t.meridian}`)).status).toBe(400);
    const missing = await t.call('fleet', 'PUT', `/cert/yachtData/${t.meridian}`, { flag: 'Malta' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      errorList: [{ property: 'vesselParametersID', message: 'Required' }],
    });
    const unknown = await t.call('fleet', 'PUT', `/cert/yachtData/${t.meridian}`, { vesselParametersID: 99 });
    expect(await unknown.json()).toMatchObject({
      errorList: [{ property: 'vesselParametersID', message: MSG.invalidId }],
    });

    const saved = await t.call('fleet', 'PUT', `/cert/yachtData/${t.meridian}`, {
      flag: 'Malta',
      class: 'RINA',
      vesselParametersID: 1,
      cruisingUSWaters: true,
    });
    expect(saved.status).toBe(200);
    expect(await (await t.call('fleet', 'GET', `/cert/yachtData/${t.meridian}`)).json()).toMatchObject({
      flag: 'Malta',
      class: 'RINA',
      vesselParametersID: 1,
      cruisingUSWaters: true,
      certsModuleInitialized: true,
    });
    // A private yacht: registry and class required, no SOLAS cargo ship certificates.
    const reqs = (await (await t.call('fleet', 'GET', `/certificateRequirement/${t.meridian}`)).json()) as {
      requirementID: string;
      isActive: boolean;
    }[];
    const active = reqs.filter((r) => r.isActive).map((r) => r.requirementID);
    expect(active).toEqual(expect.arrayContaining(['RG01', 'CL01', 'IN01']));
    expect(active).not.toContain('SF02');
    // Cruising US waters: the Cruising Permit is required too.
    expect(active).toContain('OT04');
    expect(reqs.find((r) => r.requirementID === 'SF02')).toMatchObject({ isActive: false });
    // Init again changes nothing; a later parameter moves the requirements with it (see
    // certificates-settings-parameter.test.ts): a commercial yacht ≥ 500 GT adds its own.
    expect((await t.call('fleet', 'POST', `/cert/init/${t.meridian}`)).status).toBe(200);
    await t.call('fleet', 'PUT', `/cert/yachtData/${t.meridian}`, {
      vesselParametersID: 3,
      cruisingUSWaters: true,
    });
    const after = (await (await t.call('fleet', 'GET', `/certificateRequirement/${t.meridian}`)).json()) as {
      requirementID: string;
      isActive: boolean;
    }[];
    const activeAfter = after.filter((r) => r.isActive).map((r) => r.requirementID);
    expect(activeAfter).toEqual(expect.arrayContaining([...active, 'SF02', 'LL01']));
  });

  it('Cruising US Waters switches the Cruising Permit requirement, which the register then shows', async () => {
    type Req = { requirementID: string; isActive: boolean };
    const permit = async () =>
      ((await (await t.call('fleet', 'GET', `/certificateRequirement/${t.meridian}`)).json()) as Req[]).find(
        (r) => r.requirementID === 'OT04',
      )?.isActive;
    type Register = { sections: { missing: { certificateTypeID: string }[] }[] };
    const missingPermit = async () =>
      ((await (await t.call('fleet', 'GET', `/certs/${t.meridian}`)).json()) as Register).sections
        .flatMap((s) => s.missing)
        .some((m) => m.certificateTypeID === 'OT04');
    const save = (cruisingUSWaters: boolean) =>
      t.call('fleet', 'PUT', `/cert/yachtData/${t.meridian}`, { vesselParametersID: 3, cruisingUSWaters });
    expect((await save(false)).status).toBe(200);
    expect(await permit()).toBe(false);
    expect(await missingPermit()).toBe(false);
    expect((await save(true)).status).toBe(200);
    expect(await permit()).toBe(true);
    expect(await missingPermit()).toBe(true);
    // Saved again unchanged, the requirement stays as the officers set it.
    await t.call('fleet', 'DELETE', `/certificateRequirement/${t.meridian}/OT04`);
    expect((await save(true)).status).toBe(200);
    expect(await permit()).toBe(false);
  });

  it('a body naming another vessel than the path is refused and saves on neither', async () => {
    const aurora = await (await t.call('fleet', 'GET', `/cert/yachtData/${t.aurora}`)).json();
    const solstice = await (await t.call('fleet', 'GET', `/cert/yachtData/${t.solstice}`)).json();
    // Aurora's own parameter and waters: only the flag and class would change.
    const { vesselParametersID, cruisingUSWaters } = aurora;
    const sent = { flag: 'Panama', class: 'DNV', vesselParametersID, cruisingUSWaters };
    const other = await t.call('fleet', 'PUT', `/cert/yachtData/${t.aurora}`, {
      ...sent,
      yachtID: t.solstice,
    });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({
      errorList: [{ property: 'yachtID', message: MSG.invalidId }],
    });
    expect(await (await t.call('fleet', 'GET', `/cert/yachtData/${t.aurora}`)).json()).toEqual(aurora);
    expect(await (await t.call('fleet', 'GET', `/cert/yachtData/${t.solstice}`)).json()).toEqual(solstice);
    // The path's own vessel in the body is the spec's form: saved.
    const same = await t.call('fleet', 'PUT', `/cert/yachtData/${t.aurora}`, { ...sent, yachtID: t.aurora });
    expect(same.status).toBe(200);
    expect(await (await t.call('fleet', 'GET', `/cert/yachtData/${t.aurora}`)).json()).toMatchObject({
      flag: 'Panama',
    });
  });
});

describe('the register', () => {
  it('groups certificates by section with their status; required types without one are missing', async () => {
    const list = (await (await t.call('officer', 'GET', `/certs/${t.aurora}`)).json()) as {
      sections: {
        shortcut: string;
        certificates: {
          certificateType: TypeWire;
          status: string;
          statusText: string | null;
          expireDate: string;
        }[];
        missing: TypeWire[];
      }[];
    };
    expect(list.sections.map((s) => s.shortcut)).toEqual([
      'RG',
      'CL',
      'LL',
      'SF',
      'MP',
      'ML',
      'IS',
      'IN',
      'RD',
      'CM',
      'OT',
    ]);
    const all = list.sections.flatMap((s) => s.certificates);
    const status = Object.fromEntries(all.map((c) => [c.certificateType.certificateTypeID, c.statusText]));
    expect(status).toMatchObject({
      IN01: 'Expiring date',
      OT02: 'Expiring date',
      OT01: 'Expired date',
      RG01: null,
    });
    expect(all.filter((c) => c.status === 'valid')).toHaveLength(8);
    expect(all.find((c) => c.certificateType.certificateTypeID === 'RG02')).toMatchObject({
      status: 'none',
      expireDate: '0001-01-01T00:00:00Z',
    });
    expect(list.sections.flatMap((s) => s.missing).map((m) => m.certificateTypeID)).toEqual(['SF05']);
  });

  it('requirements: switched off, a type is offered only in the requirement search; on, it can be added', async () => {
    const available = async () =>
      ((await (await t.call('officer', 'GET', `/certificateType/${t.aurora}`)).json()) as TypeWire[]).map(
        (x) => x.certificateTypeID,
      );
    const offered = await available();
    expect(offered).toContain('SF05');
    expect(offered).not.toContain('CL01'); // it has a certificate
    expect(offered).not.toContain('CM03'); // switched off on Aurora
    const off = await t.call('purser', 'DELETE', `/certificateRequirement/${t.aurora}/SF05`);
    expect(off.status).toBe(200);
    expect(await available()).not.toContain('SF05');
    const on = await t.call('purser', 'POST', `/certificateRequirement/${t.aurora}`, {
      certificateTypeID: 'CM03',
      isActive: true,
    });
    expect(on.status).toBe(200);
    expect(await available()).toContain('CM03');
    const bad = await t.call('purser', 'POST', `/certificateRequirement/${t.aurora}`, {
      certificateTypeID: 'ZZ99',
      isActive: true,
    });
    expect(bad.status).toBe(400);
    expect(
      (await t.call('purser', 'POST', `/certificateRequirement/${t.aurora}`, { certificateTypeID: 'CM03' }))
        .status,
    ).toBe(400);
  });
});

describe('Add Other', () => {
  it('title, section and number required; the number is two digits, shown after the section shortcut', async () => {
    const add = (body: Record<string, unknown>) =>
      t.op('officer', 'cert/type/add', { yachtId: t.aurora, typeId: t.newId('T'), ...body });
    expect(await add({ title: '', sectionId: 4, sectionNumber: '07' })).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'body.title', message: 'Required' }],
    });
    expect(await add({ title: 'Crane certificate', sectionNumber: '07' })).toMatchObject({
      errorList: [{ property: 'body.sectionId', message: 'Required' }],
    });
    expect(await add({ title: 'Crane certificate', sectionId: 4, sectionNumber: '' })).toMatchObject({
      errorList: [{ property: 'body.sectionNumber', message: 'Required' }],
    });
    expect(await add({ title: 'Crane certificate', sectionId: 4, sectionNumber: '7' })).toMatchObject({
      errorList: [{ property: 'sectionNumber', message: 'Wrong length' }],
    });
    expect(await add({ title: 'Crane certificate', sectionId: 4, sectionNumber: 'x7' })).toMatchObject({
      errorList: [{ property: 'sectionNumber', message: 'Must be a number' }],
    });
    expect(await add({ title: 'Crane certificate', sectionId: 99, sectionNumber: '07' })).toMatchObject({
      errorList: [{ property: 'sectionId' }],
    });

    const typeId = t.newId('T');
    const added = await t.op('officer', 'cert/type/add', {
      yachtId: t.aurora,
      typeId,
      title: 'Crane certificate',
      sectionId: 4,
      sectionNumber: 'SF07',
    });
    expect(added).toMatchObject({ status: 'applied' });
    const offered = (await (
      await t.call('officer', 'GET', `/certificateType/${t.aurora}`)
    ).json()) as TypeWire[];
    expect(offered.find((x) => x.certificateTypeID === typeId)).toMatchObject({
      certificateTypeName: 'Crane certificate',
      certificateSectionNumber: 'SF07',
      sectionNumber: '07',
      isVesselType: true,
    });
    // The same name again, in any case, is refused; another vessel never sees it.
    expect(await add({ title: 'crane CERTIFICATE', sectionId: 4, sectionNumber: '08' })).toMatchObject({
      errorList: [{ property: 'title' }],
    });
    const elsewhere = (await (
      await t.call('fleet', 'GET', `/certificateType/${t.meridian}`)
    ).json()) as TypeWire[];
    expect(elsewhere.map((x) => x.certificateTypeID)).not.toContain(typeId);
    // A certificate of it, queued right after, before the device heard back.
    const cert = await t.op(
      'officer',
      'cert/save',
      t.saveBody({ certificateTypeId: typeId, sectionId: 4, sectionNumber: '07', expireDate: null }),
    );
    expect(cert).toMatchObject({ status: 'applied' });
    // Crew outside the group cannot add one.
    expect(
      await t.op('crew', 'cert/type/add', {
        yachtId: t.aurora,
        typeId: t.newId('T'),
        title: 'Gangway',
        sectionId: 11,
        sectionNumber: '09',
      }),
    ).toMatchObject({
      status: 'rejected',
      message: MSG.status403,
    });
  });
});

describe('the certificate approval group', () => {
  it('lists the crew with their membership; level 5 adds and removes; only crew of the vessel', async () => {
    const users = async () =>
      (await (await t.call('purser', 'GET', `/certs/settings/${t.aurora}`)).json()) as {
        userID: number;
        inCertGroup: boolean;
      }[];
    const before = await users();
    expect(before.filter((u) => u.inCertGroup).map((u) => u.userID)).toEqual([t.userId.group]);
    expect(
      (await t.call('purser', 'POST', `/certs/settings/${t.aurora}`, { userID: t.userId.crew })).status,
    ).toBe(200);
    expect((await users()).find((u) => u.userID === t.userId.crew)?.inCertGroup).toBe(true);
    // Now the crew member keeps the certificates.
    expect((await t.call('crew', 'GET', `/certs/${t.aurora}`)).status).toBe(200);
    const [outsider] = await t.s.db.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE NOT EXISTS (SELECT 1 FROM user_vessel_roles r WHERE r.user_id = u.id AND r.vessel_id = $1) LIMIT 1`,
      [t.aurora],
    );
    const refused = await t.call('purser', 'POST', `/certs/settings/${t.aurora}`, { userID: outsider!.id });
    expect(refused.status).toBe(400);
    expect((await t.call('purser', 'DELETE', `/certs/settings/${t.aurora}/${t.userId.crew}`)).status).toBe(
      200,
    );
    expect((await t.call('crew', 'GET', `/certs/${t.aurora}`)).status).toBe(403);
    // Taking out someone not in the group (again, or never on the vessel) changes nothing: a 404
    // with no new settings version (it was a 200 that bumped it).
    const [{ version }] = (await t.s.db.query<{ version: string }>(
      'SELECT version FROM cert_settings WHERE vessel_id = $1',
      [t.aurora],
    )) as [{ version: string }];
    for (const user of [t.userId.crew, outsider!.id]) {
      const again = await t.call('purser', 'DELETE', `/certs/settings/${t.aurora}/${user}`);
      expect([again.status, await again.json()]).toEqual([404, { message: MSG.status404 }]);
    }
    expect(await t.s.db.query('SELECT version FROM cert_settings WHERE vessel_id = $1', [t.aurora])).toEqual([
      { version },
    ]);
    expect(await t.op('officer', 'cert/group/set', { yachtId: t.aurora, userIds: [] })).toMatchObject({
      status: 'rejected',
      message: MSG.status403,
    });
  });

  it('a member whose role on the vessel ends leaves the group, and the settings say so', async () => {
    const [row] = await t.s.db.query<{ id: number }>(
      'SELECT id FROM user_vessel_roles WHERE vessel_id = $1 AND user_id = $2',
      [t.aurora, t.userId.group],
    );
    const before = (await t.feed('purser')).certSettings!.find((x) => x.vesselId === t.aurora)!;
    expect(before.approvalGroup).toEqual([t.userId.group]);
    expect(
      (await t.call('captain', 'PUT', `/crewonyacht/${row!.id}/assignstate`, { stateId: 2 })).status,
    ).toBe(200);
    const after = (await t.feed('purser', before.version)).certSettings!.find(
      (x) => x.vesselId === t.aurora,
    )!;
    expect(after.approvalGroup).toEqual([]);
  });
});
