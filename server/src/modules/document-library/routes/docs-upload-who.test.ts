import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocsTestServer, docsServer } from '../../../../testing/docs-fixture';

/**
 * A library file is started only by someone who may upload to the library (level 4+ with access,
 * the docsCheck rule applied): a crew member's upload on their own record was stored, 4 MB at a
 * time, though no one could ever file it. Refused before a byte is stored.
 */
let t: DocsTestServer;
beforeAll(async () => {
  t = await docsServer();
});
afterAll(() => t.s.close());

const rows = async () =>
  (await t.s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM files WHERE purpose = 'document'"))[0]!
    .n;

describe('who starts a library upload', () => {
  it('crew are refused; the officer starts one, but not under docsCheck, where level 6+ other than the Captain do', async () => {
    const before = await rows();
    const crew = await t.startDocUpload('crew', t.newId(), 100, 'Mine.pdf');
    expect([crew.status, await crew.json()]).toEqual([403, { message: MSG.status403 }]);
    expect(await rows()).toBe(before);
    expect((await t.startDocUpload('officer', t.newId(), 100, 'Ours.pdf')).status).toBe(201);
    await t.setDocsCheck(true);
    try {
      expect((await t.startDocUpload('officer', t.newId(), 100, 'Ours.pdf')).status).toBe(403);
      expect((await t.startDocUpload('fleet', t.newId(), 100, 'Ours.pdf')).status).toBe(201);
    } finally {
      await t.setDocsCheck(false);
    }
  });

  // Attack s59: an upload begun before the documents check was turned on still took its bytes.
  it('an upload begun before the documents check takes no more bytes from one it now leaves out', async () => {
    const id = t.newId();
    expect((await t.startDocUpload('officer', id, 4, 'Ours.pdf')).status).toBe(201);
    await t.setDocsCheck(true);
    try {
      const chunk = await t.s.request(`/files/uploads/${id}`, {
        method: 'PATCH',
        token: t.token.officer,
        body: new Uint8Array([37, 80, 68, 70]),
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
      });
      expect([chunk.status, await chunk.json()]).toEqual([403, { message: MSG.status403 }]);
    } finally {
      await t.setDocsCheck(false);
    }
  });
});
