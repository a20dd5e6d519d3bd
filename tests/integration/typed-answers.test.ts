import { groupDetailsAnswerSchema, modulesAnswerSchema } from '@contracts/accounts';
import { type LoginResponse, meAnswerSchema } from '@contracts/auth';
import { messageAnswerSchema } from '@contracts/common';
import { crewPhotoAnswerSchema, setupItemAddedSchema } from '@contracts/crew-answers';
import { currenciesSchema } from '@contracts/crew-setup';
import { wizardExistingSchema } from '@contracts/crew-wizard';
import {
  fleetWelcomeListSchema,
  leaveFleetChecklistSchema,
  leftFleetSchema,
  vesselWelcomeSchema,
} from '@contracts/fleet';
import { statusAnswerSchema } from '@contracts/inbox';
import { issuesAnswerSchema } from '@contracts/issues';
import { leaveFormerSchema, leaveHistorySchema } from '@contracts/leave-answers';
import { vesselTypesSchema } from '@contracts/registration';
import { CREW_TYPE, reportCrewListSchema, reportsLastGeneratedSchema } from '@contracts/reports';
import { horSettingsSchema } from '@contracts/rest-hours';
import {
  approvalGroupSchema,
  approverAnswerSchema,
  digitalSignatureAnswerSchema,
  guideAnswerSchema,
  horAlertsAnswerSchema,
  recordUsersSchema,
  vesselDetailsAnswerSchema,
} from '@contracts/rest-hours-answers';
import { textPageSchema } from '@contracts/text-pages';
import { loginResultSchema, ownTwoFactorSchema } from '@contracts/two-factor';
import { existingUserSchema, usersAnswerSchema } from '@contracts/users';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';
import { type AppDb, openAppDb } from '../../src/db/app-db';
import { reportCrewListPath } from '../../src/features/reports/data/report-crew';
import { authedJson, publicJson } from '../../src/lib/api-client';
import type { Net } from '../../src/sync/auth-refresh';

/**
 * Issue 35, item 7: the device reads the server's answers through the contracts' schemas. Here
 * the real server (the demo fleet) answers the device's most used reads, each through the same
 * call the screens make: every answer must parse, or the screen would show an error instead.
 */
let s: TestServer;
let aurora: number;
const phones = new Map<string, AppDb>();
const now = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();
const net: Net = { baseUrl: '/api/v1', now: () => now, fetch: () => Promise.reject(new Error('no refresh')) };

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  for (const who of ['captain', 'crew', 'fleet']) {
    const login = (await (
      await s.post('/login', { username: `${who}@demo.yacht`, password: 'Demo1234' })
    ).json()) as LoginResponse;
    const db = openAppDb(`typed-answers-${who}-${Math.random()}`);
    await db.session.put({ ...login, key: 'current', needsLogin: false });
    phones.set(who, db);
  }
});
// The device's requests reach this server (each test: vitest takes stubbed globals away after one).
beforeEach(() => {
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) =>
    s.request(
      new URL(url, 'http://localhost').pathname.replace('/api/v1', '') +
        new URL(url, 'http://localhost').search,
      init,
    ),
  );
});
afterAll(async () => {
  for (const db of phones.values()) db.close();
  await s.close();
});

const read = <S extends z.ZodType>(who: string, schema: S, path: string, init?: RequestInit) =>
  authedJson(schema, phones.get(who)!, net, path, init);

