import type { CrewDocument } from '@contracts/crew-documents';
import { categoryOf } from '@domain/crew/document-categories';
import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../../../testing/crew-fixture';
import { storedFile } from '../../../../testing/file-fixtures';
import type { TestServer } from '../../../../testing/test-server';

/**
 * Attacks on crew documents (doc 2): other roles, other vessels, former crew, odd bodies, id
 * mismatches, private and contract documents leaking through any path, the sync ops, races.
 * Each test asserts the behaviour the spec asks for; a failing one shows a defect.
 * Roles on M/Y Aurora: crew 2, officer 4, purser 5, captain 6, fleet 8; crew@ and fleet@ are on
 * S/Y Meridian too.
 */
let s: TestServer;
let aurora: number;
let meridian: number;
let token: Record<string, string>;
let userId: Record<string, number>;
let crewId: Record<string, number>;
let crewOnMeridian: number;

beforeAll(async () => {
  ({ s, aurora, token, userId, crewId } = await crewServer());
  meridian = await s.vesselId('meridian');
  const [row] = await s.db.query<{ id: number }>(
    'SELECT id FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
    [userId.crew, meridian],
  );
  crewOnMeridian = row!.id;
});
afterAll(() => s.close());
// Never a 500: nothing reaches the server's error log.
// The races below only race on PostgreSQL (PGlite runs one transaction at a time): run them with
// TEST_DB=postgres TEST_DATABASE_URL=postgres://... to see them fail.
afterEach(() => {
  expect(s.errors.splice(0).map(String)).toEqual([]);
});

let seq = 0;
const ulid = () => `01JX${String(++seq).padStart(22, '0')}`;
const opId = () => `op${String(++seq).padStart(20, '0')}`;

