import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import { documentDraftId, dropDocumentDraft, keepDocumentDraft, readDocumentDraft } from './document-draft';

const appDb = freshAppDbEachTest('document-draft');
// A crew member adding a certificate at sea: the photo picked, the fields half typed.
const values = { categoryId: '4', customId: 'V-1234', expiryDate: '2029-06-30', comment: '' };

describe('a document being added, kept on the device', () => {
  it('comes back after a reload, its fields and its file', async () => {
    const db = appDb();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'stcw.png', { type: 'image/png' });
    await keepDocumentDraft(db, 5, 7, { values, file });
    const back = await readDocumentDraft<typeof values>(db, 5, 7);
    expect(back?.values).toEqual(values);
    expect(back?.file).toBeInstanceOf(Blob);
    expect(back?.file?.size).toBe(4);
    // Another crew record's, or another person's, is not this one.
    expect(await readDocumentDraft(db, 5, 8)).toBeNull();
    expect(await readDocumentDraft(db, 6, 7)).toBeNull();
  });

  it('goes once saved or closed', async () => {
    const db = appDb();
    await keepDocumentDraft(db, 5, 7, { values, file: null });
    await dropDocumentDraft(db, 5, 7);
    expect(await readDocumentDraft(db, 5, 7)).toBeNull();
  });

  it('is not read while sealed (its user logged out of a shared phone)', async () => {
    const db = appDb();
    await db.drafts.put({
      id: documentDraftId(5, 7),
      userId: 5,
      value: null,
      updatedAt: 1,
      sealed: { iv: new Uint8Array(12), data: new ArrayBuffer(8) },
    });
    expect(await readDocumentDraft(db, 5, 7)).toBeNull();
  });

  it('keeps its fields through a seal and open, not its file (picked again)', async () => {
    const db = appDb();
    // What a seal and open leaves of it: JSON, so the file is no Blob any more.
    await db.drafts.put({ id: documentDraftId(5, 7), userId: 5, value: { values, file: {} }, updatedAt: 1 });
    expect(await readDocumentDraft(db, 5, 7)).toEqual({ values, file: null });
  });
});
