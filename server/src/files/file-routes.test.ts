import { createHash, randomBytes } from 'node:crypto';
import { UPLOAD_LENGTH_INVALID, UPLOAD_REPLAY_DIFFERS } from '@contracts/file-purposes';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outsiderCaptain, shipmate } from '../../testing/role-fixtures';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** Issue 6, section 3: uploads over tus, checked from their content, downloaded by who may see them. */
let s: TestServer;
let aurora: number;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  for (const who of ['crew', 'officer', 'captain']) {
    const login = await s.login(`${who}@demo.yacht`);
    token[who] = login.accessToken;
    id[who] = login.user.id;
  }
  const outsider = await outsiderCaptain(s);
  token.outsider = outsider.token;
});
afterAll(() => s.close());

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const PDF = [...Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n')];
let n = 0;
const newId = () => `01JF${String(++n).padStart(22, '0')}`;
/** Upload metadata for a photo on a user's record on Aurora (each with a fresh id). */
const photoOf = (userId: number) => ({
  id: newId(),
  vesselId: aurora,
  userId,
  purpose: 'photo',
  name: 'a.png',
});
const meta = (m: Record<string, string | number>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`)
    .join(',');

function create(who: string, m: Record<string, string | number>, length: number) {
  return s.request('/files/uploads', {
    method: 'POST',
    token: token[who],
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': meta(m) },
  });
}
function patch(who: string, fileId: string, offset: number, bytes: number[]) {
  return s.request(`/files/uploads/${fileId}`, {
    method: 'PATCH',
    token: token[who],
    body: new Uint8Array(bytes),
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
  });
}
/** A whole upload in one go; answers the last response. */
async function upload(who: string, bytes: number[], m: Partial<Record<string, string | number>> = {}) {
  const fileId = newId();
  const full = { id: fileId, vesselId: aurora, userId: id[who]!, purpose: 'photo', name: 'deck.png', ...m };
  const created = await create(who, full as Record<string, string | number>, bytes.length);
  expect(created.status).toBe(201);
  return { fileId, res: await patch(who, fileId, 0, bytes) };
}

describe('uploads', () => {
  it('stores a file under the id the device chose, typed from its content, with its size and sha-256', async () => {
    const { fileId, res } = await upload('crew', PDF, { purpose: 'attachment', name: 'photo.jpg' });
    expect(res.status).toBe(204);
    const [row] = await s.db.query('SELECT state, mime, size, sha256 FROM files WHERE id = $1', [fileId]);
    const sha256 = createHash('sha256').update(new Uint8Array(PDF)).digest('hex');
    expect(row).toEqual({ state: 'stored', mime: 'application/pdf', size: PDF.length, sha256 });
  });

  it('takes chunks of 5 MB as sent (no JSON body limit on the way)', async () => {
    const bytes = [...PDF, ...randomBytes(6 * 1024 * 1024 - PDF.length)];
    const m = { id: newId(), vesselId: aurora, userId: id.crew!, purpose: 'attachment', name: 'big.pdf' };
    expect((await create('crew', m, bytes.length)).status).toBe(201);
    const first = await patch('crew', m.id, 0, bytes.slice(0, 5 * 1024 * 1024));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(5 * 1024 * 1024));
    expect((await patch('crew', m.id, 5 * 1024 * 1024, bytes.slice(5 * 1024 * 1024))).status).toBe(204);
    const [row] = await s.db.query<{ size: number }>('SELECT size FROM files WHERE id = $1', [m.id]);
    expect(row!.size).toBe(bytes.length);
  });

  it('refuses content that is not what the purpose takes, whatever its name', async () => {
    const { fileId, res } = await upload('crew', PDF, { purpose: 'photo', name: 'photo.jpg' });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe('This type of file is not accepted here.');
    const [row] = await s.db.query<{ state: string }>('SELECT state FROM files WHERE id = $1', [fileId]);
    expect(row!.state).toBe('refused');
    const random = await upload('crew', [1, 2, 3, 4, 5, 6, 7, 8], { purpose: 'attachment', name: 'a.exe' });
    expect(random.res.status).toBe(415);
  });

  it("refuses a file over its purpose's limit before any byte is sent, in the spec's words", async () => {
    const m = { id: newId(), vesselId: aurora, userId: id.crew!, purpose: 'signature', name: 'sig.png' };
    const res = await create('crew', m, 3 * 1024 * 1024 + 1);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("File 'sig.png' is too large. Please keep file under 3 MB.");
    const big = await create('crew', { ...m, id: newId(), purpose: 'attachment' }, 20 * 1024 * 1024 + 1);
    expect((await big.json()).message).toBe('Maximum file size is 20 MB.');
    const doc = await create(
      'crew',
      { ...m, id: newId(), purpose: 'document', name: 'crew list.pdf' },
      4 * 1024 * 1024 + 1,
    );
    expect((await doc.json()).message).toBe(
      "File 'crew list.pdf' is too large. Please keep file under 4 MB.",
    );
    expect(await s.db.query('SELECT 1 FROM files WHERE id = $1', [m.id])).toEqual([]);
    await expect(s.deps.files.getUpload(m.id)).rejects.toBeTruthy();
  });

  it('answers bad metadata with 400 in the spec shape', async () => {
    const ok = { id: newId(), vesselId: aurora, userId: id.crew!, purpose: 'photo', name: 'a.png' };
    for (const bad of [
      { ...ok, name: 'a\u0000b.png' },
      { ...ok, id: 'not-a-ulid' },
      { ...ok, purpose: 'virus' },
      { ...ok, name: '../../etc/passwd' },
    ]) {
      const res = await create('crew', bad, 10);
      expect(res.status).toBe(400);
      expect((await res.json()).errorList.length).toBeGreaterThan(0);
    }
    expect((await create('crew', { ...ok, vesselId: 2_147_483_648 }, 10)).status).toBe(400);
  });

  it('a creation sent again (its answer lost) goes on with the same upload, not a second file', async () => {
    const m = { id: newId(), vesselId: aurora, userId: id.crew!, purpose: 'photo', name: 'a.png' };
    expect((await create('crew', m, PNG.length)).status).toBe(201);
    expect((await patch('crew', m.id, 0, PNG.slice(0, 6))).status).toBe(204);
    const again = await create('crew', m, PNG.length);
    expect(again.status).toBe(201);
    const head = await s.request(`/files/uploads/${m.id}`, {
      method: 'HEAD',
      token: token.crew,
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(head.headers.get('upload-offset')).toBe('6');
    expect((await patch('crew', m.id, 6, PNG.slice(6))).status).toBe(204);
    const rows = await s.db.query('SELECT state FROM files WHERE id = $1', [m.id]);
    expect(rows).toEqual([{ state: 'stored' }]);
    // Nobody else may go on with it.
    expect((await patch('captain', m.id, 6, [1])).status).toBe(403);
  });

  it('an upload replayed after it finished is answered as done, and no second file is made', async () => {
    const { fileId } = await upload('crew', PNG);
    const m = { id: fileId, vesselId: aurora, userId: id.crew!, purpose: 'photo', name: 'deck.png' };
    const again = await create('crew', m, PNG.length);
    expect(again.status).toBe(201);
    expect(again.headers.get('location')).toBe(`/api/v1/files/uploads/${fileId}`);
    // The replayed bytes (whatever they are) change nothing: the server says all of it is there.
    const replay = await patch('crew', fileId, 0, [0x25, 0x50, 0x44, 0x46]);
    expect(replay.status).toBe(204);
    expect(replay.headers.get('upload-offset')).toBe(String(PNG.length));
    const rows = await s.db.query('SELECT mime, size FROM files WHERE id = $1', [fileId]);
    expect(rows).toEqual([{ mime: 'image/png', size: PNG.length }]);
    const got = await s.request(`/files/${fileId}`, { token: token.crew });
    expect([...new Uint8Array(await got.arrayBuffer())]).toEqual(PNG);
  });

  it('a creation sent again with another file under the same id is refused, and the first is kept', async () => {
    const m = { id: newId(), vesselId: aurora, userId: id.crew!, purpose: 'photo', name: 'a.png' };
    expect((await create('crew', m, PNG.length)).status).toBe(201);
    expect((await patch('crew', m.id, 0, PNG.slice(0, 6))).status).toBe(204);
    const others = [
      [{ ...m, name: 'b.png' }, PNG.length],
      [{ ...m, purpose: 'attachment' }, PNG.length],
      [{ ...m, userId: id.officer! }, PNG.length],
      [m, PNG.length + 1],
      [m, 4],
    ] as const;
    for (const [other, length] of others) {
      const res = await create(other.userId === id.crew ? 'crew' : 'officer', other, length);
      expect(res.status, JSON.stringify([other, length])).toBe(other.userId === id.crew ? 409 : 403);
      if (res.status === 409) expect((await res.json()).message).toBe(UPLOAD_REPLAY_DIFFERS);
    }
    // The crew member's own, but for an officer's record: the same id, another record.
    expect((await create('crew', { ...m, userId: id.officer! }, PNG.length)).status).not.toBe(201);
    expect((await patch('crew', m.id, 6, PNG.slice(6))).status).toBe(204);
    const rows = await s.db.query('SELECT name, purpose, size, state FROM files WHERE id = $1', [m.id]);
    expect(rows).toEqual([{ name: 'a.png', purpose: 'photo', size: PNG.length, state: 'stored' }]);
    // The same one once more is still the same upload, answered as done.
    expect((await create('crew', m, PNG.length)).status).toBe(201);
  });

  it('takes Upload-Length as tus does, digits only, and says what it must be', async () => {
    const m = { id: newId(), vesselId: aurora, userId: id.crew!, purpose: 'photo', name: 'a.png' };
    for (const length of ['0x10', '1e1', '16.0', '-1', 'abc', '9007199254740993', '0']) {
      const res = await s.request('/files/uploads', {
        method: 'POST',
        token: token.crew,
        headers: { 'tus-resumable': '1.0.0', 'upload-length': length, 'upload-metadata': meta(m) },
      });
      expect([length, res.status, await res.json()]).toEqual([
        length,
        400,
        expect.objectContaining({
          errorList: [{ property: 'Upload-Length', message: UPLOAD_LENGTH_INVALID }],
        }),
      ]);
    }
    expect((await create('crew', m, PNG.length)).status).toBe(201);
  });

  it('a refused upload stays refused when sent again', async () => {
    const { fileId, res } = await upload('crew', PDF, { purpose: 'photo', name: 'x.jpg' });
    expect(res.status).toBe(415);
    const m = { id: fileId, vesselId: aurora, userId: id.crew!, purpose: 'photo', name: 'x.jpg' };
    expect((await create('crew', m, PDF.length)).status).toBe(415);
    expect((await patch('crew', fileId, 0, PDF)).status).toBe(415);
  });

  it("refuses an upload for someone else's record unless an officer of the vessel", async () => {
    expect((await create('crew', photoOf(id.captain!), 10)).status).toBe(403);
    expect((await create('outsider', photoOf(id.crew!), 10)).status).toBe(403);
    expect((await create('officer', photoOf(id.crew!), 10)).status).toBe(201);
    const anon = await s.request('/files/uploads', {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': meta(photoOf(id.crew!)),
      },
    });
    expect(anon.status).toBe(401);
  });
});

describe('downloads', () => {
  it('for the owner and the officers of the vessel only', async () => {
    const { fileId } = await upload('crew', PNG);
    const get = (who?: string) => s.request(`/files/${fileId}`, { token: who ? token[who] : undefined });
    const mine = await get('crew');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('cache-control')).toBe('private');
    expect(mine.headers.get('content-disposition')).toBe(
      `attachment; filename="deck.png"; filename*=UTF-8''deck.png`,
    );
    expect([...new Uint8Array(await mine.arrayBuffer())]).toEqual(PNG);
    expect((await get('officer')).status).toBe(200);
    expect((await get('outsider')).status).toBe(403);
    expect((await get()).status).toBe(401);
    // Another crew member's file (an officer uploaded it for them) is not the crew member's to see.
    const { fileId: theirs } = await upload('officer', PNG, { userId: await shipmate(s) });
    expect((await s.request(`/files/${theirs}`, { token: token.crew })).status).toBe(403);
    expect((await s.request(`/files/${theirs}/meta`, { token: token.crew })).status).toBe(403);
    expect((await s.request(`/files/${theirs}`, { token: token.officer })).status).toBe(200);
    const { fileId: officers } = await upload('officer', PNG);
    expect((await s.request(`/files/${officers}`, { token: token.crew })).status).toBe(403);
    expect((await s.request(`/files/${newId()}`, { token: token.crew })).status).toBe(404);
  });

  it('meta for the same callers: name, type, size and sha-256', async () => {
    const { fileId } = await upload('crew', PNG, { name: 'Mast ⚓.png' });
    const meta = (who?: string) =>
      s.request(`/files/${fileId}/meta`, { token: who ? token[who] : undefined });
    const mine = await meta('crew');
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({
      id: fileId,
      vesselId: aurora,
      userId: id.crew,
      uploadedBy: id.crew,
      purpose: 'photo',
      name: 'Mast ⚓.png',
      mime: 'image/png',
      size: PNG.length,
      sha256: createHash('sha256').update(new Uint8Array(PNG)).digest('hex'),
    });
    expect((await meta('officer')).status).toBe(200);
    expect((await meta('outsider')).status).toBe(403);
    expect((await meta()).status).toBe(401);
    const download = await s.request(`/files/${fileId}`, { token: token.crew });
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Mast _.png"; filename*=UTF-8''Mast%20%E2%9A%93.png`,
    );
  });

  it('not while the upload is under way; and an upload is read back by HEAD only', async () => {
    const m = { id: newId(), vesselId: aurora, userId: id.crew!, purpose: 'photo', name: 'a.png' };
    await create('crew', m, PNG.length);
    await patch('crew', m.id, 0, PNG.slice(0, 4));
    expect((await s.request(`/files/${m.id}`, { token: token.crew })).status).toBe(404);
    expect((await s.request(`/files/${m.id}/meta`, { token: token.officer })).status).toBe(404);
    const tusGet = await s.request(`/files/uploads/${m.id}`, {
      token: token.crew,
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(tusGet.status).toBe(405);
  });
});

