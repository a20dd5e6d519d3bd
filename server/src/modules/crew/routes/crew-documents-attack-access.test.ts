import { describe, expect, it } from 'vitest';
import {
  add,
  added,
  answered,
  aurora,
  call,
  crewDocumentsAttackServer,
  crewId,
  crewOnMeridian,
  feed,
  fileFor,
  listOf,
  meridian,
  s,
  sync,
  table,
  ulid,
  userId,
} from '../../../../testing/crew-documents-attack-kit';

/**
 * Attacks on crew documents (doc 2): other roles, other vessels and former crew. Each test asserts the behaviour the spec asks for;
 * a failing one shows a defect (the other attacks: crew-documents-attack-*.test.ts).
 */
crewDocumentsAttackServer();

describe('other roles and other vessels', () => {
  it('keeps level 2 to their own documents on every read route', async () => {
    const officers = await added('officer', 'officer', { categoryId: 102 });
    const mine = await added('crew', 'crew', { categoryId: 102 });
    const list = await listOf('crew', `/documents/onyacht/${aurora}`);
    expect(list.some((d) => d.id === mine.documentId)).toBe(true);
    expect(new Set(list.map((d) => d.userId))).toEqual(new Set([userId.crew]));
    for (const path of [
      `/documents/crewonyacht/${crewId.officer}`,
      `/xdocuments/onyacht/${aurora}`,
      `/documents/history/onyacht/${aurora}`,
      `/documents/zip/${crewId.officer}`,
      `/documents/zip/${crewId.crew}`,
      `/documents/history/restore/${aurora}/${officers.documentId}`,
    ])
      expect((await answered(call('crew', 'GET', path))).status, path).toBe(403);
    expect([403, 404]).toContain((await answered(call('crew', 'GET', `/files/${officers.fileId}`))).status);
    expect((await feed('crew')).some((d) => d.id === officers.documentId)).toBe(false);
  });

  it('keeps aurora’s officer and purser off meridian', async () => {
    const theirs = await added(
      'crew',
      'crew',
      { categoryId: 102 },
      { vessel: meridian, crew: crewOnMeridian },
    );
    for (const who of ['officer', 'purser']) {
      for (const path of [
        `/documents/onyacht/${meridian}`,
        `/xdocuments/onyacht/${meridian}`,
        `/documents/history/onyacht/${meridian}`,
        `/documents/crewonyacht/${crewOnMeridian}`,
        `/documents/zip/${crewOnMeridian}`,
        `/files/${theirs.fileId}`,
      ])
        expect((await answered(call(who, 'GET', path))).status, `${who} ${path}`).toBe(403);
      expect((await feed(who)).some((d) => d.id === theirs.documentId)).toBe(false);
    }
    const before = await table();
    for (const [m, path, body] of [
      ['PUT', `/documents/detail/${meridian}/${theirs.documentId}`, { categoryId: 103, name: 'x' }],
      ['PUT', `/documents/${meridian}/${theirs.documentId}`, { isVerified: true }],
      ['DELETE', `/documents/${meridian}/${theirs.documentId}`, undefined],
      ['GET', `/documents/history/restore/${meridian}/${theirs.documentId}`, undefined],
    ] as const)
      expect((await answered(call('purser', m, path, body))).status, path).toBe(403);
    // Addressed under aurora, where the purser is level 5: the document is meridian's.
    for (const [m, path, body] of [
      ['PUT', `/documents/detail/${aurora}/${theirs.documentId}`, { categoryId: 103, name: 'x' }],
      ['PUT', `/documents/${aurora}/${theirs.documentId}`, { isVerified: true }],
      ['DELETE', `/documents/${aurora}/${theirs.documentId}`, undefined],
      ['GET', `/documents/history/restore/${aurora}/${theirs.documentId}`, undefined],
    ] as const)
      expect((await answered(call('purser', m, path, body))).status, path).toBe(404);
    for (const [op, body] of [
      ['crew/document/save', { yachtId: aurora, documentId: theirs.documentId, categoryId: 103, name: 'x' }],
      ['crew/document/flags', { yachtId: aurora, documentId: theirs.documentId, isVerified: true }],
      ['crew/document/delete', { yachtId: aurora, documentId: theirs.documentId }],
      ['crew/document/delete', { yachtId: meridian, documentId: theirs.documentId }],
    ] as const) {
      const r = await sync('purser', op, body);
      expect(r.status).toBe('rejected');
      expect(JSON.stringify(r.records ?? {})).not.toContain(theirs.documentId);
    }
    expect(await table()).toBe(before);
  });

  it('a document of vessel A addressed under vessel B is not found, even by someone on both', async () => {
    const doc = await added('crew', 'crew', { categoryId: 102 });
    const before = await table();
    for (const who of ['crew', 'fleet']) {
      expect(
        (
          await answered(
            call(who, 'PUT', `/documents/detail/${meridian}/${doc.documentId}`, { categoryId: 102 }),
          )
        ).status,
      ).toBe(404);
      expect((await answered(call(who, 'DELETE', `/documents/${meridian}/${doc.documentId}`))).status).toBe(
        404,
      );
      const r = await sync(who, 'crew/document/delete', { yachtId: meridian, documentId: doc.documentId });
      expect(r).toMatchObject({ status: 'rejected' });
    }
    expect(
      (await answered(call('fleet', 'PUT', `/documents/${meridian}/${doc.documentId}`, { isVerified: true })))
        .status,
    ).toBe(404);
    expect(await table()).toBe(before);
  });

  it('refuses files of another vessel or user, and crew ids of another vessel', async () => {
    const before = await table();
    // The crew member's meridian file on their aurora record, and the other way round.
    const meridianFile = await fileFor('crew', 'crew', meridian);
    expect(
      (await (await add('crew', 'crew', { categoryId: 102 }, { fileId: meridianFile })).res.json()).errorList,
    ).toEqual([{ property: 'fileId', message: 'Upload error' }]);
    const auroraFile = await fileFor('crew', 'crew');
    const onMeridian = await add(
      'crew',
      'crew',
      { categoryId: 102 },
      { fileId: auroraFile, vessel: meridian, crew: crewOnMeridian },
    );
    expect(onMeridian.res.status).toBe(400);
    // The crew member's meridian crew id under aurora's path (REST and sync).
    expect(
      (await add('crew', 'crew', { categoryId: 102 }, { fileId: auroraFile, crew: crewOnMeridian })).res
        .status,
    ).toBe(403);
    const r = await sync('crew', 'crew/document/add', {
      yachtId: aurora,
      crewId: crewOnMeridian,
      documentId: ulid(),
      fileId: auroraFile,
      fileName: 'a.png',
      categoryId: 102,
    });
    expect(r.status).toBe('rejected');
    // The purser's file for the purser's own record, put on the crew member's.
    const pursers = await fileFor('purser', 'purser');
    expect((await add('purser', 'crew', { categoryId: 102 }, { fileId: pursers })).res.status).toBe(400);
    // A file id of another user's upload (officer's, for the crew member): not the caller's.
    const officers = await fileFor('officer', 'crew');
    expect((await add('purser', 'crew', { categoryId: 102 }, { fileId: officers })).res.status).toBe(400);
    expect(await table()).toBe(before);
  });
});

