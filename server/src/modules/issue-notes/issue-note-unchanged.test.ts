import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../../testing/crew-fixture';

/**
 * A note's edit that keeps its text writes nothing: the stored version comes back, no new change
 * number goes to every device over the satellite link, and no audit line tells of an edit.
 */
let t: Awaited<ReturnType<typeof crewServer>>;
let seq = 0;
const opId = () => `opnote${String(++seq).padStart(14, '0')}`;
const save = async (token: string, body: unknown) => {
  const res = await t.s.post(
    '/sync',
    { cursor: 0, ops: [{ id: opId(), op: 'issueNote/save', body, baseVersion: 0 }] },
    token,
  );
  return (await res.json()).results[0] as { status: string; version?: number };
};
const stored = async (id: string) => ({
  version: Number(
    (await t.s.db.query<{ version: string }>('SELECT version FROM issue_notes WHERE id = $1', [id]))[0]!
      .version,
  ),
  audit: (
    await t.s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'issueNote' AND entity_key = $1",
      [id],
    )
  )[0]!.n,
});

beforeAll(async () => {
  t = await crewServer();
});
afterAll(() => t.s.close());

describe('an issue note saved as it is', () => {
  it('answers the stored version and writes no version or audit line; another text still writes', async () => {
    const body = {
      yachtId: t.aurora,
      noteId: '01JNOTEUNCHANGED0000000001',
      userId: t.userId.crew,
      issueKey: 'unsigned-2026-10',
      text: 'Reminded at muster',
    };
    const first = await save(t.token.officer!, body);
    expect(first.status).toBe('applied');
    const before = await stored(body.noteId);
    for (const text of ['Reminded at muster', '  Reminded at muster '])
      expect(await save(t.token.officer!, { ...body, text })).toEqual(
        expect.objectContaining({ status: 'applied', version: before.version }),
      );
    expect(await save(t.token.purser!, body)).toEqual(
      expect.objectContaining({ status: 'applied', version: before.version }),
    );
    expect(await stored(body.noteId)).toEqual(before);
    const changed = await save(t.token.officer!, { ...body, text: 'Signed tonight' });
    expect(changed.version).toBeGreaterThan(before.version);
  });
});
