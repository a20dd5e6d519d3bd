import { DOCS_TEXT } from '@contracts/document-library';
import { UPLOAD_FAILED } from '@contracts/file-purposes';
import { applyOrder, changedOrders } from '@domain/certificates/document-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocsTestServer, docsServer, PDF_BYTES } from '../../../../testing/docs-fixture';
import { storedFile } from '../../../../testing/file-fixtures';

/**
 * Issue 11 (item 4): files into the library (at most 4 MB each, the spec's message), a document's
 * bytes for those who read the library, the order editor's save (only the changed orders, the
 * shifts worked out on the device), set section and delete, and another vessel's documents and
 * sections refused.
 */
let t: DocsTestServer;
const MB = 1024 * 1024;
beforeAll(async () => {
  t = await docsServer();
});
afterAll(() => t.s.close());

const sectionDocs = async (who: string, name: string) => {
  const { sections } = (await (await t.call(who, 'GET', `/docs/documents/forYacht/${t.aurora}`)).json()) as {
    sections: { id: string; name: string; documents: { id: string; name: string; order: number }[] }[];
  };
  return sections.find((s) => s.name === name)!;
};

describe('uploading', () => {
  it('refuses a file over 4 MB before a byte is sent, in the spec words; 4 MB exactly may start', async () => {
    const big = await t.startDocUpload('officer', t.newId(), 4 * MB + 1, 'Plans.pdf');
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      message: "File 'Plans.pdf' is too large. Please keep file under 4 MB.",
    });
    expect((await t.startDocUpload('officer', t.newId(), 4 * MB, 'Plans.pdf')).status).toBe(201);
  });

  it('files a stored PDF under a section at order 0 (last), readable and downloadable by the crew', async () => {
    const fileId = await t.storedPdf('officer', 'Deck plan.pdf');
    const manuals = await sectionDocs('officer', 'Manuals');
    const res = await t.call('officer', 'POST', `/docs/documents/upload/${t.aurora}`, {
      sectionId: manuals.id,
      fileId,
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const after = await sectionDocs('crew', 'Manuals');
    expect(after.documents.at(-1)).toMatchObject({ id, name: 'Deck plan.pdf', order: 0 });
    const file = await t.call('crew', 'GET', `/docs/documents/file/${id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('Deck plan.pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);
    // The same upload sent again (its answer lost) is the same document.
    const again = await t.op('officer', 'docs/upload', {
      yachtId: t.aurora,
      documentId: id,
      sectionId: manuals.id,
      fileId,
      name: 'Deck plan.pdf',
    });
    expect(again.status).toBe('applied');
    expect((await sectionDocs('crew', 'Manuals')).documents.filter((d) => d.id === id)).toHaveLength(1);
  });

  it('refuses a file someone else uploaded, one of another kind, one filed already, and an unknown section', async () => {
    const manuals = await sectionDocs('officer', 'Manuals');
    const upload = (who: string, fileId: string, sectionId = manuals.id) =>
      t.op(who, 'docs/upload', {
        yachtId: t.aurora,
        documentId: t.newId(),
        sectionId,
        fileId,
        name: 'x.pdf',
      });
    const photo = await storedFile(t.s, t.token.officer!, t.aurora, t.userId.officer!, t.newId(), 'photo');
    expect(await upload('officer', photo)).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'fileId', message: UPLOAD_FAILED }],
    });
    const purserFile = await t.storedPdf('purser');
    expect(await upload('officer', purserFile)).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'fileId', message: UPLOAD_FAILED }],
    });
    expect(await upload('purser', purserFile, t.newId())).toMatchObject({
      errorList: [{ property: 'sectionId', message: DOCS_TEXT.sectionElsewhere }],
    });
    expect((await upload('purser', purserFile)).status).toBe('applied');
    expect(await upload('purser', purserFile)).toMatchObject({
      errorList: [{ property: 'fileId', message: DOCS_TEXT.fileUsed }],
    });
  });
});

describe('the order editor', () => {
  it('saves only the changed orders: the typed one and those it shifted; others keep their version', async () => {
    const section = await sectionDocs('officer', 'Safety Management');
    // The demo's: the manual 1, the emergency plan 2, the garbage plan without an order (0).
    const before = section.documents.map((d) => ({ id: d.id, order: d.order }));
    expect(before.map((d) => d.order)).toEqual([1, 2, 0]);
    const [manual, plan, garbage] = before as [(typeof before)[0], (typeof before)[0], (typeof before)[0]];
    const manualVersion = (await t.docRow(manual.id))!.version;
    // Typing 2 in the garbage plan's box: the emergency plan (2) shifts to 3; the manual stays.
    const changes = changedOrders(before, applyOrder(before, garbage.id, 2));
    expect(changes).toEqual({ [plan.id]: 3, [garbage.id]: 2 });
    const res = await t.call('officer', 'PUT', `/docs/documents/order/${t.aurora}`, changes);
    expect(res.status).toBe(200);
    const reloaded = await sectionDocs('crew', 'Safety Management');
    expect(reloaded.documents.map((d) => [d.id, d.order])).toEqual([
      [manual.id, 1],
      [garbage.id, 2],
      [plan.id, 3],
    ]);
    expect((await t.docRow(manual.id))!.version).toBe(manualVersion);
    // Sent with an order that is already so (a replay), nothing changes.
    const planVersion = (await t.docRow(plan.id))!.version;
    await t.call('officer', 'PUT', `/docs/documents/order/${t.aurora}`, { [plan.id]: 3 });
    expect((await t.docRow(plan.id))!.version).toBe(planVersion);
  });

  it('refuses an order that is not a whole number from 0, and a document of no one', async () => {
    const { document } = t.demo;
    for (const bad of [-1, 1.5, 'two']) {
      const res = await t.call('officer', 'PUT', `/docs/documents/order/${t.aurora}`, { [document]: bad });
      expect([bad, res.status]).toEqual([bad, 400]);
    }
    const res = await t.call('officer', 'PUT', `/docs/documents/order/${t.aurora}`, { [t.newId()]: 1 });
    expect(res.status).toBe(404);
  });
});

describe('another vessel', () => {
  let meridianDoc: string;
  let meridianSection: string;
  beforeAll(async () => {
    // Meridian gets the module and a library of its own, with one document (the fleet manager's).
    await t.s.db.query("UPDATE vessels SET modules = array_append(modules, 'docs') WHERE id = $1", [
      t.meridian,
    ]);
    expect((await t.call('fleet', 'POST', `/docs/init/${t.meridian}`)).status).toBe(200);
    const { sections } = await (
      await t.call('fleet', 'GET', `/docs/documents/forYacht/${t.meridian}`)
    ).json();
    meridianSection = sections[0].id;
    const fileId = await t.storedPdf('fleet', 'Rig manual.pdf', t.meridian);
    const res = await t.call('fleet', 'POST', `/docs/documents/upload/${t.meridian}`, {
      sectionId: meridianSection,
      fileId,
    });
    meridianDoc = ((await res.json()) as { id: string }).id;
  });

  it("refuses setting a document's section to another vessel's section", async () => {
    const res = await t.call(
      'fleet',
      'PUT',
      `/docs/documents/setSection/${t.demo.document}/${meridianSection}`,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([
      { property: 'sectionId', message: DOCS_TEXT.sectionElsewhere },
    ]);
    expect((await t.docRow(t.demo.document))!.section_id).toBe(t.demo.documentSection);
  });

  it("refuses another vessel's document, by path and inside a queued operation or an order", async () => {
    for (const [method, path] of [
      ['GET', `/docs/documents/file/${meridianDoc}`],
      ['PUT', `/docs/documents/rename/${meridianDoc}?newName=x.pdf`],
      ['DELETE', `/docs/documents/delete/${meridianDoc}`],
    ] as const)
      expect([path, (await t.call('officer', method, path)).status]).toEqual([path, 403]);
    const rename = await t.op('officer', 'docs/rename', {
      yachtId: t.aurora,
      documentId: meridianDoc,
      newName: 'x.pdf',
    });
    expect(rename).toMatchObject({ status: 'rejected' });
    const order = await t.call('officer', 'PUT', `/docs/documents/order/${t.aurora}`, { [meridianDoc]: 3 });
    expect(order.status).toBe(404);
    expect(await t.docRow(meridianDoc)).toMatchObject({
      name: 'Rig manual.pdf',
      sort_order: 0,
      deleted: false,
    });
  });
});

describe('set section and delete', () => {
  it('moves a document to another section at order 0, and deletes it (a tombstone, gone from the library)', async () => {
    const { document, section } = t.demo;
    expect((await t.call('officer', 'PUT', `/docs/documents/setSection/${document}/${section}`)).status).toBe(
      200,
    );
    expect(await t.docRow(document)).toMatchObject({ section_id: section, sort_order: 0 });
    expect((await t.call('officer', 'DELETE', `/docs/documents/delete/${document}`)).status).toBe(200);
    expect((await t.docRow(document))!.deleted).toBe(true);
    const manuals = await sectionDocs('crew', 'Manuals');
    expect(manuals.documents.map((d) => d.id)).not.toContain(document);
    expect((await t.call('crew', 'GET', `/docs/documents/file/${document}`)).status).toBe(404);
    // A queued rename of it, made offline before the delete arrived, is refused with the tombstone.
    const late = await t.op('officer', 'docs/rename', {
      yachtId: t.aurora,
      documentId: document,
      newName: 'x.pdf',
    });
    expect(late).toMatchObject({
      status: 'rejected',
      records: { libraryDocs: [{ id: document, deleted: true }] },
    });
  });
});
