import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * A `__proto__` key in a body that a call reads as an open record (a path's values put into the
 * body, the vessel details, a document order): zod's record parse made it the copy's prototype,
 * so the field was gone unseen and the call answered 200, as if the body had been taken whole.
 */
let s: TestServer;
let aurora: number;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  token = (await s.login('fleet@demo.yacht')).accessToken;
});
afterAll(() => s.close());

const send = async (method: string, path: string, text: string) => {
  const res = await s.request(path, {
    method,
    token,
    body: text,
    headers: { 'content-type': 'application/json' },
  });
  return { status: res.status, body: await res.json() };
};
const refusedNaming = (property: string) => ({
  status: 400,
  body: { message: MSG.status400, errorList: [{ property, message: MSG.unknownField }] },
});

describe('a __proto__ key in a body read as an open record', () => {
  it('is refused naming it on the vessel details, and the stamp it held is not applied', async () => {
    await s.db.query("UPDATE vessels SET ships_stamp = 'stamp' WHERE id = $1", [aurora]);
    const sent = '{"flagState":"Proto","__proto__":{"shipsStamp":null}}';
    expect(await send('PUT', `/yacht/${aurora}/details`, sent)).toEqual(refusedNaming('__proto__'));
    const [row] = await s.db.query<{ ships_stamp: string | null; details: unknown }>(
      'SELECT ships_stamp, details FROM vessels WHERE id = $1',
      [aurora],
    );
    expect(row?.ships_stamp).toBe('stamp');
    expect(JSON.stringify(row?.details ?? {})).not.toContain('Proto');
  });

  it('is refused naming it on a call taking the path’s values into its body (a clock change)', async () => {
    const sent = '{"date":"2026-11-11","at":"02:00","minutes":-60,"__proto__":{"minutes":60}}';
    expect(await send('POST', `/hor/clock-changes/${aurora}`, sent)).toEqual(refusedNaming('__proto__'));
    const rows = await s.db.query('SELECT 1 FROM clock_changes WHERE vessel_id = $1 AND day = $2', [
      aurora,
      '2026-11-11',
    ]);
    expect(rows).toEqual([]);
  });
});
