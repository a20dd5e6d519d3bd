import { afterAll, beforeAll, expect, it } from 'vitest';
import { PDF, PNG } from '../../../../testing/cert-attachment-kit';
import { startS3TestServer } from '../../../../testing/s3-test-server';
import { startTestServer, type TestServer } from '../../../../testing/test-server';
import { readStoredFile } from '../../../files/file-storage';

/**
 * The spec's multipart upload writes its files through the same storage as tus uploads: on
 * S3-compatible storage too (s3rver here). The bytes come back whole, and a deletion takes them out.
 */
let s: TestServer;
let storage: Awaited<ReturnType<typeof startS3TestServer>>;
let token: string;
let aurora: number;
let cert: string;
beforeAll(async () => {
  storage = await startS3TestServer();
  s = await startTestServer({}, storage.env);
  aurora = await s.vesselId('aurora');
  token = (await s.login('captain@demo.yacht')).accessToken;
  const [row] = await s.db.query<{ id: string }>(
    'SELECT id FROM certificates WHERE vessel_id = $1 AND NOT deleted ORDER BY id LIMIT 1',
    [aurora],
  );
  cert = row!.id;
});
afterAll(async () => {
  await s.close();
  await storage.close();
});

it('stores a batch on S3, downloads it byte for byte, and removes the bytes on delete', async () => {
  const form = new FormData();
  form.append('0', new Blob([PDF], { type: 'application/pdf' }), 'certificate.pdf');
  form.append('1', new Blob([PNG], { type: 'image/png' }), 'stamp.png');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const base = `/certsDetail/attachments/${aurora}/${cert}`;
  const res = await s.request(base, {
    method: 'POST',
    token,
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { attachments } = (await res.json()) as { attachments: { id: string; name: string }[] };
  for (const [a, bytes] of [
    [attachments[0]!, PDF],
    [attachments[1]!, PNG],
  ] as const) {
    const dl = await s.request(`${base}/${a.id}/download`, { token });
    expect(dl.status).toBe(200);
    expect(new Uint8Array(await dl.arrayBuffer())).toEqual(bytes);
  }
  const gone = attachments[0]!.id;
  expect((await s.request(`${base}/${gone}`, { method: 'DELETE', token })).status).toBe(200);
  await expect(readStoredFile(s.deps.files, gone)).rejects.toBeTruthy();
  expect(s.errors).toEqual([]);
});
