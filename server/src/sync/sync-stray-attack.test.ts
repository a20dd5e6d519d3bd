import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** Odd keys beside a /sync operation and beside the batch, and a page range on /sync. */
let s: TestServer;
let aurora: number;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
});
afterAll(() => s.close());

const guideNow = async () =>
  (
    await s.db.query<{ guide: string | null }>('SELECT guide FROM hor_vessel_settings WHERE vessel_id = $1', [
      aurora,
    ])
  )[0]?.guide ?? null;
async function pushText(json: string, headers: Record<string, string> = {}) {
  const { accessToken } = await s.login('captain@demo.yacht');
  const res = await s.request('/sync', { method: 'POST', body: json, token: accessToken, headers });
  return { status: res.status, range: res.headers.get('content-range'), body: await res.json() };
}
const op = (id: string, text: string, extra = '') =>
  `{"id":"${id}","op":"hor/guide/save","body":{"yachtId":${aurora},"text":"${text}"},"baseVersion":0${extra}}`;

describe('odd keys around a /sync operation', () => {
  it('a __proto__ beside an operation is refused, naming it, and saves nothing', async () => {
    const before = await guideNow();
    const { status, body } = await pushText(
      `{"cursor":0,"ops":[${op('01JSTRAYPROTO000000000001', 'Proto guide', ',"__proto__":{"reopen":true}')}]}`,
    );
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({ status: 'rejected', errorList: [{ property: '__proto__' }] });
    expect(await guideNow()).toBe(before);
  });

  it('a field beside the batch’s own is refused whole, not taken and ignored', async () => {
    const before = await guideNow();
    const { status, body } = await pushText(
      `{"cursor":0,"force":true,"ops":[${op('01JSTRAYBATCH000000000001', 'Batch guide')}]}`,
    );
    expect([status, body.errorList?.[0]?.property]).toEqual([400, 'force']);
    expect(await guideNow()).toBe(before);
  });

  it('a page range on /sync changes nothing of its answer', async () => {
    const { status, range, body } = await pushText(
      `{"cursor":0,"ops":[${op('01JSTRAYRANGE000000000001', 'Range guide')}]}`,
      { range: 'page=0-0' },
    );
    expect([status, range, body.results[0].status]).toEqual([200, null, 'applied']);
  });
});
