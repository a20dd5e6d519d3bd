import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * Issue 11 at the API, doc 2 section 6: the register is kept by level 4+ and the certificate
 * approval group (whatever their level); crew at level 2 outside it are refused everywhere; level
 * 6 deletes; level 5 keeps the settings; another vessel's register is refused; the module gates.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

const newCert = (extra: Record<string, unknown> = {}) => ({
  certificateTypeID: 'RD03',
  sectionID: 9,
  sectionNumber: '03',
  expireDate: '2027-06-30T12:00:00Z',
  ...extra,
});

describe('who keeps the certificates', () => {
  it('level 2 outside the approval group: 403 on every call, and a queued save is refused', async () => {
    const cert = await t.demoCert('CL01');
    const calls: [string, string, unknown?][] = [
      ['GET', `/cert/${t.aurora}`],
      ['GET', `/cert/yachtData/${t.aurora}`],
      ['GET', `/certs/${t.aurora}`],
      ['GET', `/certsDetail/certificate/${cert.id}`],
      ['POST', `/certsDetail/certificate/${t.aurora}`, newCert()],
      ['DELETE', `/certsDetail/certificate/${cert.id}`],
      ['GET', `/certificateType/${t.aurora}`],
      ['GET', `/certificateRequirement/${t.aurora}`],
      ['POST', `/certificateRequirement/${t.aurora}`, { certificateTypeID: 'SF05', isActive: false }],
      ['GET', `/certs/settings/${t.aurora}`],
      ['PUT', `/cert/yachtData/${t.aurora}`, { vesselParametersID: 1 }],
      ['POST', `/cert/init/${t.aurora}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.call('crew', method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
    expect(await t.op('crew', 'cert/save', t.saveBody())).toMatchObject({
      status: 'rejected',
      message: MSG.status403,
    });
    // Anyone on board may ask whether they are in the group (the navigation entry does).
    const asked = await t.call('crew', 'GET', `/cert/isCertGroup/${t.aurora}`);
    expect(await asked.json()).toEqual({ isCertGroup: false });
  });

  it('an approval group member at level 2 sees the register, saves and checks, but does not delete', async () => {
    expect(await (await t.call('group', 'GET', `/cert/isCertGroup/${t.aurora}`)).json()).toEqual({
      isCertGroup: true,
    });
    const list = await t.call('group', 'GET', `/certs/${t.aurora}`);
    expect(list.status).toBe(200);
    const { sections } = (await list.json()) as { sections: { certificates: unknown[] }[] };
    expect(sections.flatMap((s) => s.certificates)).toHaveLength(12);
    const saved = await t.call(
      'group',
      'POST',
      `/certsDetail/certificate/${t.aurora}`,
      newCert({ checked: 1 }),
    );
    expect(saved.status).toBe(200);
    const { certID } = (await saved.json()) as { certID: string };
    expect(await t.certRow(certID)).toMatchObject({ checked: true });
    expect(await t.op('group', 'cert/save', t.saveBody())).toMatchObject({ status: 'applied' });
    expect((await t.call('group', 'DELETE', `/certsDetail/certificate/${certID}`)).status).toBe(403);
    expect(
      (await t.call('group', 'PUT', `/cert/yachtData/${t.aurora}`, { vesselParametersID: 2 })).status,
    ).toBe(403);
    const state = await (await t.call('group', 'GET', `/cert/${t.aurora}`)).json();
    expect(state).toMatchObject({
      certsModuleInitialized: true,
      accessToRequirements: true,
      accessToEditRequirements: false,
      accessToSettings: false,
      accessToCheckAttachments: true,
      isCertApprovalGroup: true,
    });
    expect(state.sections).toContainEqual({ id: 4, name: 'Safety (SOLAS)', shortcut: 'SF' });
    expect(state.vesselParameters).toContainEqual({
      vesselParameterID: 3,
      vesselParameterName: 'Commercial yacht ≥ 500 GT',
    });
  });

  it('level 4 saves but may not change Checked; level 5 may, and keeps the settings', async () => {
    const officer = await t.call(
      'officer',
      'POST',
      `/certsDetail/certificate/${t.aurora}`,
      newCert({ checked: true }),
    );
    expect(officer.status).toBe(403);
    expect(await officer.json()).toEqual({
      message: MSG.status403,
      errorList: [{ property: 'checked', message: MSG.status403 }],
    });
    const unchecked = await t.call('officer', 'POST', `/certsDetail/certificate/${t.aurora}`, newCert());
    const { certID } = (await unchecked.json()) as { certID: string };
    const purser = await t.call(
      'purser',
      'POST',
      `/certsDetail/certificate/${t.aurora}`,
      newCert({ certID, checked: 1 }),
    );
    expect(purser.status).toBe(200);
    expect(await t.certRow(certID)).toMatchObject({ checked: true });
    // Leaving Checked out keeps it: the officer edits the comments of a checked certificate.
    const edit = await t.call(
      'officer',
      'POST',
      `/certsDetail/certificate/${t.aurora}`,
      newCert({ certID, certificateComments: 'Copy on the bridge' }),
    );
    expect(edit.status).toBe(200);
    expect(await t.certRow(certID)).toMatchObject({ checked: true, comments: 'Copy on the bridge' });

    expect(await (await t.call('officer', 'GET', `/cert/${t.aurora}`)).json()).toMatchObject({
      accessToRequirements: true,
      accessToEditRequirements: false,
      accessToSettings: false,
      accessToCheckAttachments: false,
      isCertApprovalGroup: false,
    });
    expect(await (await t.call('purser', 'GET', `/cert/${t.aurora}`)).json()).toMatchObject({
      accessToEditRequirements: true,
      accessToSettings: true,
      accessToCheckAttachments: true,
    });
    expect(
      (await t.call('officer', 'PUT', `/cert/yachtData/${t.aurora}`, { vesselParametersID: 2 })).status,
    ).toBe(403);
    expect((await t.call('officer', 'GET', `/certs/settings/${t.aurora}`)).status).toBe(403);
  });

  it('delete: refused below level 6 (REST and queued), a tombstone at 6, then not found', async () => {
    const made = await t.call('officer', 'POST', `/certsDetail/certificate/${t.aurora}`, newCert());
    const { certID } = (await made.json()) as { certID: string };
    for (const who of ['officer', 'purser'])
      expect((await t.call(who, 'DELETE', `/certsDetail/certificate/${certID}`)).status).toBe(403);
    expect(await t.op('purser', 'cert/delete', { yachtId: t.aurora, certificateId: certID })).toMatchObject({
      status: 'rejected',
      message: MSG.status403,
    });
    expect((await t.certRow(certID))?.deleted).toBe(false);
    const deleted = await t.call('captain', 'DELETE', `/certsDetail/certificate/${certID}`);
    expect(deleted.status).toBe(200);
    expect((await t.certRow(certID))?.deleted).toBe(true);
    expect((await t.call('captain', 'GET', `/certsDetail/certificate/${certID}`)).status).toBe(404);
    expect((await t.call('captain', 'DELETE', `/certsDetail/certificate/${certID}`)).status).toBe(404);
    // Saving a deleted certificate does not bring it back.
    const again = await t.call(
      'captain',
      'POST',
      `/certsDetail/certificate/${t.aurora}`,
      newCert({ certID }),
    );
    expect(again.status).toBe(404);
  });

  it("another vessel's register is refused; a certificate id never crosses vessels", async () => {
    // The captain has no role on Meridian; the crew member is level 2 there.
    for (const who of ['captain', 'crew']) {
      expect((await t.call(who, 'GET', `/certs/${t.meridian}`)).status).toBe(403);
      expect((await t.call(who, 'POST', `/certsDetail/certificate/${t.meridian}`, newCert())).status).toBe(
        403,
      );
    }
    const aurora = await t.demoCert('IN02');
    // The fleet manager keeps both registers: Aurora's certificate saved under Meridian is not found.
    const crossed = await t.op(
      'fleet',
      'cert/save',
      t.saveBody({ yachtId: t.meridian, certificateId: aurora.id }),
    );
    expect(crossed).toMatchObject({ status: 'rejected', message: MSG.status404 });
    const viaRest = await t.call(
      'fleet',
      'POST',
      `/certsDetail/certificate/${t.meridian}`,
      newCert({ certID: aurora.id }),
    );
    expect(viaRest.status).toBe(404);
    // An id that is no one's: refused like an outsider's.
    expect(
      (await t.call('captain', 'GET', '/certsDetail/certificate/01JNOSUCHCERT0000000000000')).status,
    ).toBe(403);
    // A type of the catalogue or of this vessel only.
    const [meridianType] = await t.s.db.query<{ id: string }>(
      `INSERT INTO cert_types (id, vessel_id, section_id, number, name) VALUES ('01JMERIDIANTYPE00000000000', $1, 11, '09', 'Sail loft survey') RETURNING id`,
      [t.meridian],
    );
    const foreign = await t.call(
      'captain',
      'POST',
      `/certsDetail/certificate/${t.aurora}`,
      newCert({ certificateTypeID: meridianType!.id }),
    );
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ errorList: [{ property: 'certificateTypeID' }] });
  });

  it('a vessel without the certs module: refused, saying why', async () => {
    const res = await t.call('fleet', 'GET', `/certs/${t.solstice}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: MSG.moduleOff('Certificates') });
    expect(await t.op('fleet', 'cert/save', t.saveBody({ yachtId: t.solstice }))).toMatchObject({
      status: 'rejected',
      message: MSG.moduleOff('Certificates'),
    });
  });
});
