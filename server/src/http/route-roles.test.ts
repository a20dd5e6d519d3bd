import { MSG } from '@contracts/messages';
import { MODULE_NAMES } from '@domain/access/modules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startUpload, storedFile } from '../../testing/file-fixtures';
import { refusalWithoutMessage } from '../../testing/refusal-shape';
import { outsiderCaptain, shipmate } from '../../testing/role-fixtures';
import { ROUTE_SAMPLES, type SampleIds, sampleInit } from '../../testing/route-samples';
import { auroraSampleIds } from '../../testing/route-sweep-kit';
import { composedApiRoutes } from '../../testing/route-table';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { PolicyRule } from './policy';

/**
 * Issue 6, defect 8: every route × role, as its declared policy says. No token: 401. A user of
 * another vessel (a captain there): 403. A level too low, or someone else's record: 403. The
 * level (or owner) allowed: neither 401 nor 403. The expectations come from the policy each
 * route declares, the requests from ROUTE_SAMPLES, so a new route cannot skip this test.
 */
const ROUTES = composedApiRoutes();
const DEMO = { 2: 'crew', 4: 'officer', 5: 'purser', 6: 'captain', 8: 'fleet' } as const;
type Level = keyof typeof DEMO;
const LEVELS = Object.keys(DEMO).map(Number) as Level[];

let s: TestServer;
let aurora: number;
let ids: SampleIds;
const token: Record<string, string> = {};
const user: Record<string, number> = {};

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  for (const name of Object.values(DEMO)) {
    const session = await s.login(`${name}@demo.yacht`);
    token[name] = session.accessToken;
    user[name] = session.user.id;
  }
  const outsider = await outsiderCaptain(s);
  token.outsider = outsider.token;
  user.outsider = outsider.id;
  user.shipmate = await shipmate(s);
  ids = await auroraSampleIds(s, 'ROLES', {
    [user.crew!]: await storedFile(s, token.crew!, aurora, user.crew!, '01JR0000000000000000000201'),
    [user.captain!]: await storedFile(s, token.captain!, aurora, user.captain!, '01JR0000000000000000000202'),
    [user.outsider!]: '01JR0000000000000000000203',
  });
  // An upload the crew member started; a file of the outsider's on Aurora (made by hand: they
  // have no role there to upload one).
  await startUpload(s, token.crew!, aurora, user.crew!, ids.crewUpload);
  await s.db.query(
    `INSERT INTO files (id, vessel_id, user_id, uploaded_by, purpose, name, size, state)
     VALUES ($1, $2, $3, $3, 'photo', 'x.png', 1, 'stored')`,
    [ids.files[user.outsider!], aurora, user.outsider],
  );
  const ops = [
    {
      id: '01JROLESOP000000000000001',
      op: 'hor/preset/save',
      body: {
        presetId: ids.crewPreset,
        yachtId: aurora,
        name: 'Watch',
        binary: '0'.repeat(48),
        isDefault: false,
      },
      baseVersion: 0,
    },
    {
      id: '01JROLESOP000000000000002',
      op: 'hor/comment/save',
      body: {
        commentId: ids.crewComment,
        yachtId: aurora,
        userId: user.crew,
        date: '2026-11-10',
        kind: 'comment',
        text: 'Drill',
      },
      baseVersion: 0,
    },
  ];
  const { results } = await (await s.post('/sync', { cursor: 0, ops }, token.crew)).json();
  expect(results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
});
afterAll(() => s.close());

// A route's allowed call may remove the crew member's preset or comment: each route starts with both.
beforeEach(async () => {
  if (!ids) return;
  await s.db.query('UPDATE rest_presets SET deleted = false WHERE id = $1', [ids.crewPreset]);
  await s.db.query('UPDATE rest_comments SET deleted = false WHERE id = $1', [ids.crewComment]);
});

type Expect = 401 | 403 | 'allowed';
interface Check {
  who: string;
  about: string;
  expect: Expect;
}

