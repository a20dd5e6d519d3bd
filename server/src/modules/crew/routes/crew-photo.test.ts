import { PHOTO_NOT_IMAGE } from '@contracts/crew-wizard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../../../testing/crew-fixture';
import type { TestServer } from '../../../../testing/test-server';

/** Crew photos (doc 2): images only; the crew member or level 4 over them; seen with the profile. */
let s: TestServer;
let token: Record<string, string>;
let crewId: Record<string, number>;

beforeAll(async () => {
  ({ s, token, crewId } = await crewServer());
});
afterAll(() => s.close());

const png = 'data:image/png;base64,iVBORw0KGgo=';
const upload = (who: string, id: number, content: string) =>
  s.post(`/crewonyacht/${id}/photo`, { fileName: 'me.png', content }, token[who]);
const read = async (who: string, id: number) => s.request(`/crewonyacht/${id}/photo`, { token: token[who] });

describe('crew photos', () => {
  it('lets the crew member set their own, and the officer see it', async () => {
    expect(await (await read('crew', crewId.crew!)).json()).toEqual({ content: null });
    expect((await upload('crew', crewId.crew!, png)).status).toBe(200);
    expect(await (await read('officer', crewId.crew!)).json()).toEqual({ content: png });
  });

  it('takes images only, the bytes being the image the type names', async () => {
    const svg = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    for (const content of [svg, 'data:application/pdf;base64,JVBERi0=', 'not a data url']) {
      const res = await upload('crew', crewId.crew!, content);
      expect(res.status).toBe(400);
      expect((await res.json()).errorList).toEqual([{ property: 'content', message: PHOTO_NOT_IMAGE }]);
    }
  });

  it('keeps other people’s photos to level 4 over them', async () => {
    expect((await upload('crew', crewId.officer!, png)).status).toBe(403);
    expect((await read('crew', crewId.officer!)).status).toBe(403);
    expect((await upload('officer', crewId.captain!, png)).status).toBe(403);
    expect((await upload('captain', crewId.officer!, png)).status).toBe(200);
  });
});
