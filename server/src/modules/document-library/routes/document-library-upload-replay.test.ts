import { DOCS_TEXT } from '@contracts/document-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocsTestServer, docsServer } from '../../../../testing/docs-fixture';

/**
 * An upload sent again (its answer lost) is the same upload only when it asks for the same: a
 * replay with another name or section is refused (409), never answered as if done; a rename
 * since the first does not make the replay a different one.
 */
let t: DocsTestServer;
beforeAll(async () => {
  t = await docsServer();
});
afterAll(() => t.s.close());

const sectionId = async (name: string) => {
  const { sections } = (await (
    await t.call('officer', 'GET', `/docs/documents/forYacht/${t.aurora}`)
  ).json()) as {
    sections: { id: string; name: string }[];
  };
  return sections.find((s) => s.name === name)!.id;
};

describe('an upload sent again', () => {
  it('with the first name and section is the same upload, even after a rename', async () => {
    const fileId = await t.storedPdf('officer', 'Deck plan.pdf');
    const upload = {
      yachtId: t.aurora,
      documentId: t.newId(),
      sectionId: await sectionId('Manuals'),
      fileId,
    };
    const first = { ...upload, name: 'Deck plan.pdf' };
    expect((await t.op('officer', 'docs/upload', first)).status).toBe('applied');
    const renamed = { yachtId: t.aurora, documentId: upload.documentId, newName: 'Deck plan 2.pdf' };
    expect((await t.op('officer', 'docs/rename', renamed)).status).toBe('applied');
    expect((await t.op('officer', 'docs/upload', first)).status).toBe('applied');
  });

  it('with another name or section is refused, and the document stays as filed', async () => {
    const fileId = await t.storedPdf('officer', 'Engine.pdf');
    const manuals = await sectionId('Manuals');
    const upload = {
      yachtId: t.aurora,
      documentId: t.newId(),
      sectionId: manuals,
      fileId,
      name: 'Engine.pdf',
    };
    expect((await t.op('officer', 'docs/upload', upload)).status).toBe('applied');
    expect(await t.op('officer', 'docs/upload', { ...upload, name: 'Other.pdf' })).toMatchObject({
      status: 'rejected',
      message: DOCS_TEXT.uploadDiffers,
    });
    const moved = { ...upload, sectionId: await sectionId('General') };
    expect((await t.op('officer', 'docs/upload', moved)).status).toBe('rejected');
    // Another file under the same document: a different upload too (it was a 404, as if the
    // document were not there).
    const otherFile = { ...upload, fileId: await t.storedPdf('officer', 'Engine.pdf') };
    expect(await t.op('officer', 'docs/upload', otherFile)).toMatchObject({
      status: 'rejected',
      message: DOCS_TEXT.uploadDiffers,
    });
    const rest = await t.call('officer', 'POST', `/docs/documents/upload/${t.aurora}`, {
      documentId: upload.documentId,
      sectionId: manuals,
      fileId,
      name: 'Other.pdf',
    });
    expect(rest.status).toBe(409);
    expect(await rest.json()).toEqual({ message: DOCS_TEXT.uploadDiffers });
    const { sections } = (await (
      await t.call('crew', 'GET', `/docs/documents/forYacht/${t.aurora}`)
    ).json()) as {
      sections: { id: string; documents: { id: string; name: string }[] }[];
    };
    const filed = sections.flatMap((s) => s.documents.map((d) => ({ ...d, section: s.id })));
    expect(filed.find((d) => d.id === upload.documentId)).toMatchObject({
      name: 'Engine.pdf',
      section: manuals,
    });
  });
});