/** What each role should get from a route, from its policy. */
function checksFor(rule: PolicyRule, ownerOnly: boolean): Check[] {
  const c = (who: string, about: string, expect: Expect): Check => ({ who, about, expect });
  const anon = c('anonymous', 'crew', 401);
  const below = (level: number) => LEVELS.filter((l) => l < level).at(-1);
  const atLeast = (level: number) => DEMO[LEVELS.find((l) => l >= level)!];
  switch (rule.kind) {
    case 'public':
      return [];
    case 'signedIn':
      return [
        anon,
        ...(ownerOnly ? [c('outsider', 'crew', 403), c('captain', 'crew', 403)] : []),
        c('crew', 'crew', 'allowed'),
      ];
    case 'anyVessel': {
      const low = below(rule.level);
      return [anon, ...(low ? [c(DEMO[low], 'crew', 403)] : []), c(atLeast(rule.level), 'crew', 'allowed')];
    }
    case 'member':
      return [
        anon,
        c('outsider', 'crew', 403),
        ...(ownerOnly ? [c('captain', 'crew', 403)] : []),
        c('crew', 'crew', 'allowed'),
      ];
    case 'level': {
      const low = below(rule.level);
      return [
        anon,
        c('outsider', 'crew', 403),
        ...(low ? [c(DEMO[low], 'crew', 403)] : []),
        c(atLeast(rule.level), 'crew', 'allowed'),
      ];
    }
    case 'own':
      return [
        anon,
        c('outsider', 'outsider', 403),
        c('captain', 'crew', 403),
        c('crew', 'captain', 403),
        c('crew', 'crew', 'allowed'),
      ];
    case 'ownOrLevel':
      // A record only its maker may go on with (an upload under way): the path names it, whoever
      // it is about; the level lets no one else in.
      if (ownerOnly)
        return [anon, c('outsider', 'crew', 403), c('captain', 'crew', 403), c('crew', 'crew', 'allowed')];
      return [
        anon,
        c('outsider', 'outsider', 403),
        c('crew', 'captain', 403),
        c('crew', 'crew', 'allowed'),
        c(atLeast(rule.level), 'crew', 'allowed'),
      ];
    case 'supervisor':
      return [
        anon,
        c('outsider', 'crew', 403),
        c('crew', 'shipmate', 403),
        c(atLeast(rule.level), 'crew', 'allowed'),
      ];
  }
}

describe('route × role', () => {
  it('has a sample request for every route, and none for a route that is gone', () => {
    const keys = ROUTES.map((r) => r.key);
    expect(keys.filter((k) => !ROUTE_SAMPLES[k])).toEqual([]);
    expect(Object.keys(ROUTE_SAMPLES).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it.each(ROUTES.map((r) => [r.key, r] as const))('%s', async (key, route) => {
    const sample = ROUTE_SAMPLES[key];
    const rule = route.policies[0];
    expect(sample && rule, 'sample and policy').toBeTruthy();
    const answers: string[] = [];
    const wanted: string[] = [];
    const unmessaged: string[] = [];
    for (const check of checksFor(rule!, sample!.ownerOnly ?? false)) {
      const req = sample!.request({ vessel: aurora, user: user[check.about]!, ids });
      let bearer = check.who === 'anonymous' ? undefined : token[check.who];
      if (sample!.endsSession && bearer) bearer = (await s.login(`${check.who}@demo.yacht`)).accessToken;
      const res = await s.request(req.path, { ...sampleInit(key, req), token: bearer });
      const got = res.status === 401 || res.status === 403 ? res.status : res.status >= 500 ? 500 : 'allowed';
      answers.push(`${check.who} about ${check.about}: ${got}`);
      wanted.push(`${check.who} about ${check.about}: ${check.expect}`);
      // Every refusal, a policy's or a use case's (a field refusal too), carries a message.
      const text = await res.text();
      if (refusalWithoutMessage(res, text))
        unmessaged.push(`${check.who}: ${res.status} ${text.slice(0, 200)}`);
    }
    expect(answers).toEqual(wanted);
    expect(unmessaged).toEqual([]);
  });
});

/**
 * A module that is off is off through the API too: with the module switched off on Aurora, the
 * fleet manager (level 8 there) is refused every route of the module, with a message that says why.
 */
describe('module gate', () => {
  const gated = ROUTES.filter((r) => r.policies[0]?.module);

  it('covers every hours-of-rest and crew route that names a vessel', () => {
    for (const area of ['/api/v1/hor/', '/api/v1/crew']) {
      const routes = ROUTES.filter((r) => r.key.includes(area) && 'vessel' in (r.policies[0] ?? {}));
      expect(routes.length).toBeGreaterThan(area === '/api/v1/hor/' ? 20 : 4);
      expect(routes.filter((r) => !r.policies[0]?.module).map((r) => r.key)).toEqual([]);
    }
  });

  it.each(gated.map((r) => [r.key, r.policies[0]!.module!] as const))('%s', async (key, module) => {
    const fleet = (await s.login('fleet@demo.yacht')).accessToken;
    await s.db.query('UPDATE vessels SET modules = array_remove(modules, $2) WHERE id = $1', [
      aurora,
      module,
    ]);
    try {
      const req = ROUTE_SAMPLES[key]!.request({ vessel: aurora, user: user.fleet!, ids });
      const res = await s.request(req.path, { ...sampleInit(key, req), token: fleet });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: MSG.moduleOff(MODULE_NAMES[module]) });
    } finally {
      await s.db.query('UPDATE vessels SET modules = array_append(modules, $2) WHERE id = $1', [
        aurora,
        module,
      ]);
    }
  });
});
