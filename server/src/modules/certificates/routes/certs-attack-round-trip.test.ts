import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePdf } from '../../../../testing/cert-attachment-kit';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * The certificate a spec client read, saved back whole (doc 2, section 3's Certificate: status,
 * certificateSectionNumber, attachments and the rest). The attack review's GET answer POSTed to
 * its own certificate was refused ('This call does not take this field.' under `status`): the
 * read's fields are the server's, accepted as read and refused when changed, never ignored.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

type Read = Record<string, unknown> & { version: number; attachments: Record<string, unknown>[] };
const detail = async (id: string) =>
  (await (await t.call('officer', 'GET', `/certsDetail/certificate/${id}`)).json()) as Read;
const save = (id: string, body: Record<string, unknown>) =>
  t.call('officer', 'POST', `/certsDetail/certificate/${id}`, body);

describe('POST /certsDetail/certificate/{id}: the certificate as read', () => {
  it('is saved, with a field of the form changed', async () => {
    const { id } = await t.demoCert('CL01');
    await onePdf(t, 'officer', id);
    const read = await detail(id);
    expect(read.attachments).toHaveLength(1);
    const res = await save(id, { ...read, certificateComments: 'Seen by the surveyor.' });
    expect([res.status, await res.json()]).toEqual([200, { certID: id, version: expect.any(Number) }]);
    expect(await detail(id)).toMatchObject({
      certificateComments: 'Seen by the surveyor.',
      attachments: read.attachments,
    });
  });

  it('saved again as it stands: the stored version, no change for the devices, no audit line', async () => {
    const { id } = await t.demoCert('LL01');
    const read = await detail(id);
    const lines = async () =>
      Number(
        (
          await t.s.db.query<{ n: string }>(
            "SELECT count(*) AS n FROM audit_log WHERE action = 'cert.update' AND entity_key = $1",
            [id],
          )
        )[0]!.n,
      );
    const before = await lines();
    for (let i = 0; i < 2; i++) {
      const res = await save(id, read);
      expect([res.status, await res.json()]).toEqual([200, { certID: id, version: read.version }]);
    }
    expect(await lines()).toBe(before);
    expect(await detail(id)).toEqual(read);
  });

  it('refuses the server’s fields changed, naming them; nothing saved', async () => {
    const { id } = await t.demoCert('CL02');
    await onePdf(t, 'officer', id);
    const read = await detail(id);
    const [attachment] = read.attachments;
    for (const [field, value] of [
      ['status', 'expired'],
      ['statusText', 'Expired date'],
      ['certificateSectionNumber', 'CL99'],
      ['attachments', []],
      ['attachments', [{ ...attachment, attachmentChecked: !attachment!.attachmentChecked }]],
      ['attachments', [{ ...attachment, name: 'renamed.pdf' }]],
    ] as const) {
      const res = await save(id, { ...read, certificateComments: 'changed', [field]: value });
      expect([field, res.status, (await res.json()).errorList]).toEqual([
        field,
        400,
        [{ property: field, message: MSG.readOnlyField }],
      ]);
    }
    // An older copy (another version) is a conflict: read it again.
    const old = await save(id, { ...read, certificateComments: 'changed', version: read.version - 1 });
    expect([old.status, (await old.json()).message]).toEqual([409, MSG.notLatestCopy]);
    expect(await detail(id)).toEqual(read);
  });

  it('a new certificate takes them empty only, and another vessel’s is compared as none', async () => {
    const fresh = {
      certificateTypeID: 'RD03',
      sectionID: 9,
      sectionNumber: '03',
      expireDate: '2027-06-30T12:00:00Z',
    };
    const made = await t.call('officer', 'POST', '/certsDetail/certificate/0', {
      ...fresh,
      yachtID: t.aurora,
      attachments: [],
      status: null,
      version: 0,
    });
    expect(made.status).toBe(200);
    const refused = await t.call('officer', 'POST', '/certsDetail/certificate/0', {
      ...fresh,
      certificateTypeID: 'RD02',
      sectionNumber: '02',
      yachtID: t.aurora,
      status: 'valid',
    });
    expect([refused.status, (await refused.json()).errorList]).toEqual([
      400,
      [{ property: 'status', message: MSG.readOnlyField }],
    ]);
  });
});