describe('the signature as a file', () => {
  const use = (who: string, fileId: string) =>
    s.post(
      '/sync',
      { cursor: 0, ops: [{ id: newId(), op: 'hor/signature/use', body: { fileId }, baseVersion: 0 }] },
      token[who],
    );

  it('becomes the signature once its upload is complete, and only its uploader can use it', async () => {
    const { fileId } = await upload('officer', PNG, { purpose: 'signature', name: 'signature.png' });
    const someoneElses = (await (await use('captain', fileId)).json()).results[0];
    expect(someoneElses.status).toBe('rejected');
    const state = async () => (await s.request('/hor/digital-signature', { token: token.officer })).json();
    expect((await state()).hasSignature).toBe(false);
    expect((await (await use('officer', fileId)).json()).results[0].status).toBe('applied');
    expect((await state()).hasSignature).toBe(true);
  });

  it('is refused while the file is not complete on the server', async () => {
    const m = {
      id: newId(),
      vesselId: aurora,
      userId: id.crew!,
      purpose: 'signature',
      name: 'signature.png',
    };
    await create('crew', m, PNG.length);
    await patch('crew', m.id, 0, PNG.slice(0, 4));
    const result = (await (await use('crew', m.id)).json()).results[0];
    expect(result).toMatchObject({ status: 'rejected' });
  });
});

