import { afterAll, beforeAll, expect } from 'vitest';
import { outsiderCaptain } from './role-fixtures';
import { startTestServer, type TestServer } from './test-server';

/**
 * The server and the calls of the file route tests (issue 6, section 3: uploads over tus,
 * checked from their content, downloaded by who may see them): crew, officer, captain of Aurora
 * and a captain of another fleet, each with a token.
 */
export let s: TestServer;
export let aurora: number;
export const token: Record<string, string> = {};
export const id: Record<string, number> = {};

/** Opens the server for the test file that calls it (before all its tests), and closes it after. */
export function openFileRoutesServer() {
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
}

export const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
export const PDF = [...Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n')];
let n = 0;
export const newId = () => `01JF${String(++n).padStart(22, '0')}`;
/** Upload metadata for a photo on a user's record on Aurora (each with a fresh id). */
export const photoOf = (userId: number) => ({
  id: newId(),
  vesselId: aurora,
  userId,
  purpose: 'photo',
  name: 'a.png',
});
export const meta = (m: Record<string, string | number>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`)
    .join(',');

export function create(who: string, m: Record<string, string | number>, length: number) {
  return s.request('/files/uploads', {
    method: 'POST',
    token: token[who],
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': meta(m) },
  });
}
export function patch(who: string, fileId: string, offset: number, bytes: number[]) {
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
export async function upload(who: string, bytes: number[], m: Partial<Record<string, string | number>> = {}) {
  const fileId = newId();
  const full = { id: fileId, vesselId: aurora, userId: id[who]!, purpose: 'photo', name: 'deck.png', ...m };
  const created = await create(who, full as Record<string, string | number>, bytes.length);
  expect(created.status).toBe(201);
  return { fileId, res: await patch(who, fileId, 0, bytes) };
}
