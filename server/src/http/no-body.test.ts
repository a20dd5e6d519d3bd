import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_SAMPLES, type SampleIds } from '../../testing/route-samples';
import { auroraSampleIds, sendSample, writeSamples } from '../../testing/route-sweep-kit';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * A write whose path and query say all it takes (a DELETE by id, a rename by ?newName=, the
 * on-board flag in the path) once answered 200 to a body it never read: `{"newName": "Two"}`
 * on a rename kept the query's name. Every such route refuses a body naming a field, before
 * anything is done; 'no body' as clients send it (nothing, `{}`, `null`) still passes.
 */
// tus: a creation may carry the file's first bytes, a PATCH carries them.
const TAKES_BYTES = new Set(['POST /api/v1/files/uploads', 'PATCH /api/v1/files/uploads/:id']);

let s: TestServer;
let token: string;
let aurora: number;
let ids: SampleIds;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  token = (await s.login('fleet@demo.yacht')).accessToken;
  ids = await auroraSampleIds(s, 'NOBODY');
});
afterAll(() => s.close());

const bodyless = () =>
  writeSamples(aurora, ids).filter(
    ({ key, req }) => !TAKES_BYTES.has(key) && req.body === undefined && !req.raw,
  );

const send = (key: string, body: string) =>
  sendSample(s, key, ROUTE_SAMPLES[key]!.request({ vessel: aurora, user: ids.captain, ids }), token, body);

describe('a write that takes no body', () => {
  it('refuses one naming a field, on every such route, in the spec shape; never takes it', async () => {
    const routes = bodyless();
    const refusal = {
      message: MSG.status400,
      errorList: [{ property: 'zzStray', message: MSG.unknownField }],
    };
    const named: string[] = [];
    const otherwise: [string, number, number][] = [];
    for (const r of routes) {
      const res = await send(r.key, JSON.stringify({ zzStray: 1 }));
      const body = await res.json().catch(() => null);
      if (res.status === 400 && JSON.stringify(body) === JSON.stringify(refusal)) named.push(r.key);
      // Refused before the body is judged (the policy: a record this fixture does not hold):
      // then the same call with no body is refused the same way, so no body was taken unseen.
      else otherwise.push([r.key, res.status, (await send(r.key, '')).status]);
    }
    // The routes this guards: deletes, renames, flags and set-ups named by their path.
    expect(named.length).toBeGreaterThan(25);
    expect(otherwise.filter(([, stray, bare]) => stray < 400 || stray !== bare)).toEqual([]);
    // A list or a bare value is no empty body either.
    const rename = 'PUT /api/v1/docs/documents/rename/:docId{[0-9A-Za-z]{10,40}}';
    expect(named).toContain(rename);
    expect((await send(rename, '["Two"]')).status).toBe(400);
    expect((await send(rename, '"Two"')).status).toBe(400);
  });

  it('a rename sent its name in the body as well is refused and keeps the old name', async () => {
    const [doc] = await s.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM library_documents WHERE vessel_id = $1 AND NOT deleted ORDER BY id LIMIT 1',
      [aurora],
    );
    const rename = (body: string) =>
      s.request(`/docs/documents/rename/${doc!.id}?newName=One`, { method: 'PUT', token, body });
    const res = await rename(JSON.stringify({ newName: 'Two' }));
    expect([res.status, (await res.json()).errorList]).toEqual([
      400,
      [{ property: 'newName', message: MSG.unknownField }],
    ]);
    const nameNow = async () =>
      (await s.db.query<{ name: string }>('SELECT name FROM library_documents WHERE id = $1', [doc!.id]))[0]!
        .name;
    expect(await nameNow()).toBe(doc!.name);
    // What clients send for 'no body' passes: the query's name is taken.
    for (const [body, name] of [
      ['', 'One'],
      ['{}', 'Uno'],
      ['null', 'Eins'],
    ] as const) {
      const ok = await s.request(`/docs/documents/rename/${doc!.id}?newName=${name}`, {
        method: 'PUT',
        token,
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect([body, ok.status, await nameNow()]).toEqual([body, 200, name]);
    }
  });
});

describe('DELETE /users/{id}', () => {
  it('refuses a query field it does not take (a vessel), and the user stays on every vessel', async () => {
    const crew = await s.idOf('crew@demo.yacht');
    const roles = () =>
      s.db.query(
        'SELECT vessel_id, end_date, crew_status FROM user_vessel_roles WHERE user_id = $1 ORDER BY id',
        [crew],
      );
    const before = await roles();
    const res = await s.request(`/users/${crew}?yachtId=${aurora}`, { method: 'DELETE', token });
    expect([res.status, (await res.json()).errorList]).toEqual([
      400,
      [{ property: 'yachtId', message: MSG.unknownField }],
    ]);
    expect(await roles()).toEqual(before);
  });
});
