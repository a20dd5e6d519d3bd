import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * The certificate save's nested `certificateType` (the attack review: a renamed type, another
 * section and expiry flag were answered 200 with a new version and dropped): its fields as the
 * reads answer them go through, another value is refused under its name and nothing is saved.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

type Detail = { certificateType: Record<string, unknown>; version: number; expireDate: string };
const detail = async (id: string) =>
  (await (await t.call('officer', 'GET', `/certsDetail/certificate/${id}`)).json()) as Detail;
const body = (read: Detail, certificateType: Record<string, unknown>) => ({
  certificateType,
  sectionID: 1,
  sectionNumber: '01',
  expireDate: read.expireDate,
  alertDays: 60,
});

describe('the nested certificateType of a certificate save', () => {
  it('changed values are refused under their names; the values as read are saved', async () => {
    const { id } = await t.demoCert('RG01');
    const read = await detail(id);
    const changed = await t.call('officer', 'POST', `/certsDetail/certificate/${id}`, {
      ...body(read, {
        certificateTypeID: 'RG01',
        certificateTypeName: 'Renamed Registry',
        expiryDateRequired: false,
        sectionID: 5,
        sectionNumber: '07',
      }),
    });
    expect(changed.status).toBe(400);
    expect(((await changed.json()) as { errorList: unknown[] }).errorList).toEqual([
      { property: 'certificateType.certificateTypeName', message: MSG.readOnlyField },
    ]);
    for (const [field, value] of [
      ['expiryDateRequired', false],
      ['sectionID', 5],
      ['sectionNumber', '07'],
      ['defaultComment', 'Mine'],
    ] as const) {
      const one = await t.call('officer', 'POST', `/certsDetail/certificate/${id}`, {
        ...body(read, { certificateTypeID: 'RG01', [field]: value }),
      });
      expect(one.status).toBe(400);
      expect(await one.json()).toMatchObject({
        errorList: [{ property: `certificateType.${field}`, message: MSG.readOnlyField }],
      });
    }
    // Nothing saved: the same version, the type as it was.
    expect(await detail(id)).toEqual(read);

    // The type as the GET answered it, sent back whole: saved.
    const echoed = await t.call('officer', 'POST', `/certsDetail/certificate/${id}`, {
      ...body(read, read.certificateType),
      certificateComments: 'Echoed',
    });
    expect(echoed.status, await echoed.clone().text()).toBe(200);
    const after = await detail(id);
    expect(after.version).toBeGreaterThan(read.version);
    expect(after.certificateType).toEqual(read.certificateType);
  });
});
