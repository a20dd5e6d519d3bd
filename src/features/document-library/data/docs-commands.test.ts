import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import { DOCS_TEXT, type LibraryDoc } from '../../../contracts/document-library';
import type { DeviceRegistry } from '../../../sync/device-kit';
import { dueEntries } from '../../../sync/outbox';
import {
  deleteDocument,
  moveDocument,
  renameDocument,
  saveDocsSettings,
  saveOrders,
  uploadDocument,
} from './docs-commands';
import { docsDeviceSync } from './docs-device-sync';

const appDb = freshAppDbEachTest('docs-commands');
/** The library's part of the registry: enough for the outbox to see what an upload waits for. */
const registry = { kinds: docsDeviceSync.kinds, ops: docsDeviceSync.ops } as unknown as DeviceRegistry;

const NOW = 1_800_000_000_000;
const MB = 1024 * 1024;
const who = () => ({ db: appDb(), userId: 9, userName: 'Erik Holm', now: NOW });
const SECTION = '01JTESTSECTION00000000001';
const OTHER = '01JTESTSECTION00000000002';
const pdf = (size = 100, name = 'Deck plan.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const stored = (id: string, extra: Partial<LibraryDoc> = {}): LibraryDoc => ({
  id,
  vesselId: 1,
  sectionId: SECTION,
  name: `${id}.pdf`,
  order: 0,
  fileId: `01JFILE${id.slice(-19)}`,
  fileName: `${id}.pdf`,
  mime: 'application/pdf',
  size: 100,
  uploadedBy: 'James Whitfield',
  uploadedAt: '2026-11-01T08:00:00.000Z',
  deleted: false,
  version: 40,
  ...extra,
});
const queued = async () => (await appDb().outbox.orderBy('id').toArray()).map((e) => [e.op, e.body]);