// Found by attack (issue 6): each of these once worked, or answered 5xx or plain text.
describe('uploads under attack', () => {
  it('a query string cannot name another upload than the one checked', async () => {
    const victim = { id: newId(), vesselId: aurora, userId: id.crew!, purpose: 'signature', name: 's.png' };
    expect((await create('crew', victim, PNG.length)).status).toBe(201);
    const mine = { id: newId(), vesselId: aurora, userId: id.officer!, purpose: 'signature', name: 'x.png' };
    expect((await create('officer', mine, PNG.length)).status).toBe(201);
    const smuggled = await s.request(`/files/uploads/${mine.id}?x=/${victim.id}`, {
      method: 'PATCH',
      token: token.officer,
      body: new Uint8Array(PNG),
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
    });
    // A query field no route reads is refused before anything is done (no bytes taken anywhere).
    expect([smuggled.status, (await smuggled.json()).errorList]).toEqual([
      400,
      [{ property: 'x', message: MSG.unknownField }],
    ]);
    const states = await s.db.query<{ id: string; state: string }>(
      'SELECT id, state FROM files WHERE id = ANY($1) ORDER BY id',
      [[victim.id, mine.id]],
    );
    expect(states).toEqual([
      { id: victim.id, state: 'uploading' },
      { id: mine.id, state: 'uploading' },
    ]);
  });

  it('a creation tus refuses leaves no row behind, so the device can create it again', async () => {
    const m = { id: newId(), vesselId: aurora, userId: id.crew!, purpose: 'photo', name: 'a.png' };
    const bad = await s.request('/files/uploads', {
      method: 'POST',
      token: token.crew,
      headers: { 'upload-length': '16', 'upload-metadata': meta(m) }, // no Tus-Resumable
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(typeof (await bad.json()).message).toBe('string');
    expect(await s.db.query('SELECT 1 FROM files WHERE id = $1', [m.id])).toEqual([]);
    expect((await create('crew', m, PNG.length)).status).toBe(201);
    expect((await patch('crew', m.id, 0, PNG)).status).toBe(204);
  });

  it('a record of someone who is not on the vessel, or does not exist, is refused, not a 500', async () => {
    expect((await create('captain', photoOf(999_999), 10)).status).toBe(403);
    const [other] = await s.db.query<{ id: number }>(
      `SELECT user_id AS id FROM user_vessel_roles WHERE user_id NOT IN
         (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1) LIMIT 1`,
      [aurora],
    );
    expect((await create('captain', photoOf(other!.id), 10)).status).toBe(403);
  });

  it("tus's own refusals come in the API's error shape, never as a 5xx", async () => {
    const m = { id: newId(), vesselId: aurora, userId: id.crew!, purpose: 'photo', name: 'a.png' };
    const concat = await s.request('/files/uploads', {
      method: 'POST',
      token: token.crew,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '16',
        'upload-metadata': meta(m),
        'upload-concat': 'partial',
      },
    });
    expect(concat.status).toBeLessThan(500);
    expect(concat.headers.get('content-type')).toContain('application/json');
    expect(concat.headers.get('access-control-allow-origin')).toBeNull();
  });
});
