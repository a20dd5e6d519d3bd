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

  // The spec's 'also a file upload form': the same photo rules, one file a form.
  it('takes the photo as a file upload form too, judged as the JSON call is', async () => {
    const form = async (parts: [string, Blob | string, string?][]) => {
      const body = new FormData();
      for (const [key, value, name] of parts)
        typeof value === 'string' ? body.append(key, value) : body.append(key, value, name);
      // Framed as a browser frames it (the boundary in the content type).
      const framed = new Request('http://localhost/', { method: 'POST', body });
      const headers = { 'content-type': framed.headers.get('content-type')! };
      const raw = new Uint8Array(await framed.arrayBuffer());
      const path = `/crewonyacht/${crewId.purser}/photo`;
      return s.request(path, { method: 'POST', token: token.purser, headers, body: raw });
    };
    const bytes = Buffer.from(png.split(',')[1]!, 'base64');
    const ok = await form([['file', new Blob([bytes], { type: 'image/png' }), 'me.png']]);
    expect(ok.status, await ok.text()).toBe(200);
    expect(await (await read('purser', crewId.purser!)).json()).toEqual({ content: png });
    const pdf = await form([['file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'me.pdf']]);
    expect(pdf.status).toBe(400);
    expect((await pdf.json()).errorList).toEqual([{ property: 'content', message: PHOTO_NOT_IMAGE }]);
    expect((await form([['file', 'not a file']])).status).toBe(400);
    expect((await form([])).status).toBe(400);
  });

  it('keeps other people’s photos to level 4 over them', async () => {
    expect((await upload('crew', crewId.officer!, png)).status).toBe(403);
    expect((await read('crew', crewId.officer!)).status).toBe(403);
    expect((await upload('officer', crewId.captain!, png)).status).toBe(403);
    expect((await upload('captain', crewId.officer!, png)).status).toBe(200);
  });
});
