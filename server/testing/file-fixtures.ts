import { tusMetadata } from './route-samples';
import type { TestServer } from './test-server';

/** The first bytes of a PNG: enough for content sniffing to call it image/png. */
export const PNG_HEAD = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
];

/** Starts a tus upload of `length` bytes for a user's record on a vessel. */
export async function startUpload(
  s: TestServer,
  token: string,
  vesselId: number,
  userId: number,
  id: string,
  length = PNG_HEAD.length,
  purpose = 'photo',
) {
  const res = await s.request('/files/uploads', {
    method: 'POST',
    token,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': tusMetadata({ id, vesselId, userId, purpose, name: 'deck.png' }),
    },
  });
  if (res.status !== 201) throw new Error(`upload ${id}: ${res.status} ${await res.text()}`);
}

/** A small PNG stored for a user's record, uploaded in one chunk; answers its id. */
export async function storedFile(
  s: TestServer,
  token: string,
  vesselId: number,
  userId: number,
  id: string,
  purpose = 'photo',
) {
  await startUpload(s, token, vesselId, userId, id, PNG_HEAD.length, purpose);
  const res = await s.request(`/files/uploads/${id}`, {
    method: 'PATCH',
    token,
    body: new Uint8Array(PNG_HEAD),
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
  });
  if (res.status !== 204) throw new Error(`upload ${id}: ${res.status} ${await res.text()}`);
  return id;
}