describe("the server's answers parse with the device's schemas", () => {
  it('the session, the fleet and the vessel dashboards', async () => {
    const me = await read('captain', meAnswerSchema, '/me');
    expect(me.vessels.map((v) => v.codename)).toContain('aurora');
    expect((await read('captain', fleetWelcomeListSchema, '/fleet/welcome')).length).toBeGreaterThan(0);
    expect((await read('captain', vesselWelcomeSchema, `/yacht/${aurora}/welcome`)).length).toBeGreaterThan(
      0,
    );
    await read('captain', leaveFleetChecklistSchema, `/yacht/${aurora}/leave-fleet`);
    await read('crew', statusAnswerSchema, '/status');
    await read('captain', statusAnswerSchema, `/status/foryacht/${aurora}`);
    await read('crew', ownTwoFactorSchema, '/me/twofactor');
  });

  it('users, issues and accounts', async () => {
    const users = await read('captain', usersAnswerSchema, '/users/overview');
    expect(users.vessels.find((v) => v.id === aurora)?.users.length).toBeGreaterThan(1);
    const known = await read('captain', existingUserSchema, '/users/checkifexists', {
      method: 'POST',
      body: JSON.stringify({ email: 'crew@demo.yacht', yachtId: aurora }),
    });
    expect(known.exists).toBe(true);
    await read('captain', wizardExistingSchema, '/crew/wizard/checkifexists', {
      method: 'POST',
      body: JSON.stringify({ email: 'crew@demo.yacht', yachtId: aurora }),
    });
    const issues = await read('captain', issuesAnswerSchema, `/issues/${aurora}`);
    expect(issues.yachtId).toBe(aurora);
    const modules = await read('captain', modulesAnswerSchema, `/modules?yachtId=${aurora}`);
    expect(modules.modules.length).toBeGreaterThan(0);
    await read('captain', groupDetailsAnswerSchema, `/groupdetails/${modules.groupId}`);
    expect((await read('crew', currenciesSchema, '/currencies')).length).toBeGreaterThan(0);
  });

  it('hours of rest: settings, alerts, approval group, details, guide and records', async () => {
    await read('crew', horSettingsSchema, `/hor/settings/${aurora}`);
    await read('captain', horAlertsAnswerSchema, `/hor/alerts/${aurora}`);
    await read('captain', approvalGroupSchema, `/hor/approvalGroup/list/${aurora}`);
    await read('crew', approverAnswerSchema, `/hor/approvalGroup/isMember/${aurora}`);
    const details = await read('crew', vesselDetailsAnswerSchema, `/yacht/${aurora}/details`);
    expect(details.codename).toBe('aurora');
    // A vessel whose details were never filled in: every field answered as null, read as unset.
    const unset = await read(
      'fleet',
      vesselDetailsAnswerSchema,
      `/yacht/${await s.vesselId('meridian')}/details`,
    );
    expect([unset.registration, unset.mmsi]).toEqual([undefined, null]);
    await read('crew', guideAnswerSchema, `/hor/guide/${aurora}`);
    expect((await read('captain', recordUsersSchema, `/hor/records/users/${aurora}`)).length).toBeGreaterThan(
      0,
    );
    await read('crew', digitalSignatureAnswerSchema, '/hor/digital-signature');
  });

  it('leave and reports', async () => {
    const [profile] = await s.db.query<{ id: string }>('SELECT id FROM leave_profiles WHERE vessel_id = $1', [
      aurora,
    ]);
    expect(
      (await read('captain', leaveHistorySchema, `/leave/profiles/${profile!.id}/history`)).length,
    ).toBeGreaterThan(0);
    await read('captain', leaveFormerSchema.array(), `/leave/${aurora}/x-employees`);
    const crewList = await read(
      'captain',
      reportCrewListSchema,
      reportCrewListPath(aurora, 'crewandguests', CREW_TYPE.current),
    );
    expect(crewList.length).toBeGreaterThan(0);
    await read('captain', reportsLastGeneratedSchema, `/reportslastgenerated/${aurora}`);
  });

  it('the answers of changes: departments, the photo, leaving a fleet', async () => {
    const added = await read('captain', setupItemAddedSchema, '/departments', {
      method: 'POST',
      body: JSON.stringify({ name: 'Spa', yachtId: aurora }),
    });
    const saved = await read('captain', messageAnswerSchema, `/departments/${added.id}/${aurora}`, {
      method: 'PUT',
      body: JSON.stringify({ name: 'Wellness' }),
    });
    expect(saved.message).toBe('The department has been saved.');
    await read('captain', messageAnswerSchema, `/departments/${added.id}/${aurora}`, { method: 'DELETE' });
    const crewId = (
      await read('captain', reportCrewListSchema, reportCrewListPath(aurora, 'crewandguests', 0))
    )[0]!.crewID;
    await read('captain', crewPhotoAnswerSchema, `/crewonyacht/${crewId}/photo`);
    const left = await read('fleet', leftFleetSchema, '/yacht/leave-fleet', {
      method: 'POST',
      body: JSON.stringify({ yachtId: aurora, userIds: [] }),
    });
    expect(left.left).toHaveLength(1);
    const me = await read('fleet', meAnswerSchema, '/me');
    expect(me.vessels.map((v) => v.id)).not.toContain(aurora);
  });

  it('the calls without a session: login, vessel types, a text page, a reset link', async () => {
    const login = await publicJson(loginResultSchema, '/login', {
      username: 'crew@demo.yacht',
      password: 'Demo1234',
    });
    expect('accessToken' in login).toBe(true);
    expect((await publicJson(vesselTypesSchema, '/yacht/getvesseltypes')).length).toBeGreaterThan(0);
    expect((await publicJson(textPageSchema, '/textpage/terms-of-service')).content).not.toBe('');
    const sent = await publicJson(messageAnswerSchema, '/resetpassword', { email: 'crew@demo.yacht' });
    expect(sent.message).not.toBe('');
  });
});
