import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outsiderCaptain } from '../testing/role-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

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
  it('stores a file under the id the device chose, typed from its content', async () => {
    const { fileId, res } = await upload('crew', PDF, { purpose: 'attachment', name: 'photo.jpg' });
    expect(res.status).toBe(204);
    const [row] = await s.db.query('SELECT state, mime, size FROM files WHERE id = $1', [fileId]);
    expect(row).toEqual({ state: 'stored', mime: 'application/pdf', size: PDF.length });
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
    expect(await s.db.query('SELECT 1 FROM files WHERE id = $1', [m.id])).toEqual([]);
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

  it("refuses an upload for someone else's record unless an officer of the vessel", async () => {
    const m = (userId: number) => ({
      id: newId(),
      vesselId: aurora,
      userId,
      purpose: 'photo',
      name: 'a.png',
    });
    expect((await create('crew', m(id.captain!), 10)).status).toBe(403);
    expect((await create('outsider', m(id.crew!), 10)).status).toBe(403);
    expect((await create('officer', m(id.crew!), 10)).status).toBe(201);
    const anon = await s.request('/files/uploads', {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': meta(m(id.crew!)) },
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
    expect([...new Uint8Array(await mine.arrayBuffer())]).toEqual(PNG);
    expect((await get('officer')).status).toBe(200);
    expect((await get('outsider')).status).toBe(403);
    expect((await get()).status).toBe(401);
    // A shipmate's file is not the crew member's to see.
    const { fileId: officers } = await upload('officer', PNG);
    expect((await s.request(`/files/${officers}`, { token: token.crew })).status).toBe(403);
    expect((await s.request(`/files/${newId()}`, { token: token.crew })).status).toBe(404);
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
