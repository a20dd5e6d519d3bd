import { DOCUMENT_TEXT } from '@contracts/crew-documents';
import { categoryOf } from '@domain/crew/document-categories';
import { describe, expect, it } from 'vitest';
import {
  added,
  answered,
  aurora,
  call,
  crewDocumentsAttackServer,
  meridian,
  passport,
  rowOf,
  s,
  sync,
  table,
} from '../../../../testing/crew-documents-attack-kit';

/**
 * Attacks on crew documents (doc 2): Verified and Highest CoC, deleting and restoring as the
 * wrong role. Each test asserts the behaviour the spec asks for;
 * a failing one shows a defect (the other attacks: crew-documents-attack-*.test.ts).
 */
crewDocumentsAttackServer();

describe('Verified and Highest CoC', () => {
  it('no one verifies their own document, through REST or the sync op', async () => {
    for (const who of ['crew', 'officer', 'purser', 'captain', 'fleet']) {
      const doc = await added(who, who, { categoryId: 24, expiryDate: '2031-01-01' });
      const before = await table();
      for (const flags of [{ isVerified: true }, { coc: true }, { isVerified: true, coc: true }]) {
        const r = await sync(who, 'crew/document/flags', {
          yachtId: aurora,
          documentId: doc.documentId,
          ...flags,
        });
        expect(r.status, `${who} ${JSON.stringify(flags)}`).toBe('rejected');
        const res = await answered(call(who, 'PUT', `/documents/${aurora}/${doc.documentId}`, flags));
        expect(res.status).toBe(403);
      }
      expect(await table()).toBe(before);
    }
  });

  it('level 4 never verifies; level 5 not over a captain; verified documents stay with level 5', async () => {
    const crewDoc = await added('crew', 'crew', { categoryId: 24, expiryDate: '2031-01-01' });
    const captains = await added('captain', 'captain', { categoryId: 24, expiryDate: '2031-01-01' });
    const before = await table();
    expect(
      (
        await sync('officer', 'crew/document/flags', {
          yachtId: aurora,
          documentId: crewDoc.documentId,
          isVerified: true,
        })
      ).status,
    ).toBe('rejected');
    expect(
      (
        await sync('purser', 'crew/document/flags', {
          yachtId: aurora,
          documentId: captains.documentId,
          isVerified: true,
        })
      ).status,
    ).toBe('rejected');
    expect(
      (
        await sync('purser', 'crew/document/save', {
          yachtId: aurora,
          documentId: captains.documentId,
          categoryId: 24,
          expiryDate: '2040-01-01',
        })
      ).status,
    ).toBe('rejected');
    expect(
      (await answered(call('purser', 'DELETE', `/documents/${aurora}/${captains.documentId}`))).status,
    ).toBe(403);
    expect(await table()).toBe(before);
    expect(
      (
        await sync('purser', 'crew/document/flags', {
          yachtId: aurora,
          documentId: crewDoc.documentId,
          isVerified: true,
        })
      ).status,
    ).toBe('applied');
    const verified = await table();
    const r = await sync('crew', 'crew/document/save', {
      yachtId: aurora,
      documentId: crewDoc.documentId,
      categoryId: 24,
      expiryDate: '2040-01-01',
    });
    expect(r.status).toBe('rejected');
    expect(await table()).toBe(verified);
  });

  it('refuses Highest CoC on a category that is not a CoC, REST and sync', async () => {
    const doc = await added('crew', 'crew', { categoryId: 102 });
    const before = await table();
    const refused = await answered(
      call('purser', 'PUT', `/documents/${aurora}/${doc.documentId}`, { coc: true }),
    );
    expect([refused.status, (await refused.json()).errorList]).toEqual([
      400,
      [{ property: 'coc', message: DOCUMENT_TEXT.cocOnly }],
    ]);
    expect(
      (
        await sync('purser', 'crew/document/flags', {
          yachtId: aurora,
          documentId: doc.documentId,
          coc: true,
          isVerified: true,
        })
      ).status,
    ).toBe('rejected');
    expect(await table()).toBe(before);
  });

  // DEFECT: Highest CoC is checked only when ticked; a later change of category (by the owner while
  // unverified, or by level 5) leaves coc = true on a passport or a CV.
  it('a Highest CoC does not survive a change to a category that is not a CoC', async () => {
    const byOwner = await added('crew', 'crew', { categoryId: 25, expiryDate: '2031-01-01' });
    expect(
      (await answered(call('purser', 'PUT', `/documents/${aurora}/${byOwner.documentId}`, { coc: true })))
        .status,
    ).toBe(200);
    await answered(
      call('crew', 'PUT', `/documents/detail/${aurora}/${byOwner.documentId}`, { categoryId: 102 }),
    );
    const byPurser = await added('crew', 'crew', { categoryId: 26, expiryDate: '2031-01-01' });
    expect(
      (
        await answered(
          call('purser', 'PUT', `/documents/${aurora}/${byPurser.documentId}`, {
            coc: true,
            isVerified: true,
          }),
        )
      ).status,
    ).toBe(200);
    await sync('purser', 'crew/document/save', {
      yachtId: aurora,
      documentId: byPurser.documentId,
      ...passport,
    });
    const rows = await s.db.query<{ id: string; category_id: number; coc: boolean }>(
      'SELECT id, category_id, coc FROM crew_documents WHERE id = ANY($1)',
      [[byOwner.documentId, byPurser.documentId]],
    );
    expect(rows.filter((r) => r.coc && !categoryOf(r.category_id)?.coc)).toEqual([]);
  });
});

