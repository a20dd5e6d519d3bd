import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  added,
  aurora,
  call,
  crewDocumentsAttackServer,
  crewId,
  passport,
  rowOf,
} from '../../../../testing/crew-documents-attack-kit';

/**
 * PUT /documents/detail/{yachtId}/{id} with the document sent back as the lists answer it (doc 2,
 * section 3, the document-detail popup's save): the fields a details save cannot change pass as
 * read; another value is refused under its name, a stale version is a 409, never ignored. It was
 * refused whole ('id': 'This call does not take this field.').
 */
crewDocumentsAttackServer();

const listed = async (who: string, documentId: string) => {
  const res = await call(who, 'GET', `/documents/crewonyacht/${crewId.crew}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Record<string, unknown>[]).find((d) => d.id === documentId)!;
};
const save = (who: string, documentId: string, body: unknown) =>
  call(who, 'PUT', `/documents/detail/${aurora}/${documentId}`, body);

describe('a crew document sent back as read', () => {
  it('saves the change, refuses a read-only field changed, and a stale copy', async () => {
    const { documentId } = await added('crew', 'crew', passport);
    const doc = await listed('crew', documentId);
    const ok = await save('crew', documentId, { ...doc, comment: 'Renewed' });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await rowOf(documentId))!.comment).toBe('Renewed');
    const fresh = await listed('crew', documentId);
    for (const [field, value] of [
      ['isVerified', true],
      ['status', 'expired'],
      ['crewId', crewId.officer],
      ['id', '01JX0000000000000000000999'],
    ] as const) {
      const res = await save('crew', documentId, { ...fresh, [field]: value });
      expect([field, res.status, await res.json()]).toEqual([
        field,
        400,
        { message: MSG.status400, errorList: [{ property: field, message: MSG.readOnlyField }] },
      ]);
    }
    const stale = await save('crew', documentId, { ...doc, comment: 'Again' });
    expect(stale.status).toBe(409);
    expect((await rowOf(documentId))!.comment).toBe('Renewed');
  });

  it('takes the spec\'s numbers and booleans as text ("1754"), and refuses a version that is no number by name', async () => {
    const { documentId } = await added('crew', 'crew', passport);
    const doc = await listed('crew', documentId);
    // .NET's reader takes "12" for 12 and "false" for false (http/spec-types): the same copy.
    const asText = { ...doc, version: String(doc.version), isVerified: String(doc.isVerified) };
    const ok = await save('crew', documentId, { ...asText, comment: 'As text' });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await rowOf(documentId))!.comment).toBe('As text');
    // An older version as text is the stale copy it is.
    const stale = await save('crew', documentId, { ...asText, comment: 'Stale' });
    expect(stale.status).toBe(409);
    for (const version of ['abc', '', '1e3', -1, 1.5, true, null, {}]) {
      const res = await save('crew', documentId, { ...doc, version, comment: 'Bad' });
      expect([version, res.status, await res.json()]).toEqual([
        version,
        400,
        { message: MSG.status400, errorList: [{ property: 'version', message: MSG.numeric }] },
      ]);
    }
    expect((await rowOf(documentId))!.comment).toBe('As text');
  });

  it("someone who may not see the document gets the save's 404, not what its fields hold", async () => {
    const { documentId } = await added('crew', 'crew', { ...passport, isPrivate: true });
    const doc = await listed('crew', documentId);
    const res = await save('officer', documentId, { ...doc, status: 'none' });
    expect(res.status).toBe(404);
  });
});
