import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocsTestServer, docsServer } from '../../../../testing/docs-fixture';

/**
 * Attack on GET /files/{id} of the document library's files. A file on no document yet is its
 * uploader's (the upload area); once filed, it follows the library's rules (the module, the
 * docsCheck rule). A deleted document's file stays for the audit trail only: its uploader must
 * not read it back through GET /files, least of all one who no longer has the library.
 */
let t: DocsTestServer;
let sectionId: string;
beforeAll(async () => {
  t = await docsServer();
  const f = await t.feed('captain');
  sectionId = f.docSections!.find((s) => s.vesselId === t.aurora && !s.deleted)!.id;
});
afterAll(() => t.s.close());

/** A document filed by `who`; its id and file id. */
const filed = async (who: string) => {
  const fileId = await t.storedPdf(who, 'Bridge manual.pdf');
  const documentId = t.newId();
  const res = await t.op(who, 'docs/upload', {
    yachtId: t.aurora,
    documentId,
    sectionId,
    fileId,
    name: 'Bridge manual',
  });
  expect(res.status).toBe('applied');
  return { documentId, fileId };
};
const fileStatus = async (who: string, fileId: string) =>
  (await t.call(who, 'GET', `/files/${fileId}`)).status;

describe('a library file through GET /files', () => {
  it('before it is filed, only its uploader reads it', async () => {
    const fileId = await t.storedPdf('officer', 'Loose.pdf');
    expect(await fileStatus('officer', fileId)).toBe(200);
    expect(await fileStatus('captain', fileId)).toBe(404);
  });

  it('a deleted document: its file is read by no one, its uploader included', async () => {
    const { documentId, fileId } = await filed('officer');
    expect(await fileStatus('officer', fileId)).toBe(200);
    expect((await t.op('captain', 'docs/delete', { yachtId: t.aurora, documentId })).status).toBe('applied');
    for (const who of ['officer', 'purser', 'captain', 'fleet'])
      expect([who, await fileStatus(who, fileId)]).toEqual([who, 404]);
    expect((await t.call('officer', 'GET', `/docs/documents/file/${documentId}`)).status).toBe(404);
  });

  it('the uploader shut out by docsCheck cannot read it back once the document is deleted', async () => {
    const { documentId, fileId } = await filed('captain');
    await t.setDocsCheck(true);
    try {
      expect(await fileStatus('captain', fileId)).toBe(404);
      expect((await t.op('engineer', 'docs/delete', { yachtId: t.aurora, documentId })).status).toBe(
        'applied',
      );
      expect(await fileStatus('captain', fileId)).toBe(404);
      expect(await fileStatus('engineer', fileId)).toBe(404);
    } finally {
      await t.setDocsCheck(false);
    }
  });

  it('a deleted document cannot be filed again with its file (the upload answers as before)', async () => {
    const { documentId, fileId } = await filed('officer');
    await t.op('captain', 'docs/delete', { yachtId: t.aurora, documentId });
    const again = await t.op('officer', 'docs/upload', {
      yachtId: t.aurora,
      documentId: t.newId(),
      sectionId,
      fileId,
      name: 'Bridge manual again',
    });
    expect(again.status).toBe('rejected');
    expect(await fileStatus('officer', fileId)).toBe(404);
  });
});
