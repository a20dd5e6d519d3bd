import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewSampleIds, shipmate } from '../../testing/role-fixtures';
import { ROUTE_SAMPLES, type SampleIds, sampleInit } from '../../testing/route-samples';
import { composedApiRoutes } from '../../testing/route-table';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * A query field a route does not read is refused, never taken and ignored: DELETE /users/{id}
 * once ignored a `yachtId` and the user left every vessel, and every other route still took any
 * field unseen (`?yachtId=` of another vessel on a conflict check answered for the path's). Every
 * route, from its sample: a stray field is a 400 in the spec's shape; the fields its sample
 * sends (the spec's names, the ones the app sends) are still taken.
 */
let s: TestServer;
const token: Record<string, string> = {};
let aurora: number;
let ids: SampleIds;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  token.fleet = (await s.login('fleet@demo.yacht')).accessToken;
  token.crew = (await s.login('crew@demo.yacht')).accessToken;
  const [dep] = await s.db.query<{ id: number }>('SELECT id FROM departments WHERE vessel_id = $1 LIMIT 1', [
    aurora,
  ]);
  ids = {
    captain: await s.idOf('captain@demo.yacht'),
    shipmate: await shipmate(s),
    group: (
      await s.db.query<{ group_id: number }>('SELECT group_id FROM vessels WHERE id = $1', [aurora])
    )[0]!.group_id,
    department: dep!.id,
    ...(await crewSampleIds(s, aurora, dep!.id)),
    crewPreset: '01JQUERYPRESET00000000001',
    crewComment: '01JQUERYCOMMENT0000000001',
    crewUpload: '01JQ0000000000000000000101',
    files: {},
  };
});
afterAll(() => s.close());

const ROUTES = composedApiRoutes();

async function send(key: string, extra: string) {
  const sample = ROUTE_SAMPLES[key]!;
  // Records only their owner may use are asked for by the owner (the demo crew member).
  const caller = sample.ownerOnly ? 'crew' : 'fleet';
  const user = sample.ownerOnly ? await s.idOf('crew@demo.yacht') : ids.captain;
  const req = sample.request({ vessel: aurora, user, ids });
  const path = extra ? `${req.path}${req.path.includes('?') ? '&' : '?'}${extra}` : req.path;
  // A logout ends a session of its own, not the one the other calls use.
  const own = sample.endsSession ? (await s.login(`${caller}@demo.yacht`)).accessToken : token[caller];
  const res = await s.request(path, { ...sampleInit(key, req), token: own });
  const body = await res.json().catch(() => null);
  return { status: res.status, body, path: req.path };
}

const strayRefusal = (name: string) => ({
  message: MSG.status400,
  errorList: [{ property: name, message: MSG.unknownField }],
});

describe('a query field the route does not read', () => {
  it('is refused on every route, in the spec shape, before anything is done', async () => {
    const named: string[] = [];
    const otherwise: [string, number, number][] = [];
    const sampled = ROUTES.filter((r) => ROUTE_SAMPLES[r.key]);
    expect(sampled.length).toBe(ROUTES.length);
    for (const r of sampled) {
      const res = await send(r.key, 'zzStray=1');
      if (res.status === 400 && JSON.stringify(res.body) === JSON.stringify(strayRefusal('zzStray')))
        named.push(r.key);
      // Refused before the query is judged (signed in, allowed there): then the same call with no
      // stray is refused the same way, so nothing was done with the stray unseen.
      else otherwise.push([r.key, res.status, (await send(r.key, '')).status]);
    }
    expect(otherwise.filter(([, stray, bare]) => stray < 400 || stray !== bare)).toEqual([]);
    // The few refused first are records the fixture's caller may not use; all else is named.
    expect(otherwise.length).toBeLessThan(10);
    expect(named.length).toBeGreaterThan(ROUTES.length - 10);
  });

  it('still takes the fields the spec names and the app sends, on every route whose sample sends one', async () => {
    const withQuery = ROUTES.filter((r) =>
      ROUTE_SAMPLES[r.key]?.request({ vessel: aurora, user: ids.captain, ids }).path.includes('?'),
    );
    const refused: [string, unknown][] = [];
    for (const r of withQuery) {
      const res = await send(r.key, '');
      const errors = (res.body as { errorList?: { message: string }[] } | null)?.errorList ?? [];
      if (errors.some((e) => e.message === MSG.unknownField)) refused.push([res.path, res.body]);
    }
    expect(withQuery.length).toBeGreaterThan(20);
    expect(refused).toEqual([]);
  });

  it('a vessel named in the query of a conflict check is refused, not overruled by the path', async () => {
    const res = await s.request(
      `/leave/conflictCheck/${aurora}?profileId=${ids.leaveProfiles[ids.captain]}&startDate=2026-11-10&endDate=2026-11-10&yachtId=${aurora + 1}`,
      { token: token.fleet },
    );
    expect([res.status, await res.json()]).toEqual([400, strayRefusal('yachtId')]);
  });

  it('sent twice is refused naming it, not one of the two taken unsaid; the report’s list may repeat', async () => {
    const twice = await s.request(`/leave/${aurora}/balances?asOf=2026-01-01&asOf=2026-11-01`, {
      token: token.fleet,
    });
    expect([twice.status, await twice.json()]).toEqual([
      400,
      { message: MSG.status400, errorList: [{ property: 'asOf', message: MSG.queryRepeated }] },
    ]);
    const both = await s.request(`/leave/${aurora}/balances?asOf=2026-01-01&asOf=2026-11-01&zzStray=1`, {
      token: token.fleet,
    });
    expect((await both.json()).errorList).toEqual([
      { property: 'asOf', message: MSG.queryRepeated },
      { property: 'zzStray', message: MSG.unknownField },
    ]);
    const once = await s.request(`/leave/${aurora}/balances?asOf=2026-11-01`, { token: token.fleet });
    expect(once.status).toBe(200);
    const [a, b] = Object.values(ids.leaveProfiles);
    const list = await s.request(
      `/leave/${aurora}/reports/summary?profileIds=${a}&profileIds=${b}&from=2026-01-01&to=2026-11-30`,
      {
        token: token.fleet,
      },
    );
    expect(list.status).toBe(200);
  });

  it('is refused to a signed-out caller only after sign-in: a stranger learns nothing of what a route reads', async () => {
    const res = await s.request(`/leave/${aurora}/balances?zzStray=1`);
    expect(res.status).toBe(401);
  });
});
