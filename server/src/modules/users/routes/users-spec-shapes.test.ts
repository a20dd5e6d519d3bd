import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_TODAY, type TestServer } from '../../../../testing/test-server';

/**
 * The spec's users calls leave out what the app sends (doc 1, section 7): the role and vessel
 * left are filled in only where they are certain, and never widen what the caller may do.
 */
let s: TestServer;
let token: Record<'captain' | 'fleet' | 'crew', string>;
let ids: Record<'captain' | 'crew' | 'officer', number>;
let vessel: Record<'aurora' | 'meridian' | 'solstice', number>;
beforeAll(async () => {
  s = await startTestServer();
  token = {
    captain: (await s.login('captain@demo.yacht')).accessToken,
    fleet: (await s.login('fleet@demo.yacht')).accessToken,
    crew: (await s.login('crew@demo.yacht')).accessToken,
  };
  ids = {
    captain: await s.idOf('captain@demo.yacht'),
    crew: await s.idOf('crew@demo.yacht'),
    officer: await s.idOf('officer@demo.yacht'),
  };
  vessel = {
    aurora: await s.vesselId('aurora'),
    meridian: await s.vesselId('meridian'),
    solstice: await s.vesselId('solstice'),
  };
});
afterAll(() => s.close());

const post = (path: string, body: unknown, who: keyof typeof token) => s.post(path, body, token[who]);

describe("the spec's users shapes", () => {
  it('assign without a role: refused where the caller may not add to that vessel', async () => {
    const res = await post(
      '/users/assigntoyacht',
      { userId: ids.officer, yachtId: vessel.meridian },
      'captain',
    );
    expect(res.status).toBe(403);
  });

  it('assign naming one user and a selection at once is refused', async () => {
    const body = { userId: ids.officer, users: [ids.officer], yachtId: vessel.solstice };
    expect((await post('/users/assigntoyacht', body, 'fleet')).status).toBe(400);
  });

  it('transfer without the vessel left: refused when the user is on two vessels the caller holds', async () => {
    const res = await post('/users/transfer', { userId: ids.crew, yachtId: vessel.solstice }, 'fleet');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorList: [{ property: 'fromYachtId' }] });
  });

  it('remove from all: a vessel named must be one the caller is a captain on', async () => {
    const body = { users: [ids.crew], endDate: TEST_TODAY, yachtId: vessel.meridian };
    expect((await post('/users/removefromallyachts', body, 'captain')).status).toBe(403);
    expect(
      (await post('/users/removefromallyachts', { users: [ids.crew], endDate: TEST_TODAY }, 'crew')).status,
    ).toBe(403);
  });

  it('the list answers only the users of vessels the caller administers', async () => {
    const list = (await (await s.request('/users', { token: token.captain })).json()) as {
      id: number;
      roles: Record<string, number>;
    }[];
    const crew = list.find((u) => u.id === ids.crew)!;
    // The crew member is on Meridian too, which the captain does not administer.
    expect(Object.keys(crew.roles)).toEqual([String(vessel.aurora)]);
    expect((await (await s.request('/users', { token: token.crew })).json()) as unknown[]).toEqual([]);
  });

  it('a refusal of the spec’s `yacht` is named `yacht`, as sent, in the catalogue’s words', async () => {
    const person = {
      email: 'named.as.sent@demo.yacht',
      firstName: 'Nia',
      lastName: 'Sent',
      role: 1,
      departmentId: 1,
      positionId: 4,
    };
    const refusal = async (body: unknown) =>
      (await (await post(`/users/${vessel.aurora}`, body, 'captain')).json()).errorList;
    expect(await refusal({ ...person, yacht: [] })).toEqual([
      { property: 'yacht', message: 'No vessel selected.' },
    ]);
    expect(await refusal({ ...person, yacht: 'abc' })).toEqual([
      { property: 'yacht.0', message: 'Invalid id.' },
    ]);
    expect(await refusal({ ...person, yacht: vessel.meridian })).toEqual([
      { property: 'yacht', message: MSG.vesselOfAddress },
    ]);
    // The spec's spelling (`firstname`, as the users list reads it) is named as sent too.
    const { firstName: _f, ...unnamed } = person;
    expect(await refusal({ ...unnamed, firstname: '', yacht: [vessel.aurora] })).toEqual([
      { property: 'firstname', message: 'Field is required.' },
    ]);
    expect(await refusal({ ...person, Yacht: [] })).toEqual([
      { property: 'Yacht', message: 'No vessel selected.' },
    ]);
    // The app's own name stays the app's.
    expect(await refusal({ ...person, yachts: [vessel.meridian] })).toEqual([
      { property: 'yachts', message: MSG.vesselOfAddress },
    ]);
  });
});