describe('former crew', () => {
  it('a former crew member may neither add nor delete their own documents', async () => {
    const doc = await added('crew', 'crew', { categoryId: 102 });
    const fileId = await fileFor('crew', 'crew');
    await s.db.query('UPDATE user_vessel_roles SET crew_status = 2 WHERE id = $1', [crewId.crew]);
    try {
      const before = await table();
      expect((await add('crew', 'crew', { categoryId: 102 }, { fileId })).res.status).toBe(403);
      expect((await answered(call('crew', 'DELETE', `/documents/${aurora}/${doc.documentId}`))).status).toBe(
        403,
      );
      expect(
        (await sync('crew', 'crew/document/delete', { yachtId: aurora, documentId: doc.documentId })).status,
      ).toBe('rejected');
      expect(
        (
          await sync('crew', 'crew/document/add', {
            yachtId: aurora,
            crewId: crewId.crew,
            documentId: ulid(),
            fileId,
            fileName: 'a.png',
            categoryId: 102,
          })
        ).status,
      ).toBe('rejected');
      expect(await table()).toBe(before);
      // Level 5 still may (delete, then restore).
      expect(
        (await answered(call('purser', 'DELETE', `/documents/${aurora}/${doc.documentId}`))).status,
      ).toBe(200);
      expect(
        (await answered(call('purser', 'GET', `/documents/history/restore/${aurora}/${doc.documentId}`)))
          .status,
      ).toBe(200);
    } finally {
      await s.db.query('UPDATE user_vessel_roles SET crew_status = 1 WHERE id = $1', [crewId.crew]);
    }
  });

  it('a crew member whose role has ended has no access at all', async () => {
    const doc = await added('crew', 'crew', { categoryId: 102 });
    await s.db.query("UPDATE user_vessel_roles SET end_date = '2026-01-01' WHERE id = $1", [crewId.crew]);
    try {
      const before = await table();
      expect((await answered(call('crew', 'GET', `/documents/onyacht/${aurora}`))).status).toBe(403);
      expect((await answered(call('crew', 'GET', `/files/${doc.fileId}`))).status).toBe(403);
      expect((await answered(call('crew', 'DELETE', `/documents/${aurora}/${doc.documentId}`))).status).toBe(
        403,
      );
      expect(
        (await sync('crew', 'crew/document/delete', { yachtId: aurora, documentId: doc.documentId })).status,
      ).toBe('rejected');
      expect((await feed('crew')).some((d) => d.vesselId === aurora)).toBe(false);
      expect(await table()).toBe(before);
    } finally {
      await s.db.query('UPDATE user_vessel_roles SET end_date = NULL WHERE id = $1', [crewId.crew]);
    }
  });
});
