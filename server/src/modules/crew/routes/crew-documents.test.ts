import type { CrewDocument } from '@contracts/crew-documents';
import { MSG } from '@contracts/messages';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { aurora, crewId, openCrewServer, s, token, userId } from '../../../../testing/crew-server';
import { startUpload, storedFile } from '../../../../testing/file-fixtures';

/** Crew documents (doc 2): upload through the file queue, who sees, edits, verifies, deletes. */
openCrewServer();

let seq = 0;
const ulid = (_what: string) => `01JD${String(++seq).padStart(22, '0')}`;
const call = (who: string, method: string, path: string, body?: unknown) =>
  s.request(path, {
    method,
    token: token[who],
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const passport = {
  categoryId: 1,
  nationality: 77,
  passportNo: 'X1234567',
  issuedAt: '2020-01-02',
  expiryDate: '2030-01-01',
};

/** Uploads a file as `who` for `owner`'s record and adds it as a document; answers the response. */
async function add(who: string, owner: string, details: Record<string, unknown>, documentId = ulid('doc')) {
  const fileId = await storedFile(s, token[who]!, aurora, userId[owner]!, ulid('file'), 'crewDocument');
  const res = await call(who, 'POST', `/documents/crew/${aurora}/${crewId[owner]}`, {
    documentId,
    fileId,
    fileName: 'scan.png',
    ...details,
  });
  return { res, documentId, fileId };
}
const listOf = async (who: string, path: string) =>
  (await (await call(who, 'GET', path)).json()) as CrewDocument[];

describe('adding a document', () => {
  it('lets a crew member add their passport, with the category’s rules and the spec’s messages', async () => {
    const missing = await add('crew', 'crew', { categoryId: 1 });
    expect(missing.res.status).toBe(400);
    const errors = (await missing.res.json()).errorList.map((e: { property: string }) => e.property);
    expect(errors.sort()).toEqual(['expiryDate', 'issuedAt', 'nationality', 'passportNo']);
    const other = await add('crew', 'crew', { categoryId: 103 });
    expect((await other.res.json()).errorList).toEqual([{ property: 'name', message: MSG.required }]);
    const long = await add('crew', 'crew', {
      categoryId: 24,
      grade: 'g'.repeat(201),
      limitation: 'l'.repeat(21),
    });
    expect((await long.res.json()).errorList).toEqual(
      expect.arrayContaining([
        { property: 'grade', message: MSG.maxLength(200) },
        { property: 'limitation', message: MSG.maxLength(20) },
        { property: 'expiryDate', message: MSG.required },
      ]),
    );
    // Doc 3's 'passportNo alphanumeric', in doc 1's words for that rule.
    const dashed = await add('crew', 'crew', { ...passport, passportNo: 'X-123' });
    expect((await dashed.res.json()).errorList).toEqual([
      { property: 'passportNo', message: 'Field accepts only alphanumeric characters.' },
    ]);
    const ok = await add('crew', 'crew', passport);
    expect(ok.res.status).toBe(200);
    const mine = await listOf('crew', `/documents/crewonyacht/${crewId.crew}`);
    expect(mine.find((d) => d.id === ok.documentId)).toMatchObject({
      name: 'Passport',
      extension: 'png',
      passportNo: 'X1234567',
      isVerified: false,
    });
  });

  it('takes the issue date as the spec sends its dates, a date-time, like the expiry date', async () => {
    const ok = await add('crew', 'crew', {
      ...passport,
      issuedAt: '2020-05-01T00:00:00Z',
      expiryDate: '2030-05-01T00:00:00Z',
    });
    expect(ok.res.status, await ok.res.clone().text()).toBe(200);
    const mine = await listOf('crew', `/documents/crewonyacht/${crewId.crew}`);
    expect(mine.find((d) => d.id === ok.documentId)).toMatchObject({
      issuedAt: '2020-05-01',
      expiryDate: '2030-05-01',
    });
  });

  it('is idempotent: the same document sent twice is one document', async () => {
    const first = await add('crew', 'crew', { categoryId: 102 });
    const again = await call('crew', 'POST', `/documents/crew/${aurora}/${crewId.crew}`, {
      documentId: first.documentId,
      fileId: first.fileId,
      fileName: 'scan.png',
      categoryId: 102,
    });
    expect(again.status).toBe(200);
    const mine = await listOf('crew', `/documents/crewonyacht/${crewId.crew}`);
    expect(mine.filter((d) => d.id === first.documentId)).toHaveLength(1);
  });

  it('refuses a file that is not stored, not the uploader’s, or of another purpose', async () => {
    const pending = ulid('file');
    await startUpload(s, token.crew!, aurora, userId.crew!, pending, 16, 'crewDocument');
    const photo = await storedFile(s, token.crew!, aurora, userId.crew!, ulid('file'), 'photo');
    const others = await storedFile(s, token.officer!, aurora, userId.crew!, ulid('file'), 'crewDocument');
    for (const fileId of [pending, photo, others]) {
      const res = await call('crew', 'POST', `/documents/crew/${aurora}/${crewId.crew}`, {
        documentId: ulid('doc'),
        fileId,
        fileName: 'a.png',
        categoryId: 102,
      });
      expect((await res.json()).errorList).toEqual([{ property: 'fileId', message: 'Upload error' }]);
    }
  });

  it('keeps a crew member off other people’s records, and an officer off a captain’s', async () => {
    const post = async (who: string, owner: string) => {
      const fileId = await storedFile(s, token[who]!, aurora, userId[who]!, ulid('file'), 'crewDocument');
      return call(who, 'POST', `/documents/crew/${aurora}/${crewId[owner]}`, {
        documentId: ulid('doc'),
        fileId,
        fileName: 'a.png',
        categoryId: 102,
      });
    };
    expect((await post('crew', 'officer')).status).toBe(403);
    expect((await post('officer', 'captain')).status).toBe(403);
    // The file must be for the record it goes on: an officer's own file is not the crew member's.
    expect((await (await post('officer', 'crew')).json()).errorList).toEqual([
      { property: 'fileId', message: 'Upload error' },
    ]);
    expect((await add('officer', 'crew', { categoryId: 102 })).res.status).toBe(200);
  });

  it('bounds uploads: over 20 MB is refused before a byte, with the spec’s message', async () => {
    const res = await s.request('/files/uploads', {
      method: 'POST',
      token: token.crew,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(20 * 1024 * 1024 + 1),
        'upload-metadata': Buffer.from('x').toString('base64') && meta(ulid('file')),
      },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Maximum file size is 20 MB.');
  });
});

const meta = (id: string) =>
  Object.entries({ id, vesselId: aurora, userId: userId.crew, purpose: 'crewDocument', name: 'big.pdf' })
    .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`)
    .join(',');

describe('who sees what', () => {
  it('keeps private documents to their owner and level 5, file included', async () => {
    const contract = await add('purser', 'crew', { categoryId: 100 });
    expect(contract.res.status).toBe(200);
    const seen = async (who: string) =>
      (await listOf(who, `/documents/onyacht/${aurora}`)).some((d) => d.id === contract.documentId);
    expect(await seen('crew')).toBe(true);
    expect(await seen('purser')).toBe(true);
    expect(await seen('officer')).toBe(false);
    expect((await call('officer', 'GET', `/files/${contract.fileId}`)).status).toBe(404);
    expect((await call('purser', 'GET', `/files/${contract.fileId}`)).status).toBe(200);
    const feed = async (who: string) =>
      ((await (await call(who, 'GET', '/sync/changes?since=0')).json()).crewDocuments ??
        []) as CrewDocument[];
    expect((await feed('officer')).some((d) => d.id === contract.documentId)).toBe(false);
    expect((await feed('purser')).some((d) => d.id === contract.documentId)).toBe(true);
  });

  it('names like a contract are level 5’s too; an officer may not pick a private category', async () => {
    const named = await add('crew', 'crew', { categoryId: 103, name: 'My contract 2026' });
    const officers = await listOf('officer', `/documents/crewonyacht/${crewId.crew}`);
    expect(officers.some((d) => d.id === named.documentId)).toBe(false);
    expect((await add('officer', 'crew', { categoryId: 101 })).res.status).toBe(403);
  });

  it('never gives a crew member’s device another person’s documents', async () => {
    await add('officer', 'officer', passport);
    const feed = (await (await call('crew', 'GET', '/sync/changes?since=0')).json())
      .crewDocuments as CrewDocument[];
    expect(new Set(feed.map((d) => d.userId))).toEqual(new Set([userId.crew]));
  });
});

describe('verifying, editing, deleting', () => {
  it('lets only someone with canVerifyDocument verify, never on their own', async () => {
    const { documentId } = await add('crew', 'crew', { categoryId: 24, expiryDate: '2031-01-01' });
    expect(
      (await call('crew', 'PUT', `/documents/${aurora}/${documentId}`, { isVerified: true })).status,
    ).toBe(403);
    expect(
      (await call('officer', 'PUT', `/documents/${aurora}/${documentId}`, { isVerified: true })).status,
    ).toBe(403);
    expect(
      (await call('purser', 'PUT', `/documents/${aurora}/${documentId}`, { isVerified: true, coc: true }))
        .status,
    ).toBe(200);
    // Verified: the owner may no longer change it; level 5 may.
    const edit = { categoryId: 24, expiryDate: '2032-01-01' };
    expect((await call('crew', 'PUT', `/documents/detail/${aurora}/${documentId}`, edit)).status).toBe(403);
    expect((await call('purser', 'PUT', `/documents/detail/${aurora}/${documentId}`, edit)).status).toBe(200);
  });

  it('keeps one highest CoC, and only on a certificate of competency', async () => {
    const a = await add('crew', 'crew', { categoryId: 25, expiryDate: '2031-01-01' });
    const b = await add('crew', 'crew', { categoryId: 26, expiryDate: '2031-01-01' });
    const p = await add('crew', 'crew', passport);
    await call('purser', 'PUT', `/documents/${aurora}/${a.documentId}`, { coc: true });
    await call('purser', 'PUT', `/documents/${aurora}/${b.documentId}`, { coc: true });
    const refused = await call('purser', 'PUT', `/documents/${aurora}/${p.documentId}`, { coc: true });
    expect(refused.status).toBe(400);
    const mine = await listOf('crew', `/documents/crewonyacht/${crewId.crew}`);
    expect(mine.filter((d) => d.coc).map((d) => d.id)).toEqual([b.documentId]);
  });

  it('lets the owner delete, level 5 see the history and restore', async () => {
    const { documentId } = await add('crew', 'crew', { categoryId: 102 });
    expect((await call('officer', 'DELETE', `/documents/${aurora}/${documentId}`)).status).toBe(403);
    expect((await call('crew', 'DELETE', `/documents/${aurora}/${documentId}`)).status).toBe(200);
    expect(
      (await listOf('crew', `/documents/crewonyacht/${crewId.crew}`)).some((d) => d.id === documentId),
    ).toBe(false);
    expect((await call('officer', 'GET', `/documents/history/onyacht/${aurora}`)).status).toBe(403);
    expect(
      (await listOf('purser', `/documents/history/onyacht/${aurora}`)).some((d) => d.id === documentId),
    ).toBe(true);
    expect((await call('purser', 'GET', `/documents/history/restore/${aurora}/${documentId}`)).status).toBe(
      200,
    );
    expect(
      (await listOf('crew', `/documents/crewonyacht/${crewId.crew}`)).some((d) => d.id === documentId),
    ).toBe(true);
  });

  it('answers an unknown or malformed id with 404 or 400, never 500', async () => {
    expect((await call('purser', 'DELETE', `/documents/${aurora}/01JDNOSUCHDOCUMENT000000000`)).status).toBe(
      404,
    );
    expect((await call('purser', 'DELETE', `/documents/${aurora}/x`)).status).toBe(400);
    expect((await call('purser', 'PUT', `/documents/${aurora}/01JDNOSUCHDOCUMENT000000000`, {})).status).toBe(
      400,
    );
  });
});

describe('Download All Documents', () => {
  it('zips a crew member’s documents for level 5 only', async () => {
    expect((await call('officer', 'GET', `/documents/zip/${crewId.crew}`)).status).toBe(403);
    const res = await call('purser', 'GET', `/documents/zip/${crewId.crew}`);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const names = Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())));
    const live = await listOf('purser', `/documents/crewonyacht/${crewId.crew}`);
    expect(names).toHaveLength(live.length);
    expect(names).toContain('Passport.png');
  });
});

describe('document issues', () => {
  it('shows an expiring passport and a missing requirement on the issues page and the badge', async () => {
    const badge = async (who: string) =>
      (await (await call(who, 'GET', `/status/foryacht/${aurora}`)).json()).issueCount as number;
    // The demo gives the captain a passport valid for years, which would settle the one added
    // here (the one that expires last counts): it goes first, as when a passport is replaced.
    for (const d of await listOf('captain', `/documents/crewonyacht/${crewId.captain}`))
      if (d.categoryId === 1 && !d.deleted)
        expect((await call('captain', 'DELETE', `/documents/${aurora}/${d.id}`)).status).toBe(200);
    const before = await badge('captain');
    await add('captain', 'captain', { ...passport, expiryDate: '2026-12-01' });
    await call('captain', 'PUT', `/requirements/foryacht/${aurora}`, [{ requirementTypeId: 3 }]);
    type Listed = { userId: number; issues: { kind: string; name?: string; date?: string }[] };
    const issues = async (who: string) =>
      (await (await call(who, 'GET', `/issues/${aurora}`)).json()).crew as Listed[];
    const titles = (list: Listed[], who: string) =>
      list.find((c) => c.userId === userId[who])?.issues.map((i) => `${i.kind}:${i.name}:${i.date ?? ''}`);
    expect(titles(await issues('officer'), 'captain')).toEqual(
      expect.arrayContaining([
        'documentExpiring:Passport:2026-12-01',
        'requirementMissing:ENG1 medical certificate:',
      ]),
    );
    // A crew member sees their own only: the vessel's requirement, and not the captain's passport.
    const own = await issues('crew');
    expect(own.map((c) => c.userId)).toEqual([userId.crew]);
    expect(titles(own, 'crew')).toContain('requirementMissing:ENG1 medical certificate:');
    expect(await badge('captain')).toBeGreaterThanOrEqual(before + 2);
    // Once an ENG1 is on the record, it is no longer missing.
    await add('crew', 'crew', { categoryId: 3, expiryDate: '2028-01-01' });
    expect(titles(await issues('crew'), 'crew') ?? []).not.toContain(
      'requirementMissing:ENG1 medical certificate:',
    );
  });
});
