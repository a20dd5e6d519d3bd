import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../server/testing/crew-fixture';
import type { TestServer } from '../../server/testing/test-server';

/**
 * Doc 3, section 7: 'Paged listing uses a Range header of the form page=n-n and reads
 * Content-Range on status 206'; doc 1, section 8: 416 'Invalid page requested.'. n counts a
 * list's items, first and last included (server/src/http/paged-lists.ts).
 */
describe('a list asked for a page, as the spec’s request layer asks', () => {
  let s: TestServer;
  let token: string;
  let crewList: string;
  let whole: unknown[];
  beforeAll(async () => {
    const f = await crewServer();
    s = f.s;
    token = f.token.captain!;
    crewList = `/crew/onyacht/${f.aurora}`;
    whole = await (await s.request(crewList, { token })).json();
  });
  afterAll(() => s?.close());
  const ask = (path: string, range: string, method = 'GET') =>
    s.request(path, { token, method, headers: { range } });

  it('answers 206 with the items asked for and where they are in the whole', async () => {
    expect(whole.length).toBeGreaterThan(4);
    const res = await ask(crewList, 'page=0-1');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`page 0-1/${whole.length}`);
    expect(await res.json()).toEqual(whole.slice(0, 2));
  });

  it('ends a page that runs past the list at its last item', async () => {
    const res = await ask(crewList, 'page=2-999');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`page 2-${whole.length - 1}/${whole.length}`);
    expect(await res.json()).toEqual(whole.slice(2));
  });

  it.each([
    ['past the end', () => `page=${whole.length}-${whole.length + 9}`],
    ['last before first', () => 'page=3-1'],
    ['no numbers', () => 'page=first-last'],
    ['a negative first', () => 'page=-1-4'],
  ])('refuses a page %s with 416 and the spec’s text, never the whole list', async (_what, range) => {
    const res = await ask(crewList, range());
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`page */${whole.length}`);
    expect(await res.json()).toEqual({ message: 'Invalid page requested.' });
  });

  it('answers in full without a page range, or when the answer is no list', async () => {
    const plain = await s.request(crewList, { token });
    expect([plain.status, plain.headers.get('content-range')]).toEqual([200, null]);
    const details = await ask('/yacht/1/details', 'page=0-1');
    expect([details.status, details.headers.get('content-range')]).toEqual([200, null]);
    expect(await details.json()).toMatchObject({ id: 1 });
  });

  it('keeps a refusal as it was: a page of a list the caller may not read is still 403', async () => {
    const res = await ask(`/crew/onyacht/${await s.vesselId('solstice')}`, 'page=0-1');
    expect([res.status, res.headers.get('content-range')]).toEqual([403, null]);
  });

  // Asked oddly (huge numbers, HEAD, a refusal, a write): the same answers, never a 500.
  it('ends a last of any size at the list’s end, as a last of nine digits is', async () => {
    for (const range of ['page=0-999999999', 'page=0-99999999999']) {
      const res = await ask(crewList, range);
      expect([range, res.status, res.headers.get('content-range')]).toEqual([
        range,
        206,
        `page 0-${whole.length - 1}/${whole.length}`,
      ]);
    }
  });

  it('refuses a first past any list, however long its digits', async () => {
    const res = await ask(crewList, 'page=99999999999-99999999999');
    expect([res.status, res.headers.get('content-range')]).toEqual([416, `page */${whole.length}`]);
  });

  it('answers a HEAD with the headers its GET would have', async () => {
    const get = await ask(crewList, 'page=0-1');
    const head = await ask(crewList, 'page=0-1', 'HEAD');
    expect([head.status, head.headers.get('content-range')]).toEqual([
      get.status,
      get.headers.get('content-range'),
    ]);
  });

  it('leaves a page=0-0 asked of a missing route as its 404', async () => {
    const res = await ask('/crew/nothing-here/1', 'page=0-0');
    expect([res.status, res.headers.get('content-range')]).toEqual([404, null]);
  });
});
