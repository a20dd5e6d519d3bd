import { describe, expect, it } from 'vitest';
import {
  added,
  aurora,
  call,
  crewDocumentsAttackServer,
  passport,
  s,
  sync,
} from '../../../../testing/crew-documents-attack-kit';

/**
 * A crew document's save or flags that store what is there write nothing: the stored version
 * comes back, no new change number goes to every device, and the audit log shows no edit that
 * did not happen (kernel/unchanged.ts). Through REST and the queued operation alike.
 */
crewDocumentsAttackServer();

const state = async (id: string) => ({
  version: Number(
    (await s.db.query<{ version: string }>('SELECT version FROM crew_documents WHERE id = $1', [id]))[0]!
      .version,
  ),
  audit: Number(
    (
      await s.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'crewDocument' AND entity_key = $1",
        [id],
      )
    )[0]!.n,
  ),
});
const versionOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { version: number }).version;
};

describe('crew document writes that change nothing', () => {
  it('a details save as stored: the stored version, no new version, no audit line', async () => {
    const { documentId } = await added('purser', 'crew', { ...passport, comment: 'Renewed' });
    const before = await state(documentId);
    const same = { ...passport, name: 'Passport', comment: ' Renewed ', passportNo: 'x1234567' };
    const res = await call('purser', 'PUT', `/documents/detail/${aurora}/${documentId}`, same);
    expect(await versionOf(res)).toBe(before.version);
    const queued = await sync('purser', 'crew/document/save', { yachtId: aurora, documentId, ...same });
    expect(queued.status).toBe('applied');
    expect(await state(documentId)).toEqual(before);
    // A real change still writes.
    const changed = { ...same, comment: 'Renewed in Nice' };
    const after = await versionOf(
      await call('purser', 'PUT', `/documents/detail/${aurora}/${documentId}`, changed),
    );
    expect(after).toBeGreaterThan(before.version);
  });

  it('Verified and Highest CoC as they are: the stored version, nothing written', async () => {
    const { documentId } = await added('crew', 'crew', { categoryId: 24, expiryDate: '2031-01-01' });
    const path = `/documents/${aurora}/${documentId}`;
    await versionOf(await call('purser', 'PUT', path, { isVerified: true, coc: true }));
    const before = await state(documentId);
    for (const flags of [{ isVerified: true }, { coc: true }, { isVerified: true, coc: true }])
      expect(await versionOf(await call('purser', 'PUT', path, flags)), JSON.stringify(flags)).toBe(
        before.version,
      );
    expect(
      (await sync('purser', 'crew/document/flags', { yachtId: aurora, documentId, isVerified: true })).status,
    ).toBe('applied');
    expect(await state(documentId)).toEqual(before);
    expect(await versionOf(await call('purser', 'PUT', path, { isVerified: false }))).toBeGreaterThan(
      before.version,
    );
  });
});
