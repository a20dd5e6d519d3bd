import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import type { CrewDocument } from '../../../contracts/crew-documents';
import { addDocument, saveDocument } from './document-commands';

const appDb = freshAppDbEachTest('document-commands');
const NOW = 1_800_000_000_000;
const who = () => ({ db: appDb(), userId: 9, now: NOW });
const passport: CrewDocument = {
  id: '01JDOCLOCAL000000000000001',
  crewId: 3,
  userId: 9,
  vesselId: 1,
  categoryId: 1,
  name: 'Passport',
  extension: 'pdf',
  description: null,
  expiryDate: '2030-01-01',
  issuedAt: '2020-01-01',
  nationality: 77,
  passportNo: 'X1234567',
  grade: null,
  limitation: null,
  customId: null,
  comment: null,
  fileId: '01JDOCFILE0000000000000001',
  isPrivate: false,
  isVerified: false,
  coc: false,
  uploadedAt: '2026-01-01T00:00:00.000Z',
  deleted: false,
  version: 4,
};
// The form as a user leaves it: a passport's fields still typed, a qualification's too.
const typed = {
  name: '',
  expiryDate: '2031-01-01',
  issuedAt: '',
  nationality: '77',
  passportNo: 'X1234567',
  grade: 'Deck',
  limitation: 'None',
  customId: '',
  comment: '',
};
const queuedBody = async () => (await appDb().outbox.toArray()).map((e) => e.body as Record<string, unknown>);

describe('crew documents written on the device', () => {
  it('an edit that changes the category sends only the fields the new category keeps', async () => {
    await appDb().crewDocuments.put({ ...passport, pending: 0 });
    // Passport to a qualification: the passport's number and nationality are hidden, not meant.
    await saveDocument(who(), passport, { ...typed, categoryId: '24' });
    const [body] = await queuedBody();
    expect(body).toMatchObject({ categoryId: 24, grade: 'Deck', limitation: 'None' });
    expect(body).not.toHaveProperty('passportNo');
    expect(body).not.toHaveProperty('nationality');
    expect(await appDb().crewDocuments.get(passport.id)).toMatchObject({ passportNo: null, grade: 'Deck' });
  });

  it('a new document of a plain category sends none of the four', async () => {
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await addDocument(who(), { id: 3, vesselId: 1, userId: 9 }, file, { ...typed, categoryId: '102' });
    const [body] = await queuedBody();
    expect(body).toMatchObject({ categoryId: 102, fileName: 'cv.pdf' });
    for (const f of ['nationality', 'passportNo', 'grade', 'limitation']) expect(body).not.toHaveProperty(f);
  });
});