const call = (
  who: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  s.request(path, {
    method,
    token: token[who],
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
/** 2xx or 4xx, never a 5xx. */
async function answered(res: Response | Promise<Response>) {
  const r = await res;
  const text = await r.clone().text();
  expect(r.status, text).toBeGreaterThanOrEqual(200);
  expect(r.status, text).toBeLessThan(500);
  return r;
}
const passport = {
  categoryId: 1,
  nationality: 77,
  passportNo: 'X1234567',
  issuedAt: '2020-01-02',
  expiryDate: '2030-01-01',
};

/** A stored crewDocument file uploaded by `who` for `owner` on `vessel`. */
const fileFor = (who: string, owner: string, vessel = aurora) =>
  storedFile(s, token[who]!, vessel, userId[owner]!, ulid(), 'crewDocument');

/** Uploads a file and adds it as a document by REST; answers the response and the ids. */
async function add(
  who: string,
  owner: string,
  details: Record<string, unknown>,
  opts: { documentId?: string; fileId?: string; vessel?: number; crew?: number } = {},
) {
  const vessel = opts.vessel ?? aurora;
  const fileId = opts.fileId ?? (await fileFor(who, owner, vessel));
  const documentId = opts.documentId ?? ulid();
  const res = await answered(
    call(who, 'POST', `/documents/crew/${vessel}/${opts.crew ?? crewId[owner]}`, {
      documentId,
      fileId,
      fileName: 'scan.png',
      ...details,
    }),
  );
  return { res, documentId, fileId };
}
async function added(who: string, owner: string, details: Record<string, unknown>, opts = {}) {
  const a = await add(who, owner, details, opts);
  expect(a.res.status, await a.res.clone().text()).toBe(200);
  return a;
}

type Result = { id: string; status: string; message?: string; records?: Record<string, unknown[]> };
async function sync(who: string, op: string, body: unknown, baseVersion = 0) {
  const res = await answered(
    call(who, 'POST', '/sync', { cursor: 0, ops: [{ id: opId(), op, body, baseVersion }] }),
  );
  expect(res.status).toBe(200);
  const json = (await res.json()) as { results: Result[]; changes: { crewDocuments?: CrewDocument[] } };
  return json.results[0]!;
}
const feed = async (who: string) =>
  ((await (await call(who, 'GET', '/sync/changes?since=0')).json()).crewDocuments ?? []) as CrewDocument[];
const listOf = async (who: string, path: string) => {
  const res = await answered(call(who, 'GET', path));
  return res.status === 200 ? ((await res.json()) as CrewDocument[]) : [];
};
type Listed = {
  userId: number;
  crewId: number;
  issues: { kind: string; name?: string; documentId?: string }[];
};
const issuesOf = async (who: string) =>
  ((await (await call(who, 'GET', `/issues/${aurora}`)).json()).crew ?? []) as Listed[];

/** The stored row of a document, and the whole table: a refusal must change neither. */
const rowOf = async (id: string) =>
  (await s.db.query<Record<string, unknown>>('SELECT * FROM crew_documents WHERE id = $1', [id]))[0];
const table = async () => JSON.stringify(await s.db.query('SELECT * FROM crew_documents ORDER BY id'));

/** Every place a level-4 officer could read a document: lists, feed, file route, issues. */
async function officerSees(documentId: string, fileId: string) {
  const seen: string[] = [];
  for (const path of [
    `/documents/onyacht/${aurora}`,
    `/xdocuments/onyacht/${aurora}`,
    `/documents/crewonyacht/${crewId.crew}`,
  ])
    if ((await listOf('officer', path)).some((d) => d.id === documentId)) seen.push(path);
  if ((await feed('officer')).some((d) => d.id === documentId)) seen.push('feed');
  if ((await answered(call('officer', 'GET', `/files/${fileId}`))).status === 200) seen.push('file');
  if ((await answered(call('officer', 'GET', `/files/${fileId}/meta`))).status === 200) seen.push('meta');
  const issues = (await issuesOf('officer')).flatMap((c) => c.issues);
  if (issues.some((i) => i.documentId === documentId)) seen.push('issues');
  return seen;
}

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
      { isVerified: 'true' },
      { coc: 1 },
      { isVerified: null },
    ])
      expect(
        (await answered(call('purser', 'PUT', `/documents/${aurora}/${doc.documentId}`, body))).status,
      ).toBe(400);
    expect(await table()).toBe(before);
  });

  it('ignores extra fields: no verifying, moving or flagging through the add or save body', async () => {
    const doc = await added('crew', 'crew', {
      categoryId: 24,
      expiryDate: '2031-01-01',
      isVerified: true,
      coc: true,
      deleted: true,
      version: 999999999,
      crewId: crewId.officer,
      yachtId: meridian,
      userId: userId.officer,
      vesselId: meridian,
      uploadedBy: userId.captain,
      extension: 'exe',
    });
    expect(await rowOf(doc.documentId)).toMatchObject({
      crew_id: crewId.crew,
      is_verified: false,
      coc: false,
      deleted_at: null,
      extension: 'png',
      uploaded_by: userId.crew,
    });
    const res = await answered(
      call('crew', 'PUT', `/documents/detail/${aurora}/${doc.documentId}`, {
        categoryId: 24,
        expiryDate: '2031-01-01',
        isVerified: true,
        coc: true,
        isPrivate: true,
        crewId: crewId.officer,
        fileId: ulid(),
      }),
    );
    expect(res.status).toBe(200);
    expect(await rowOf(doc.documentId)).toMatchObject({
      crew_id: crewId.crew,
      file_id: doc.fileId,
      is_verified: false,
      coc: false,
    });
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

describe('id mismatches and replays', () => {
  it('refuses one file for two documents, also after the first is deleted', async () => {
    const first = await added('crew', 'crew', { categoryId: 102 });
    const before = await table();
    expect((await add('crew', 'crew', { categoryId: 102 }, { fileId: first.fileId })).res.status).toBe(400);
    const r = await sync('crew', 'crew/document/add', {
      yachtId: aurora,
      crewId: crewId.crew,
      documentId: ulid(),
      fileId: first.fileId,
      fileName: 'a.png',
      categoryId: 102,
    });
    expect(r.status).toBe('rejected');
    expect(await table()).toBe(before);
    await answered(call('crew', 'DELETE', `/documents/${aurora}/${first.documentId}`));
    const deleted = await table();
    expect((await add('crew', 'crew', { categoryId: 102 }, { fileId: first.fileId })).res.status).toBe(400);
    expect(await table()).toBe(deleted);
  });

  it('a document id replayed with another crew id, vessel or file does not move or copy it', async () => {
    const doc = await added('officer', 'crew', { categoryId: 102 });
    const before = await table();
    // The officer's own record, with a fresh file of theirs: the id belongs to the crew member's document.
    const other = await add('officer', 'officer', { categoryId: 102 }, { documentId: doc.documentId });
    expect(other.res.status).toBe(404);
    // The crew member's meridian record, under meridian.
    const moved = await add(
      'crew',
      'crew',
      { categoryId: 102 },
      { documentId: doc.documentId, vessel: meridian, crew: crewOnMeridian },
    );
    expect(moved.res.status).toBe(404);
    const r = await sync('purser', 'crew/document/add', {
      yachtId: aurora,
      crewId: crewId.purser,
      documentId: doc.documentId,
      fileId: await fileFor('purser', 'purser'),
      fileName: 'a.png',
      categoryId: 102,
    });
    expect(r.status).toBe('rejected');
    expect(JSON.stringify(r)).not.toContain(doc.fileId);
    expect(await table()).toBe(before);
    expect(await rowOf(doc.documentId)).toMatchObject({ crew_id: crewId.crew, file_id: doc.fileId });
  });

  it('replaying a private document’s id does not let level 4 learn or change it', async () => {
    const secret = await added('purser', 'crew', { categoryId: 100, name: 'Salary 2026' });
    const before = await table();
    // An officer guessing the id, with a category they may pick and a file of theirs for the crew member.
    const r = await sync('officer', 'crew/document/add', {
      yachtId: aurora,
      crewId: crewId.crew,
      documentId: secret.documentId,
      fileId: await fileFor('officer', 'crew'),
      fileName: 'a.png',
      categoryId: 102,
    });
    expect(JSON.stringify(r)).not.toContain('Salary');
    expect(await table()).toBe(before);
  });

  // DEFECT (minor): the 'sent again' shortcut answers `applied` for an existing id on the same crew
  // record before asking whether the caller may see that document, or whether it is their file:
  // level 4 learns that a private document has this id, and its device believes its own add stored.
  it('an add replayed onto a private document’s id is not answered as applied to level 4', async () => {
    const secret = await added('purser', 'crew', { categoryId: 101 });
    const r = await sync('officer', 'crew/document/add', {
      yachtId: aurora,
      crewId: crewId.crew,
      documentId: secret.documentId,
      fileId: await fileFor('officer', 'crew'),
      fileName: 'a.png',
      categoryId: 102,
    });
    expect(r.status).toBe('rejected');
  });
});

describe('private and contract documents never reach level 4', () => {
  it('a private one and one named like a contract: lists, feed, files, issues, zip', async () => {
    const priv = await added('purser', 'crew', { categoryId: 100 });
    // Named like a contract, in a category with an expiry so that it makes an issue.
    const named = await added('crew', 'crew', {
      categoryId: 80,
      name: 'CONTRACT of employment',
      expiryDate: '2026-11-20',
    });
    const marked = await added('crew', 'crew', {
      categoryId: 82,
      name: 'Seaman book',
      isPrivate: true,
      expiryDate: '2026-11-21',
    });
    for (const d of [priv, named, marked]) expect(await officerSees(d.documentId, d.fileId)).toEqual([]);
    // The owner and level 5 do see them.
    for (const who of ['crew', 'purser']) {
      const ids = (await listOf(who, `/documents/crewonyacht/${crewId.crew}`)).map((d) => d.id);
      expect(ids).toEqual(expect.arrayContaining([priv.documentId, named.documentId, marked.documentId]));
    }
    const issues = (await issuesOf('purser')).flatMap((c) => c.issues).map((i) => i.documentId);
    expect(issues).toEqual(expect.arrayContaining([named.documentId, marked.documentId]));
    expect((await answered(call('officer', 'GET', `/documents/zip/${crewId.crew}`))).status).toBe(403);
    const zip = await answered(call('purser', 'GET', `/documents/zip/${crewId.crew}`));
    expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())))).toContain(
      'CONTRACT of employment.png',
    );
  });

  it('deleted private documents: not in level 4’s feed or file route, history only for level 5', async () => {
    const priv = await added('purser', 'crew', { categoryId: 101 });
    expect((await answered(call('crew', 'DELETE', `/documents/${aurora}/${priv.documentId}`))).status).toBe(
      200,
    );
    expect((await answered(call('officer', 'GET', `/documents/history/onyacht/${aurora}`))).status).toBe(403);
    expect((await feed('officer')).some((d) => d.id === priv.documentId)).toBe(false);
    expect((await answered(call('officer', 'GET', `/files/${priv.fileId}`))).status).toBe(404);
    expect(
      (await answered(call('officer', 'GET', `/documents/history/restore/${aurora}/${priv.documentId}`)))
        .status,
    ).toBe(403);
    expect(
      (await listOf('purser', `/documents/history/onyacht/${aurora}`)).some((d) => d.id === priv.documentId),
    ).toBe(true);
  });

  it('sync refusals and conflicts carry no copy of a document the caller may not see', async () => {
    const priv = await added('purser', 'crew', { categoryId: 100, name: 'Secret pay' });
    const officers = await added('officer', 'officer', { categoryId: 102, name: 'Officer CV' });
    const before = await table();
    const attempts: [string, string, Record<string, unknown>, number][] = [
      ['officer', 'crew/document/save', { yachtId: aurora, documentId: priv.documentId, categoryId: 102 }, 0],
      ['officer', 'crew/document/save', { yachtId: aurora, documentId: priv.documentId, categoryId: 102 }, 1],
      [
        'officer',
        'crew/document/flags',
        { yachtId: aurora, documentId: priv.documentId, isVerified: true },
        0,
      ],
      ['officer', 'crew/document/delete', { yachtId: aurora, documentId: priv.documentId }, 0],
      [
        'crew',
        'crew/document/save',
        { yachtId: aurora, documentId: officers.documentId, categoryId: 102 },
        1,
      ],
      [
        'crew',
        'crew/document/flags',
        { yachtId: aurora, documentId: officers.documentId, isVerified: true },
        0,
      ],
      ['crew', 'crew/document/delete', { yachtId: aurora, documentId: officers.documentId }, 0],
      [
        'crew',
        'crew/document/save',
        { yachtId: meridian, documentId: officers.documentId, categoryId: 102 },
        1,
      ],
    ];
    for (const [who, op, body, base] of attempts) {
      const r = await sync(who, op, body, base);
      expect(r.status, `${who} ${op}`).not.toBe('applied');
      const text = JSON.stringify(r);
      expect(text, `${who} ${op}`).not.toContain(body.documentId as string);
      expect(text).not.toMatch(/Secret pay|Officer CV/);
    }
    // REST 404s, no names in the answers either.
    for (const [m, path, body] of [
      ['PUT', `/documents/detail/${aurora}/${priv.documentId}`, { categoryId: 102 }],
      ['PUT', `/documents/${aurora}/${priv.documentId}`, { isVerified: true }],
      ['DELETE', `/documents/${aurora}/${priv.documentId}`, undefined],
    ] as const) {
      const res = await answered(call('officer', m, path, body, { 'x-base-version': '1' }));
      expect(res.status).toBe(m === 'PUT' && path.includes('/detail/') ? 404 : m === 'PUT' ? 403 : 404);
      expect(await res.text()).not.toContain('Secret pay');
    }
    expect(await table()).toBe(before);
  });

  // DEFECT: the is_private flag is fixed at upload, but a document's name may be changed later to
  // one "named like a contract" (doc 2: level 5 and the owner only). It then stays visible to level 4.
  it('a document renamed like a contract after upload is not shown to level 4 (REST save)', async () => {
    const doc = await added('crew', 'crew', {
      categoryId: 83,
      name: 'Yacht rating',
      expiryDate: '2026-11-25',
    });
    expect(await officerSees(doc.documentId, doc.fileId)).not.toEqual([]);
    const res = await answered(
      call('crew', 'PUT', `/documents/detail/${aurora}/${doc.documentId}`, {
        categoryId: 83,
        name: 'Employment contract - salary 9000',
        expiryDate: '2026-11-25',
      }),
    );
    const name = String((await rowOf(doc.documentId))!.name);
    if (res.status === 200 && /contract/i.test(name))
      expect(await officerSees(doc.documentId, doc.fileId)).toEqual([]);
  });

  it('a document renamed like a contract after upload is not shown to level 4 (sync op, by level 5)', async () => {
    const doc = await added('crew', 'crew', { categoryId: 102, name: 'References' });
    const r = await sync('purser', 'crew/document/save', {
      yachtId: aurora,
      documentId: doc.documentId,
      categoryId: 102,
      name: 'Signed contract',
    });
    const name = String((await rowOf(doc.documentId))!.name);
    if (r.status === 'applied' && /contract/i.test(name))
      expect((await feed('officer')).filter((d) => d.id === doc.documentId).map((d) => d.name)).toEqual([]);
  });
});

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
    expect(
      (await answered(call('purser', 'PUT', `/documents/${aurora}/${doc.documentId}`, { coc: true }))).status,
    ).toBe(400);
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

