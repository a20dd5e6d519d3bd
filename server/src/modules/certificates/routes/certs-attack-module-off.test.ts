import type { CertAttachment } from '@contracts/cert-attachments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCertificate, onePdf } from '../../../../testing/cert-attachment-kit';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * Attack on the certificates feed with the certs module switched off on the vessel. The REST
 * calls, the queued operations and GET /files refuse such a vessel (the app hides the module
 * there); the sync feed must not be the side door that still hands its certificates, settings,
 * own types and attachments to the keepers' devices.
 */
let t: CertTestServer;
let certId: string;
let attachmentId: string;
let ownType: string;

type Feed = Awaited<ReturnType<CertTestServer['feed']>> & { certAttachments?: CertAttachment[] };
const feedOf = async (who: string, since = 0) =>
  (await (await t.s.request(`/sync/changes?since=${since}`, { token: t.token[who] })).json()) as Feed;

/** Switches a module as the accounts page does: the vessel's list, and everyone on board re-reads. */
const setCerts = async (on: boolean) => {
  await t.s.db.query(
    on
      ? "UPDATE vessels SET modules = array_append(modules, 'certs') WHERE id = $1 AND NOT 'certs' = ANY(modules)"
      : "UPDATE vessels SET modules = array_remove(modules, 'certs') WHERE id = $1",
    [t.aurora],
  );
  await t.s.db.query(
    `UPDATE users SET access_version = next_change()
      WHERE id IN (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1)`,
    [t.aurora],
  );
};

/** Aurora's rows of each certificate kind in a feed. */
const auroraRows = (f: Feed) => ({
  certificates: (f.certificates ?? []).filter((c) => c.vesselId === t.aurora).length,
  certSettings: (f.certSettings ?? []).filter((s) => s.vesselId === t.aurora).length,
  certAttachments: (f.certAttachments ?? []).filter((a) => a.vesselId === t.aurora).length,
  ownTypes: (f.certTypes ?? []).filter((x) => x.vesselId === t.aurora).length,
});

beforeAll(async () => {
  t = await certServer();
  certId = await newCertificate(t, 'captain');
  attachmentId = (await onePdf(t, 'captain', certId)).id;
  ownType = t.newId('T');
  const added = await t.op('captain', 'cert/type/add', {
    yachtId: t.aurora,
    typeId: ownType,
    title: 'Tender Operator Licence',
    sectionId: 9,
    sectionNumber: '57',
  });
  expect(added.status).toBe('applied');
});
afterAll(() => t.s.close());

describe('the certs module off on the vessel', () => {
  it('the feed carries none of its certificate records to anyone, keepers and the group included', async () => {
    for (const who of ['officer', 'purser', 'captain', 'fleet', 'group'])
      expect([who, auroraRows(await feedOf(who)).certificates]).toEqual([who, 13]);
    await setCerts(false);
    try {
      for (const who of ['officer', 'purser', 'captain', 'fleet', 'group'])
        expect([who, auroraRows(await feedOf(who))]).toEqual([
          who,
          { certificates: 0, certSettings: 0, certAttachments: 0, ownTypes: 0 },
        ]);
      // The group member keeps no other vessel's certificates: no catalogue either.
      const group = await feedOf('group');
      expect([group.certSections, group.certTypes, group.vesselParameters]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      // The doors it mirrors stay shut too.
      expect((await t.call('captain', 'GET', `/certs/${t.aurora}`)).status).toBe(403);
      expect((await t.call('captain', 'GET', `/files/${attachmentId}`)).status).toBe(404);
    } finally {
      await setCerts(true);
    }
  });

  it('switched back on, a device that had reached a cursor starts afresh and gets them again', async () => {
    await setCerts(false);
    const cursor = (await feedOf('officer')).cursor;
    await setCerts(true);
    const again = await feedOf('officer', cursor);
    expect(again.reset).toBe(true);
    expect(auroraRows(await feedOf('officer'))).toEqual({
      certificates: 13,
      certSettings: 1,
      certAttachments: 1,
      ownTypes: 1,
    });
    expect((await t.call('captain', 'GET', `/files/${attachmentId}`)).status).toBe(200);
  });
});
