import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCertificate, onePdf } from '../../../../testing/cert-attachment-kit';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * Attack on the bulk attachment actions (Archive all, and the Confirm of 'Please confirm that you
 * have viewed all uploaded documents.') where they have nothing to do: a certificate with no
 * attachments, or only attachments of another certificate named. Checked is set by hand on such a
 * certificate (doc 2, section 4; level 5+ or the group), so a no-op must change nothing: not its
 * Checked (an officer at level 4 has no check right), not its version.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

/** A certificate without attachments, checked by hand by the captain; its id and row. */
const handChecked = async () => {
  const id = await newCertificate(t, 'captain', { checked: true });
  const row = await t.certRow(id);
  expect(row).toMatchObject({ checked: true });
  return { id, row: row! };
};
const path = (id: string, action: string) => `/certsDetail/attachments/${t.aurora}/${id}/${action}`;

describe('a bulk action with nothing to do changes nothing', () => {
  it('Archive all by an officer (no check right), REST and queued, leaves Checked: Yes and the version', async () => {
    const { id, row } = await handChecked();
    const rest = await t.call('officer', 'PUT', path(id, 'archiveAll'));
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ checked: 1, certVersion: Number(row.version) });
    const queued = await t.op('officer', 'cert/attachment/archive-all', {
      yachtId: t.aurora,
      certificateId: id,
    });
    expect(queued.status).toBe('applied');
    expect(await t.certRow(id)).toEqual(row);
  });

  it('Confirm (check all) on a certificate with no attachments keeps it checked', async () => {
    const { id, row } = await handChecked();
    const rest = await t.call('purser', 'PUT', path(id, 'checkAll'));
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ checked: 1 });
    const queued = await t.op('group', 'cert/attachment/check-all', { yachtId: t.aurora, certificateId: id });
    expect(queued.status).toBe('applied');
    expect(await t.certRow(id)).toEqual(row);
  });

  it("naming another certificate's attachment does not touch either certificate", async () => {
    const { id, row } = await handChecked();
    const other = await newCertificate(t, 'captain');
    const foreign = await onePdf(t, 'captain', other);
    const otherRow = await t.certRow(other);
    for (const op of ['cert/attachment/archive-all', 'cert/attachment/check-all']) {
      const res = await t.op('captain', op, {
        yachtId: t.aurora,
        certificateId: id,
        attachmentIds: [foreign.id],
      });
      expect([op, res.status]).toEqual([op, 'applied']);
    }
    expect(await t.certRow(id)).toEqual(row);
    expect(await t.certRow(other)).toEqual(otherRow);
    const [a] = await t.s.db.query<{ checked: boolean; archived: boolean }>(
      'SELECT checked, archived FROM cert_attachments WHERE id = $1',
      [foreign.id],
    );
    expect(a).toEqual({ checked: false, archived: false });
  });

  it('a demo certificate checked by hand stays checked after a queued Archive all', async () => {
    const cert = await t.demoCert('CL01');
    const before = await t.certRow(cert.id);
    expect(before).toMatchObject({ checked: true });
    await t.op('officer', 'cert/attachment/archive-all', { yachtId: t.aurora, certificateId: cert.id });
    expect(await t.certRow(cert.id)).toEqual(before);
  });
});