describe('races', () => {
  it('two adds with the same id at once make one document, and no server error', async () => {
    const fileId = await fileFor('crew', 'crew');
    const documentId = ulid();
    const body = { documentId, fileId, fileName: 'a.png', categoryId: 102 };
    const path = `/documents/crew/${aurora}/${crewId.crew}`;
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(() => answered(call('crew', 'POST', path, body))),
    );
    expect(answers.map((r) => r.status)).toContain(200);
    const rows = await s.db.query('SELECT id FROM crew_documents WHERE id = $1 OR file_id = $2', [
      documentId,
      fileId,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('two adds of one file under different ids at once: one document, the other refused', async () => {
    const fileId = await fileFor('crew', 'crew');
    const path = `/documents/crew/${aurora}/${crewId.crew}`;
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(() =>
        answered(
          call('crew', 'POST', path, { documentId: ulid(), fileId, fileName: 'a.png', categoryId: 102 }),
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await s.db.query('SELECT id FROM crew_documents WHERE file_id = $1', [fileId])).toHaveLength(1);
  });

  it('the same document id in two sync batches at once, and through REST too', async () => {
    const fileId = await fileFor('crew', 'crew');
    const documentId = ulid();
    const body = {
      yachtId: aurora,
      crewId: crewId.crew,
      documentId,
      fileId,
      fileName: 'a.png',
      categoryId: 102,
    };
    const batches = await Promise.all([
      answered(
        call('crew', 'POST', '/sync', {
          cursor: 0,
          ops: [{ id: opId(), op: 'crew/document/add', body, baseVersion: 0 }],
        }),
      ),
      answered(
        call('crew', 'POST', '/sync', {
          cursor: 0,
          ops: [{ id: opId(), op: 'crew/document/add', body, baseVersion: 0 }],
        }),
      ),
      answered(
        call('crew', 'POST', `/documents/crew/${aurora}/${crewId.crew}`, {
          documentId,
          fileId,
          fileName: 'a.png',
          categoryId: 102,
        }),
      ),
    ]);
    for (const res of batches.slice(0, 2)) {
      const { results } = (await res.json()) as { results: Result[] };
      expect(results[0]!.status).toBe('applied');
    }
    expect(batches[2]!.status).toBe(200);
    expect(await s.db.query('SELECT id FROM crew_documents WHERE id = $1', [documentId])).toHaveLength(1);
  });

  it('ticking Highest CoC on two documents at once leaves one', async () => {
    const a = await added('crew', 'crew', { categoryId: 20, expiryDate: '2031-01-01' });
    const b = await added('crew', 'crew', { categoryId: 21, expiryDate: '2031-01-01' });
    await Promise.all(
      [a, b].map((d) =>
        answered(call('purser', 'PUT', `/documents/${aurora}/${d.documentId}`, { coc: true })),
      ),
    );
    const live = await s.db.query(
      'SELECT id FROM crew_documents WHERE crew_id = $1 AND coc AND deleted_at IS NULL',
      [crewId.crew],
    );
    expect(live).toHaveLength(1);
  });

  it('a delete and a Highest CoC tick at once: a deleted document is never the highest CoC', async () => {
    for (const categoryId of [22, 23, 40]) {
      const d = await added('crew', 'crew', { categoryId, expiryDate: '2031-01-01' });
      const [del, flag] = await Promise.all([
        answered(call('crew', 'DELETE', `/documents/${aurora}/${d.documentId}`)),
        answered(call('purser', 'PUT', `/documents/${aurora}/${d.documentId}`, { coc: true })),
      ]);
      expect(del.status).toBe(200);
      expect([200, 404]).toContain(flag.status);
      const row = (await rowOf(d.documentId))!;
      expect(row.deleted_at).not.toBeNull();
      // Deleting clears Highest CoC (crew-documents.ts): it must not come back by a tick that raced it.
      expect(row.coc, categoryId.toString()).toBe(false);
    }
  });
});
