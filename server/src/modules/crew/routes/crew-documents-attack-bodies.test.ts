import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  add,
  added,
  answered,
  aurora,
  call,
  crewDocumentsAttackServer,
  crewId,
  fileFor,
  meridian,
  opId,
  passport,
  type Result,
  rowOf,
  sync,
  table,
  ulid,
  userId,
} from '../../../../testing/crew-documents-attack-kit';

/**
 * Attacks on crew documents (doc 2): odd and fuzzed bodies, paths, headers and sync batches. Each test asserts the behaviour the spec asks for;
 * a failing one shows a defect (the other attacks: crew-documents-attack-*.test.ts).
 */
crewDocumentsAttackServer();

describe('odd and fuzzed bodies', () => {
  const nul = 'a\u0000b';
  const lone = 'a\ud800b';
  const huge = 'x'.repeat(200_000);

  it('answers every malformed add with a 4xx and stores nothing', async () => {
    const fileId = await fileFor('crew', 'crew');
    const good = { documentId: ulid(), fileId, fileName: 'a.png', categoryId: 102 };
    const bodies: unknown[] = [
      null,
      [],
      [good],
      'just a string',
      42,
      true,
      {},
      { ...good, documentId: 123 },
      { ...good, documentId: 'short' },
      { ...good, documentId: 'x'.repeat(41) },
      { ...good, documentId: `01JX${nul}000000000000000` },
      { ...good, documentId: `01JX${lone}000000000000000` },
      { ...good, documentId: ['01JX0000000000000000000000'] },
      { ...good, documentId: { $gt: '' } },
      { ...good, fileId: 'not-a-file' },
      { ...good, fileId: fileId.toLowerCase() },
      { ...good, fileId: null },
      { ...good, fileId: 12345 },
      { ...good, fileName: '' },
      { ...good, fileName: nul },
      { ...good, fileName: lone },
      { ...good, fileName: huge },
      { ...good, categoryId: -1 },
      { ...good, categoryId: 0 },
      { ...good, categoryId: 99 },
      { ...good, categoryId: 2 ** 31 },
      { ...good, categoryId: 1e308 },
      { ...good, categoryId: 1.5 },
      { ...good, categoryId: '1e3' },
      { ...good, categoryId: 'NaN' },
      { ...good, categoryId: null },
      { ...good, categoryId: [102] },
      { ...good, categoryId: { id: 102 } },
      { ...good, name: nul },
      { ...good, name: lone },
      { ...good, name: huge },
      { ...good, name: 5 },
      { ...good, description: 'd'.repeat(501) },
      { ...good, comment: lone },
      { ...good, customId: 'c'.repeat(13) },
      { ...good, isPrivate: 'yes' },
      { ...good, isPrivate: 1 },
      { ...good, expiryDate: '2026-02-30' },
      { ...good, expiryDate: '99999-01-01' },
      { ...good, expiryDate: '0000-01-01' },
      { ...good, expiryDate: 20260101 },
      { ...good, issuedAt: '2030-01-01', expiryDate: '2029-01-01' },
      { ...passport, ...good, categoryId: 1, nationality: 99999 },
      { ...passport, ...good, categoryId: 1, nationality: -77 },
      { ...passport, ...good, categoryId: 1, passportNo: 'AB-12' },
      { ...passport, ...good, categoryId: 1, passportNo: 'A'.repeat(21) },
      { ...passport, ...good, categoryId: 1, passportNo: `A${nul}` },
    ];
    const before = await table();
    for (const body of bodies) {
      const res = await answered(call('crew', 'POST', `/documents/crew/${aurora}/${crewId.crew}`, body));
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      const r = await sync('crew', 'crew/document/add', {
        ...(typeof body === 'object' && body && !Array.isArray(body) ? body : { body }),
        yachtId: aurora,
        crewId: crewId.crew,
      });
      expect(r.status, JSON.stringify(body).slice(0, 200)).toBe('rejected');
      expect(r.message).not.toMatch(/server|500/i);
    }
    // Not JSON at all, and a body over the limit.
    expect(
      (await answered(call('crew', 'POST', `/documents/crew/${aurora}/${crewId.crew}`, '{"documentId":')))
        .status,
    ).toBe(400);
    const tooBig = await answered(
      call('crew', 'POST', `/documents/crew/${aurora}/${crewId.crew}`, {
        ...good,
        comment: 'c'.repeat(2_000_000),
      }),
    );
    expect([400, 413]).toContain(tooBig.status);
    expect(await table()).toBe(before);
  });

  it('answers odd paths, ids and headers with a 4xx', async () => {
    const doc = await added('crew', 'crew', { categoryId: 102 });
    const before = await table();
    const paths: [string, string][] = [
      ['GET', `/documents/crewonyacht/0`],
      ['GET', `/documents/crewonyacht/9999999999`],
      ['GET', `/documents/crewonyacht/-1`],
      ['GET', `/documents/zip/0`],
      ['GET', `/documents/zip/9999999999`],
      ['GET', `/documents/onyacht/0`],
      ['GET', `/documents/onyacht/9999999999`],
      ['GET', `/documents/onyacht/99999999999`],
      ['GET', `/documents/history/restore/${aurora}/short`],
      ['GET', `/documents/history/restore/${aurora}/${'y'.repeat(41)}`],
      ['GET', `/documents/history/restore/${aurora}/01JX%00000000000000000000000`],
      ['GET', `/documents/history/restore/${aurora}/01JX%ED%A0%800000000000000000`],
      ['GET', `/documents/history/restore/${aurora}/01JX%uD800%uD8000000000000000`],
      ['GET', `/documents/history/restore/9999999999/${doc.documentId}`],
      ['DELETE', `/documents/${aurora}/01JX%00000000000000000000000`],
      ['DELETE', `/documents/${aurora}/01JX%ED%A0%800000000000000000`],
      ['DELETE', `/documents/${aurora}/%E0%A4%A`],
      ['DELETE', `/documents/0/${doc.documentId}`],
      ['DELETE', `/documents/9999999999/${doc.documentId}`],
      ['DELETE', `/documents/${aurora}/${doc.documentId}?x=%00`],
      ['POST', `/documents/crew/${aurora}/0`],
      ['POST', `/documents/crew/${aurora}/9999999999`],
      ['POST', `/documents/crew/0/${crewId.crew}`],
    ];
    for (const who of ['crew', 'purser'])
      for (const [m, path] of paths) {
        const res = await answered(call(who, m, path, m === 'POST' ? { categoryId: 102 } : undefined));
        expect(res.status, `${who} ${m} ${path}`).toBeGreaterThanOrEqual(400);
      }
    for (const base of ['abc', '-5', '1e400', '99999999999999999999999', 'Infinity', '0x10', ' '])
      expect(
        (
          await answered(
            call(
              'crew',
              'PUT',
              `/documents/detail/${aurora}/${doc.documentId}`,
              { categoryId: 999 },
              {
                'x-base-version': base,
              },
            ),
          )
        ).status,
      ).toBe(400);
    for (const body of [
      null,
      [],
      [{ isVerified: true }],
      {},
      { isVerified: 'yes' },
      { coc: 1 },
      { isVerified: null },
    ])
      expect(
        (await answered(call('purser', 'PUT', `/documents/${aurora}/${doc.documentId}`, body))).status,
      ).toBe(400);
    expect(await table()).toBe(before);
  });

  it('refuses extra fields by name: no verifying, moving or flagging through the add or save body', async () => {
    const refusal = (property: string) => ({
      message: "Data you've entered are invalid.",
      errorList: [{ property, message: 'This call does not take this field.' }],
    });
    const extras: [string, unknown][] = [
      ['isVerified', true],
      ['coc', true],
      ['deleted', true],
      ['version', 999999999],
      ['crewId', crewId.officer],
      ['yachtId', meridian],
      ['userId', userId.officer],
      ['vesselId', meridian],
      ['uploadedBy', userId.captain],
      ['extension', 'exe'],
    ];
    for (const [field, value] of extras) {
      const a = await add('crew', 'crew', { categoryId: 24, expiryDate: '2031-01-01', [field]: value });
      expect([field, a.res.status, await a.res.json()]).toEqual([field, 400, refusal(field)]);
      expect(await rowOf(a.documentId)).toBeUndefined();
    }
    const doc = await added('crew', 'crew', { categoryId: 24, expiryDate: '2031-01-01' });
    const save = (extra: Record<string, unknown>) =>
      answered(
        call('crew', 'PUT', `/documents/detail/${aurora}/${doc.documentId}`, {
          categoryId: 24,
          expiryDate: '2031-01-02',
          ...extra,
        }),
      );
    for (const [field, value] of [
      ['isVerified', true],
      ['coc', true],
      ['isPrivate', true],
      ['crewId', crewId.officer],
      ['fileId', ulid()],
    ] as const) {
      const res = await save({ [field]: value });
      // Fields the lists answer pass a save as read (a client sends the document back whole);
      // another value is refused by name as read-only.
      expect([field, res.status, await res.json()]).toEqual([
        field,
        400,
        { ...refusal(field), errorList: [{ property: field, message: MSG.readOnlyField }] },
      ]);
    }
    expect(await rowOf(doc.documentId)).toMatchObject({
      crew_id: crewId.crew,
      file_id: doc.fileId,
      is_verified: false,
      coc: false,
      deleted_at: null,
      extension: 'png',
      uploaded_by: userId.crew,
    });
    expect((await save({})).status).toBe(200);
  });

  it('answers a malformed sync batch per operation, never with a server error', async () => {
    const before = await table();
    const doc = await added('crew', 'crew', { categoryId: 102 });
    const after = await table();
    const ops: unknown[] = [
      null,
      [],
      'op',
      { id: opId(), op: 'crew/document/add', body: [], baseVersion: 0 },
      { id: opId(), op: 'crew/document/add', body: null, baseVersion: 0 },
      { id: opId(), op: 'crew/document/save', body: { documentId: doc.documentId }, baseVersion: 0 },
      {
        id: opId(),
        op: 'crew/document/save',
        body: { yachtId: aurora, documentId: doc.documentId, categoryId: 102 },
        baseVersion: -1,
      },
      {
        id: opId(),
        op: 'crew/document/save',
        body: { yachtId: aurora, documentId: doc.documentId, categoryId: 102 },
        baseVersion: 1e300,
      },
      {
        id: opId(),
        op: 'crew/document/flags',
        body: { yachtId: aurora, documentId: doc.documentId },
        baseVersion: 0,
      },
      {
        id: opId(),
        op: 'crew/document/delete',
        body: { yachtId: -1, documentId: doc.documentId },
        baseVersion: 0,
      },
      {
        id: opId(),
        op: 'crew/document/delete',
        body: { yachtId: aurora, documentId: `x${'\u0000'}xxxxxxxxxx` },
        baseVersion: 0,
      },
      {
        id: opId(),
        op: 'crew/document/delete',
        body: { yachtId: aurora, documentId: 'x\ud800xxxxxxxxxx' },
        baseVersion: 0,
      },
      {
        id: opId(),
        op: 'crew/document/delete',
        body: { yachtId: 2 ** 31, documentId: doc.documentId },
        baseVersion: 0,
      },
      {
        id: opId(),
        op: 'crew/document/delete',
        body: { yachtId: aurora, documentId: 'nosuchdocument' },
        baseVersion: 0,
      },
      {
        id: `bad id ${'\u0000'}`,
        op: 'crew/document/delete',
        body: { yachtId: aurora, documentId: doc.documentId },
        baseVersion: 0,
      },
      {
        id: opId(),
        op: 'crew/document/verify',
        body: { yachtId: aurora, documentId: doc.documentId },
        baseVersion: 0,
      },
    ];
    const res = await answered(call('crew', 'POST', '/sync', { cursor: 0, ops }));
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Result[] };
    expect(results).toHaveLength(ops.length);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect(r.message).not.toMatch(/server|500/i);
    }
    expect(before).not.toBe(after);
    expect(await table()).toBe(after);
  });
});
