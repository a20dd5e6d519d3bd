import { DOCUMENT_TEXT } from '@contracts/crew-documents';
import { describe, expect, it } from 'vitest';
import {
  add,
  added,
  aurora,
  crewDocumentsAttackServer,
  crewId,
  passport,
  rowOf,
  sync,
  table,
} from '../../../../testing/crew-documents-attack-kit';

/**
 * An add sent again with the same document id (an answer lost on a bad link): the same file and
 * details answer applied with the same version; other details ask for what was not done, so they
 * are refused (409) and change nothing, never answered as applied (the library's sameUpload).
 */
crewDocumentsAttackServer();

const body = (d: { documentId: string; fileId: string }, details: Record<string, unknown>) => ({
  yachtId: aurora,
  crewId: crewId.crew,
  documentId: d.documentId,
  fileId: d.fileId,
  fileName: 'scan.png',
  ...details,
});

describe('an add sent again', () => {
  it('the same add answers applied with the same version, by REST and by sync', async () => {
    const first = await added('crew', 'crew', passport);
    const version = Number((await rowOf(first.documentId))!.version);
    const again = await add('crew', 'crew', passport, first);
    expect(again.res.status).toBe(200);
    expect(await sync('crew', 'crew/document/add', body(first, passport))).toMatchObject({
      status: 'applied',
      version,
    });
  });

  it('other details are refused with 409 by REST and by sync, and nothing changes', async () => {
    const first = await added('crew', 'crew', { ...passport, comment: 'Renewed in Palma' });
    const before = await table();
    for (const details of [
      { categoryId: 102 },
      { ...passport, comment: 'Renewed in Palma', name: 'Old passport' },
      { ...passport, comment: 'Renewed in Palma', isPrivate: true },
      { ...passport, comment: 'Renewed in Palma', expiryDate: '2031-01-01' },
      { ...passport, comment: 'Another comment' },
    ]) {
      const rest = await add('crew', 'crew', details, first);
      expect([details, rest.res.status, (await rest.res.json()).message]).toEqual([
        details,
        409,
        DOCUMENT_TEXT.addDiffers,
      ]);
      expect([details, await sync('crew', 'crew/document/add', body(first, details))]).toEqual([
        details,
        expect.objectContaining({ status: 'rejected', message: DOCUMENT_TEXT.addDiffers }),
      ]);
    }
    expect(await table()).toBe(before);
  });

  it('an edit since does not make the first add’s replay a refusal', async () => {
    const first = await added('crew', 'crew', { categoryId: 102 });
    const res = await add('crew', 'crew', { categoryId: 102 }, first);
    expect(res.res.status).toBe(200);
    const edit = await sync('crew', 'crew/document/save', {
      yachtId: aurora,
      documentId: first.documentId,
      categoryId: 102,
      name: 'Renamed',
    });
    expect(edit.status).toBe('applied');
    expect((await add('crew', 'crew', { categoryId: 102 }, first)).res.status).toBe(200);
  });
});