describe('deleting and restoring as the wrong role', () => {
  it('only the owner (current) and level 5 over the owner delete; only level 5 over the owner restores', async () => {
    const crewDoc = await added('crew', 'crew', { categoryId: 102 });
    const captainsDoc = await added('captain', 'captain', { categoryId: 102 });
    const before = await table();
    expect(
      (await answered(call('officer', 'DELETE', `/documents/${aurora}/${crewDoc.documentId}`))).status,
    ).toBe(403);
    expect(
      (await sync('officer', 'crew/document/delete', { yachtId: aurora, documentId: crewDoc.documentId }))
        .status,
    ).toBe('rejected');
    expect(
      (await sync('crew', 'crew/document/delete', { yachtId: aurora, documentId: captainsDoc.documentId }))
        .status,
    ).toBe('rejected');
    expect(
      (await sync('purser', 'crew/document/delete', { yachtId: aurora, documentId: captainsDoc.documentId }))
        .status,
    ).toBe('rejected');
    expect(await table()).toBe(before);
    // The captain deletes their own; the purser may not restore it, the fleet manager may.
    expect(
      (await answered(call('captain', 'DELETE', `/documents/${aurora}/${captainsDoc.documentId}`))).status,
    ).toBe(200);
    expect(
      (await answered(call('crew', 'DELETE', `/documents/${aurora}/${crewDoc.documentId}`))).status,
    ).toBe(200);
    const deleted = await table();
    for (const [who, doc, status] of [
      ['purser', captainsDoc, 403],
      ['officer', crewDoc, 403],
      ['crew', crewDoc, 403],
    ] as const)
      expect(
        (await answered(call(who, 'GET', `/documents/history/restore/${aurora}/${doc.documentId}`))).status,
        who,
      ).toBe(status);
    // Restore under the wrong vessel, by someone level 5+ on both.
    expect(
      (await answered(call('fleet', 'GET', `/documents/history/restore/${meridian}/${crewDoc.documentId}`)))
        .status,
    ).toBe(404);
    expect(await table()).toBe(deleted);
    expect(
      (await answered(call('fleet', 'GET', `/documents/history/restore/${aurora}/${captainsDoc.documentId}`)))
        .status,
    ).toBe(200);
    expect((await rowOf(captainsDoc.documentId))!.deleted_at).toBeNull();
    // A deleted document is neither edited nor flagged; deleting it again is the same answer.
    expect(
      (
        await answered(
          call('purser', 'PUT', `/documents/detail/${aurora}/${crewDoc.documentId}`, { categoryId: 102 }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answered(
          call('purser', 'PUT', `/documents/${aurora}/${crewDoc.documentId}`, { isVerified: true }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await answered(call('crew', 'DELETE', `/documents/${aurora}/${crewDoc.documentId}`))).status,
    ).toBe(200);
  });
});
