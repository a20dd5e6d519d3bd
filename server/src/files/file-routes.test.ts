import { createHash, randomBytes } from 'node:crypto';
import { UPLOAD_LENGTH_INVALID, UPLOAD_REPLAY_DIFFERS } from '@contracts/file-purposes';
import { describe, expect, it } from 'vitest';
import {
  aurora,
  create,
  id,
  meta,
  newId,
  openFileRoutesServer,
  PDF,
  PNG,
  patch,
  photoOf,
  s,
  token,
  upload,
} from '../../testing/file-routes-kit';
import { shipmate } from '../../testing/role-fixtures';

/** Issue 6, section 3: uploads over tus, checked from their content, downloaded by who may see them. */
openFileRoutesServer();

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
    // A library file is an officer's to upload (crew start none: docs-upload-who.test.ts).
    const doc = await create(
      'officer',
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

  it('a malformed id is named "id", as the path names it', async () => {
    for (const bad of ['0', '-1', newId().toLowerCase()]) {
      const res = await s.request(`/files/${bad}`, { token: token.crew });
      expect(res.status).toBe(400);
      expect((await res.json()).errorList.map((e: { property: string }) => e.property)).toEqual(['id']);
    }
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