describe('uploading on the device', () => {
  it('refuses a file over 4 MB in the spec words, and writes nothing', async () => {
    expect(
      await uploadDocument(who(), { vesselId: 1, sectionId: SECTION }, pdf(4 * MB + 1, 'Plans.pdf')),
    ).toBe("File 'Plans.pdf' is too large. Please keep file under 4 MB.");
    expect(await appDb().files.count()).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it("says 'Error reading file.' when the file cannot be read", async () => {
    const broken = Object.assign(pdf(), { arrayBuffer: () => Promise.reject(new Error('gone')) });
    expect(await uploadDocument(who(), { vesselId: 1, sectionId: SECTION }, broken)).toBe(
      DOCS_TEXT.readError,
    );
    expect(await appDb().libraryDocs.count()).toBe(0);
  });

  it('shows the document at once, last in its section; its upload waits for the file to be on the server', async () => {
    expect(await uploadDocument(who(), { vesselId: 1, sectionId: SECTION }, pdf(4 * MB))).toBeNull();
    const [file] = await appDb().files.toArray();
    expect(file).toMatchObject({
      purpose: 'document',
      vesselId: 1,
      userId: 9,
      state: 'queued',
      size: 4 * MB,
    });
    const [doc] = await appDb().libraryDocs.toArray();
    expect(doc).toMatchObject({
      sectionId: SECTION,
      name: 'Deck plan.pdf',
      order: 0,
      fileId: file!.id,
      pending: 1,
    });
    expect(await queued()).toEqual([
      [
        'docs/upload',
        { yachtId: 1, documentId: doc!.id, sectionId: SECTION, fileId: file!.id, name: 'Deck plan.pdf' },
      ],
    ]);
    expect(await dueEntries(appDb(), 9, NOW, 10, registry)).toEqual([]);
  });
});

describe('changing documents on the device', () => {
  it('renames (refusing an illegal title, writing nothing), moving and renaming merge per document', async () => {
    await appDb().libraryDocs.put({ ...stored('01JTESTDOC000000000000001'), pending: 0 });
    const doc = stored('01JTESTDOC000000000000001', { order: 3 });
    await expect(renameDocument(who(), doc, 'plans/deck')).rejects.toThrow(DOCS_TEXT.illegalTitle);
    await renameDocument(who(), doc, ' Deck plan ');
    await renameDocument(who(), doc, 'Deck plan rev 2');
    await moveDocument(who(), doc, OTHER);
    expect(await appDb().libraryDocs.get(doc.id)).toMatchObject({
      name: 'Deck plan rev 2',
      sectionId: OTHER,
      order: 0,
      pending: 1,
    });
    expect((await queued()).map(([op]) => op)).toEqual(['docs/rename', 'docs/set-section']);
  });

  it('saves only the changed orders, and queues nothing when none changed', async () => {
    await appDb().libraryDocs.bulkPut([
      stored('01JTESTDOC000000000000001', { order: 1 }),
      stored('01JTESTDOC000000000000002', { order: 2 }),
    ]);
    await saveOrders(who(), 1, {});
    expect(await queued()).toEqual([]);
    await saveOrders(who(), 1, { '01JTESTDOC000000000000002': 1, '01JTESTDOC000000000000001': 2 });
    expect(await appDb().libraryDocs.get('01JTESTDOC000000000000002')).toMatchObject({
      order: 1,
      pending: 1,
    });
    expect(await queued()).toEqual([
      [
        'docs/order',
        { yachtId: 1, orders: { '01JTESTDOC000000000000002': 1, '01JTESTDOC000000000000001': 2 } },
      ],
    ]);
  });

  it('deleting a document never sent drops it with its file and its place in a queued order', async () => {
    await appDb().libraryDocs.put(stored('01JTESTDOC000000000000001', { order: 1 }));
    await uploadDocument(who(), { vesselId: 1, sectionId: SECTION }, pdf());
    const fresh = (await appDb()
      .libraryDocs.filter((d) => d.version === 0)
      .first())!;
    await saveOrders(who(), 1, { [fresh.id]: 1, '01JTESTDOC000000000000001': 2 });
    await deleteDocument(who(), fresh);
    expect(await appDb().libraryDocs.get(fresh.id)).toBeUndefined();
    expect(await appDb().files.count()).toBe(0);
    expect(await queued()).toEqual([
      ['docs/order', { yachtId: 1, orders: { '01JTESTDOC000000000000001': 2 } }],
    ]);
  });

  it('deleting a document the server has leaves a pending tombstone and queues the delete', async () => {
    const doc = stored('01JTESTDOC000000000000001');
    await appDb().libraryDocs.put(doc);
    await deleteDocument(who(), doc);
    expect(await appDb().libraryDocs.get(doc.id)).toMatchObject({ deleted: true, pending: 1 });
    expect(await queued()).toEqual([['docs/delete', { yachtId: 1, documentId: doc.id }]]);
  });
});

describe('the settings on the device', () => {
  it('refuses to drop a section that holds documents; saves the list, based on the settings held', async () => {
    await appDb().docSettings.put({ vesselId: 1, docsCheck: false, initialized: true, version: 12 });
    await appDb().docSections.bulkPut([
      { id: SECTION, vesselId: 1, name: 'Manuals', order: 1, deleted: false, version: 10 },
      { id: OTHER, vesselId: 1, name: 'General', order: 2, deleted: false, version: 11 },
    ]);
    await appDb().libraryDocs.put(stored('01JTESTDOC000000000000001'));
    const only = (id: string, name: string) => ({ yachtId: 1, docsCheck: true, sections: [{ id, name }] });
    expect(await saveDocsSettings(who(), only(OTHER, 'General'), 12)).toBe(
      DOCS_TEXT.sectionNotEmpty('Manuals'),
    );
    expect(await queued()).toEqual([]);
    expect(await saveDocsSettings(who(), only(SECTION, 'Manuals and Guides'), 12)).toBeNull();
    expect(await appDb().docSections.get(OTHER)).toMatchObject({ deleted: true });
    expect(await appDb().docSections.get(SECTION)).toMatchObject({ name: 'Manuals and Guides', pending: 1 });
    expect(await appDb().docSettings.get(1)).toMatchObject({ docsCheck: true, pending: 1, version: 12 });
    const [entry] = await appDb().outbox.toArray();
    expect(entry).toMatchObject({ op: 'docs/settings/save', baseVersion: 12 });
  });
});
