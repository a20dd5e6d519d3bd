import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * A change of vessel parameter in Required Settings moves the requirements with it (the attack
 * review: 2 to 4 answered 200 and changed no requirement): the types whose default differs take
 * the new parameter's, the choices the officers made by hand stay, by REST and by the queued op.
 * Aurora's demo register: parameter 2, RG03, MP04, MP05, OT03 and CM03 switched off by hand.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

type Req = { requirementID: string; isActive: boolean };
const active = async () =>
  ((await (await t.call('fleet', 'GET', `/certificateRequirement/${t.aurora}`)).json()) as Req[])
    .filter((r) => r.isActive)
    .map((r) => r.requirementID);
const settings = (vesselParametersID: number, cruisingUSWaters = false) => ({
  flag: 'Cayman Islands',
  class: "Lloyd's Register",
  vesselParametersID,
  cruisingUSWaters,
});
type Register = { sections: { missing: { certificateTypeID: string }[] }[] };
const missing = async () =>
  ((await (await t.call('fleet', 'GET', `/certs/${t.aurora}`)).json()) as Register).sections.flatMap((s) =>
    s.missing.map((m) => m.certificateTypeID),
  );
const HAND_OFF = ['RG03', 'MP04', 'MP05', 'OT03', 'CM03'];

describe('Required Settings: a new vessel parameter', () => {
  it('requires the new parameter’s types and drops the old one’s, keeping choices made by hand', async () => {
    const before = await active();
    expect(before).toContain('CM01');
    expect(before).not.toContain('SF01');
    // Switched on by hand under parameter 2, which does not require it (nor does 4).
    expect(
      (
        await t.call('fleet', 'POST', `/certificateRequirement/${t.aurora}`, {
          certificateTypeID: 'SF04',
          isActive: true,
        })
      ).status,
    ).toBe(200);

    const saved = await t.call('fleet', 'PUT', `/cert/yachtData/${t.aurora}`, settings(4));
    expect(saved.status).toBe(200);
    const after = await active();
    // A passenger yacht: its safety certificate, its code, MARPOL, MLC and ISM; no Large Yacht Code.
    expect(after).toEqual(expect.arrayContaining(['SF01', 'CM02', 'RG04', 'MP01', 'ML01', 'IS01', 'SF04']));
    expect(after).not.toContain('CM01');
    for (const type of HAND_OFF) expect(after).not.toContain(type);
    expect(after).not.toContain('OT04');
    // The register shows what is now required and not held.
    expect(await missing()).toEqual(expect.arrayContaining(['SF01', 'CM02', 'ML01']));
  });

  it('the queued save moves them the same way, and back; the Cruising Permit follows its own setting', async () => {
    const read = await (await t.call('fleet', 'GET', `/cert/yachtData/${t.aurora}`)).json();
    expect(read.vesselParametersID).toBe(4);
    const body = {
      yachtId: t.aurora,
      flag: 'Cayman Islands',
      class: "Lloyd's Register",
      vesselParameterId: 2,
      cruisingUSWaters: true,
    };
    expect(await t.op('fleet', 'cert/settings/save', body, read.version)).toMatchObject({
      status: 'applied',
    });
    const back = await active();
    expect(back).toContain('CM01');
    expect(back).toContain('OT04');
    expect(back).toContain('SF04');
    for (const type of ['SF01', 'CM02', 'RG04', 'MP01', 'ML01', ...HAND_OFF])
      expect(back).not.toContain(type);
    // Unticked with another change of parameter: the permit goes, the parameter's types come.
    expect((await t.call('fleet', 'PUT', `/cert/yachtData/${t.aurora}`, settings(3))).status).toBe(200);
    const commercial = await active();
    expect(commercial).not.toContain('OT04');
    expect(commercial).toEqual(expect.arrayContaining(['SF02', 'SF03', 'RD03', 'CM01']));
  });
});
