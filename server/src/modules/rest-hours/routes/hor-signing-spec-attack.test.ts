import { describe, expect, it } from 'vitest';
import { aurora, captainId, crewId, openRestHoursServer, s } from '../../../../testing/rest-hours-kit';

/**
 * Issue 32's password-only signing and its 20-minute signing token, attacked: the token is no
 * access token, serves its holder only while their password is the one it was given on, and the
 * spec's comment body cannot say someone else posted it, or when.
 */
openRestHoursServer();
const MONTH = '2026-10';
const PASSWORD = 'Demo1234';

const post = (path: string, token: string, body: unknown) =>
  s.request(path, { method: 'POST', token, body: JSON.stringify(body) });
/** Countersigns the crew member's month as the holder of `access`, on a signing token or a password. */
const countersignCrew = (access: string, proof: { token: string } | { password: string }) =>
  post('/hor/countersign', access, { month: MONTH, userId: crewId, yachtId: aurora, ...proof });
/** The user's own sign-off on their password; its answer's signing token. */
async function signOwn(access: string) {
  const res = await post(`/hor/signoff/${aurora}`, access, { month: MONTH, password: PASSWORD });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).token as string;
}
const countersigned = async () =>
  (
    await s.db.query<{ countersigned_by: number | null }>(
      'SELECT countersigned_by FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = $3',
      [crewId, aurora, MONTH],
    )
  )[0]?.countersigned_by ?? null;

describe('the signing token', () => {
  it('is no access token, and a crew member’s own cannot countersign', async () => {
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const token = await signOwn(crew);
    expect((await s.request('/fleet', { token })).status).toBe(401);
    expect((await s.post('/sync', { cursor: 0, ops: [] }, token)).status).toBe(401);
    expect((await countersignCrew(crew, { token })).status).toBe(403);
    expect(await countersigned()).toBeNull();
  });

  it('comes only with a signature made: a refused countersign on the password answers none', async () => {
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    // The crew member has not signed this month off: nothing to countersign.
    const res = await post('/hor/countersign', captain, {
      month: '2026-08',
      userId: crewId,
      yachtId: aurora,
      password: PASSWORD,
    });
    expect(res.status).not.toBe(200);
    expect(await res.json()).not.toHaveProperty('token');
  });

  it('dies when its holder’s password changes, as their other sessions do', async () => {
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const token = await signOwn(captain);
    const changed = await post('/changepassword', captain, {
      oldPassword: PASSWORD,
      newPassword: 'Another-Pass-42',
      confirmPassword: 'Another-Pass-42',
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const res = await countersignCrew(captain, { token });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Your credentials are invalid.' });
    expect(await countersigned()).toBeNull();
    // The new password signs.
    const fresh = await countersignCrew(captain, { password: 'Another-Pass-42' });
    expect(fresh.status, await fresh.clone().text()).toBe(200);
    expect(await countersigned()).toBe(captainId);
    expect(s.errors).toEqual([]);
  });
});

describe('the spec’s comment', () => {
  const comment = async (body: object) =>
    post(`/hor/comment/new/${aurora}/${crewId}`, (await s.login('crew@demo.yacht')).accessToken, {
      dates: [`${MONTH}-05`],
      text: 'Late arrival',
      ...body,
    });

  it('is refused when it says a year out of range, an id past 2^31, or mixes in the app’s id', async () => {
    for (const [body, property] of [
      [{ postedWhen: '9999-12-31T00:00:00Z' }, 'postedWhen'],
      [{ postedWhen: '0000-01-01T00:00:00Z' }, 'postedWhen'],
      [{ postedBy: 2 ** 31 }, 'postedBy'],
      [{ postedBy: captainId }, 'postedBy'],
      [{ commentId: '01JATTACKCOMMENT0000000000' }, 'commentId'],
    ] as const) {
      const res = await comment(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).errorList).toEqual([expect.objectContaining({ property })]);
    }
    const stored = await s.db.query('SELECT 1 FROM rest_comments WHERE user_id = $1 AND text = $2', [
      crewId,
      'Late arrival',
    ]);
    expect(stored).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});

describe('the spec’s preset (no id, no vessel on update)', () => {
  it('stays on its vessel: a save naming another is refused, not answered 200 and left', async () => {
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const meridian = await s.vesselId('meridian');
    const binary = '0'.repeat(16) + '1'.repeat(16) + '0'.repeat(16);
    const made = await post('/hor/preset/new', crew, {
      binary,
      presetName: 'Day watch',
      isDefault: false,
      yachtId: aurora,
    });
    expect(made.status, await made.clone().text()).toBe(200);
    const { presetID } = await made.json();
    for (const [path, body] of [
      [`/hor/preset/${presetID}`, { binary, presetName: 'Moved', isDefault: true, yachtId: meridian }],
      ['/hor/preset/new', { binary, presetName: 'Moved', isDefault: true, yachtId: meridian, presetID }],
    ] as const) {
      const res = await post(path, crew, body);
      expect(res.status, path).toBe(400);
      expect((await res.json()).errorList).toEqual([expect.objectContaining({ property: 'yachtId' })]);
    }
    const renamed = await post(`/hor/preset/${presetID}`, crew, {
      binary,
      presetName: 'Renamed',
      isDefault: false,
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const rows = await s.db.query('SELECT vessel_id, name FROM rest_presets WHERE id = $1', [presetID]);
    expect(rows).toEqual([{ vessel_id: aurora, name: 'Renamed' }]);
    expect(s.errors).toEqual([]);
  });
});
