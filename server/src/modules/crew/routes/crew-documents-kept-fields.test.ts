import { DOCUMENT_TEXT } from '@contracts/crew-documents';
import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  add,
  added,
  aurora,
  call,
  crewDocumentsAttackServer,
  crewId,
  fileFor,
  passport,
  rowOf,
  sync,
  ulid,
} from '../../../../testing/crew-documents-attack-kit';

/**
 * Issue 32: grade, limitation, nationality and passport number were accepted and dropped for a
 * category that does not keep them. Now a value there is refused by name, on REST and on the
 * queued operation; an empty one is taken (nothing is lost).
 */
crewDocumentsAttackServer();

type Refusal = { message?: string; errorList?: { property: string; message: string }[] };
const notKept = (property: string, label: string, category: string) => ({
  property,
  message: DOCUMENT_TEXT.notKept(label, category),
});

describe('a field the document’s category does not keep', () => {
  it('is refused on a REST add, with the spec’s error shape naming it; nothing is stored', async () => {
    const a = await add('crew', 'crew', { ...passport, grade: 'Deck' });
    expect(a.res.status).toBe(400);
    const body = (await a.res.json()) as Refusal;
    expect(body.message).toBe(MSG.status400);
    expect(body.errorList).toEqual([notKept('grade', 'Grade', 'Passport')]);
    expect(await rowOf(a.documentId)).toBeUndefined();
  });

  it('is refused on a REST edit that changes the category (the spec’s names too)', async () => {
    const { documentId } = await added('crew', 'crew', passport);
    const res = await call('crew', 'PUT', `/documents/detail/${aurora}/${documentId}`, {
      category: 102,
      passportNo: 'X1234567',
      nationality: 77,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Refusal;
    expect(body.message).toBe(MSG.status400);
    expect(body.errorList).toEqual([
      notKept('nationality', 'Nationality', 'CV and references'),
      notKept('passportNo', 'Passport number', 'CV and references'),
    ]);
    expect((await rowOf(documentId))?.passport_no).toBe('X1234567');
  });

  it('is refused on the queued operation, with a message the Sync page shows', async () => {
    const documentId = ulid();
    const r = (await sync('crew', 'crew/document/add', {
      documentId,
      yachtId: aurora,
      crewId: crewId.crew,
      fileId: await fileFor('crew', 'crew'),
      fileName: 'visa.png',
      categoryId: 5,
      expiryDate: '2030-01-01',
      nationality: 77,
      limitation: 'Ten years',
    })) as Refusal & { status: string };
    expect(r.status).toBe('rejected');
    expect(r.message).toBeTruthy();
    // The queued operation names the field inside its body; the Sync page shows the message.
    expect(r.errorList).toEqual([notKept('body.limitation', 'Limitation', 'Visa (B1/B2)')]);
    expect(await rowOf(documentId)).toBeUndefined();
  });

  it('is taken empty: a form’s blank field loses nothing', async () => {
    const { documentId } = await added('crew', 'crew', {
      categoryId: 102,
      nationality: '',
      passportNo: '',
      grade: null,
      limitation: '  ',
    });
    expect(await rowOf(documentId)).toMatchObject({ nationality: null, passport_no: null, grade: null });
  });
});
