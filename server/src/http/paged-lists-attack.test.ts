import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../testing/crew-fixture';
import type { TestServer } from '../../testing/test-server';

/** Range: page=n-n (paged-lists.ts) asked oddly: huge numbers, HEAD, a refusal, a write. */
describe('a page range asked oddly', () => {
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
