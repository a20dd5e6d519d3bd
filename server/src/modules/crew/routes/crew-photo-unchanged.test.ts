import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../../../testing/crew-fixture';
import type { TestServer } from '../../../../testing/test-server';

/** A crew photo sent again as it is (a second tap, a retry on a bad link) writes no audit line. */
let s: TestServer;
let token: Record<string, string>;
let crewId: Record<string, number>;

beforeAll(async () => {
  ({ s, token, crewId } = await crewServer());
});
afterAll(() => s.close());

const png = 'data:image/png;base64,iVBORw0KGgo=';
const upload = (who: string, fileName: string) =>
  s.post(`/crewonyacht/${crewId.crew}/photo`, { fileName, content: png }, token[who]);
const photoLines = async () =>
  (
    await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'crew.photo' AND entity_key = $1",
      [String(crewId.crew)],
    )
  )[0]!.n;

describe('a crew photo saved as it is', () => {
  it('answers as a save does and writes nothing; another name or picture is a change', async () => {
    expect((await upload('crew', 'me.png')).status).toBe(200);
    const lines = await photoLines();
    for (const who of ['crew', 'officer']) {
      const res = await upload(who, 'me.png');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Photo saved.', content: png });
    }
    expect(await photoLines()).toBe(lines);
    expect((await upload('crew', 'portrait.png')).status).toBe(200);
    expect(await photoLines()).toBe(lines + 1);
  });
});
