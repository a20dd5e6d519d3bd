import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * Values a spec client sends, read as the rest of the API reads them (the attack review):
 * - a vessel parameter past 2^31 (or negative, fractional, not a number) was answered 'Required',
 *   as if none had been sent; a value sent but no parameter's id is an invalid id, as 99 is;
 * - the nested certificateType's numbers and booleans as text ("1.0", "True") were refused as
 *   changed, where the top-level fields (and every other spec call) take them (http/spec-types).
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

const settings = (vesselParametersID: unknown) =>
  t.call('fleet', 'PUT', `/cert/yachtData/${t.meridian}`, { flag: 'Malta', vesselParametersID });

describe('PUT /cert/yachtData: the vessel parameter', () => {
  it('a value sent that is no parameter id is an invalid id, not "Required"; nothing saved', async () => {
    for (const odd of [2147483648, 1e12, '2147483648', '99999999999', -1, 1.5, 'abc', '1e3', true, [1]]) {
      const res = await settings(odd);
      expect([odd, res.status, (await res.json()).errorList]).toEqual([
        odd,
        400,
        [{ property: 'vesselParametersID', message: MSG.invalidId }],
      ]);
    }
    // None chosen (left out, null, 0 or empty, a select's default) is still 'Required'.
    for (const none of [undefined, null, 0, '0', '']) {
      const res = await settings(none);
      expect([none, res.status, (await res.json()).errorList]).toEqual([
        none,
        400,
        [{ property: 'vesselParametersID', message: 'Required' }],
      ]);
    }
    const read = await (await t.call('fleet', 'GET', `/cert/yachtData/${t.meridian}`)).json();
    expect(read).toMatchObject({ vesselParametersID: null, version: 0 });
  });

  it('the queued save answers the same', async () => {
    const res = await t.op('fleet', 'cert/settings/save', {
      yachtId: t.meridian,
      vesselParameterId: 2147483648,
    });
    expect(res).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'body.vesselParameterId', message: MSG.invalidId }],
    });
  });
});

type Detail = { certificateType: Record<string, unknown>; version: number; expireDate: string };
const detail = async (id: string) =>
  (await (await t.call('officer', 'GET', `/certsDetail/certificate/${id}`)).json()) as Detail;
const save = (id: string, read: Detail, certificateType: Record<string, unknown>) =>
  t.call('officer', 'POST', `/certsDetail/certificate/${id}`, {
    certificateType,
    sectionID: 1,
    sectionNumber: '01',
    expireDate: read.expireDate,
    alertDays: 60,
  });

describe('the nested certificateType: numbers and booleans as text', () => {
  it('are read as the number or boolean they spell, as the top-level fields are', async () => {
    const { id } = await t.demoCert('RG01');
    const read = await detail(id);
    const type = read.certificateType;
    const asText = (v: unknown, form: (s: string) => string = (s) => s) =>
      typeof v === 'number' || typeof v === 'boolean' ? form(String(v)) : v;
    const spellings: ((s: string) => string)[] = [
      (s) => s,
      (s) => (/^\d+$/.test(s) ? `${s}.0` : s),
      (s) => s.charAt(0).toUpperCase() + s.slice(1),
      (s) => s.toUpperCase(),
    ];
    for (const form of spellings) {
      const sent = Object.fromEntries(Object.entries(type).map(([k, v]) => [k, asText(v, form)]));
      const res = await save(id, read, sent);
      expect([sent, res.status]).toEqual([sent, 200]);
    }
    expect((await detail(id)).certificateType).toEqual(type);
  });

  it('text that spells another value, or no number or boolean, is still refused under its name', async () => {
    const { id } = await t.demoCert('RG01');
    const read = await detail(id);
    const order = read.certificateType.certificateTypeOrder as number;
    const flag = read.certificateType.expiryDateRequired as boolean;
    for (const [field, value] of [
      ['certificateTypeOrder', `${order + 1}`],
      ['certificateTypeOrder', `${order}.5`],
      ['certificateTypeOrder', ` ${order}`],
      ['certificateTypeOrder', `${order}e0`],
      ['certificateTypeOrder', '0x1'],
      ['certificateTypeOrder', ''],
      ['expiryDateRequired', String(!flag)],
      ['expiryDateRequired', flag ? 'yes' : 'no'],
      ['expiryDateRequired', flag ? '1' : '0'],
      ['sectionID', '1.5'],
    ] as const) {
      const res = await save(id, read, { certificateTypeID: 'RG01', [field]: value });
      expect([field, value, res.status, (await res.json()).errorList]).toEqual([
        field,
        value,
        400,
        [{ property: `certificateType.${field}`, message: MSG.readOnlyField }],
      ]);
    }
    expect(await detail(id)).toEqual(read);
  });
});

/**
 * A refusal by the use case names the field as the caller's body does (the attack review: another
 * vessel's type was refused under `certificateTypeId`, a crew member of another vessel under
 * `userIds`, names the spec's client never sent, so its form showed the error nowhere).
 */
describe('a use case’s refusal, named in the spec’s names', () => {
  it('certificateTypeID, sectionID and userID, as sent', async () => {
    const [type] = await t.s.db.query<{ id: string }>(
      `INSERT INTO cert_types (id, vessel_id, section_id, number, name)
       VALUES ('01JSPECNAMESTYPE0000000000', $1, 11, '08', 'Tender survey') RETURNING id`,
      [t.meridian],
    );
    const named = async (res: Response) => [
      res.status,
      (await res.json()).errorList?.map((e: { property: string }) => e.property),
    ];
    const cert = { certificateTypeID: type!.id, sectionID: 11, sectionNumber: '08', alertDays: 60 };
    expect(
      await named(await t.call('officer', 'POST', `/certsDetail/certificate/${t.aurora}`, cert)),
    ).toEqual([400, ['certificateTypeID']]);
    const noSection = {
      certificateTypeID: 'RD03',
      sectionID: 99,
      sectionNumber: '03',
      expireDate: '2027-06-30',
      alertDays: 60,
    };
    expect(
      await named(await t.call('officer', 'POST', `/certsDetail/certificate/${t.aurora}`, noSection)),
    ).toEqual([400, ['sectionID']]);
    const requirement = { certificateTypeID: type!.id, isActive: true };
    expect(
      await named(await t.call('fleet', 'POST', `/certificateRequirement/${t.aurora}`, requirement)),
    ).toEqual([400, ['certificateTypeID']]);
    const [stranger] = await t.s.db.query<{ user_id: number }>(
      `SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1
         AND user_id NOT IN (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $2) LIMIT 1`,
      [t.meridian, t.aurora],
    );
    const member = { userID: stranger!.user_id };
    expect(await named(await t.call('fleet', 'POST', `/certs/settings/${t.aurora}`, member))).toEqual([
      400,
      ['userID'],
    ]);
  });
});
