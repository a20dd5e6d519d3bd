import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import * as kit from '../../../../testing/rest-hours-kit';
import { demoTokens } from '../../../../testing/role-fixtures';

/**
 * The hours-of-rest spec paths, attacked with odd addresses (the attack review):
 * - POST /hor/day/get/{yacht-user} read the first two parts of '1-5-7' (or '1-5-') and answered
 *   the day, the rest of the address ignored; a body's other vessel was a 400 naming nothing;
 * - a date or month in a path that is none was refused under the property '_', a name no
 *   caller sent, where an id in the same path is named ('user').
 */
kit.openRestHoursServer();
let token: Record<string, string> = {};
const tokens = async () => {
  if (!token.captain) token = await demoTokens(kit.s, ['crew', 'captain']);
  return token;
};
const refusal = async (res: Response) => [res.status, await res.json()];
const invalid = (property: string, message: string) => [
  400,
  { message: MSG.status400, errorList: [{ property, message }] },
];

describe('POST /hor/day/get/{yacht-user}', () => {
  const get = async (who: string, address: string, yachtId = kit.aurora) =>
    kit.s.post(`/hor/day/get/${address}`, { yachtId, date: '2026-11-05' }, (await tokens())[who]);

  it('an address of more than a vessel and a user is refused, naming it, for the owner and an officer', async () => {
    const { aurora, crewId } = kit;
    for (const who of ['crew', 'captain'])
      for (const address of [
        `${aurora}-${crewId}-7`,
        `${aurora}-${crewId}-`,
        `${aurora}-${crewId}-${crewId}`,
      ]) {
        expect([who, address, ...(await refusal(await get(who, address)))]).toEqual([
          who,
          address,
          ...invalid('yachtUser', MSG.invalidId),
        ]);
      }
    expect((await get('crew', `${aurora}-${crewId}`)).status).toBe(200);
  });

  it('a body naming another vessel than the address is refused under yachtId', async () => {
    const meridian = await kit.s.vesselId('meridian');
    expect(await refusal(await get('crew', `${kit.aurora}-${kit.crewId}`, meridian))).toEqual(
      invalid('yachtId', MSG.notTheAddress),
    );
  });
});

describe('a date or month in the path that is none', () => {
  it('is refused under the path’s name for it, not "_"', async () => {
    const t = await tokens();
    const { aurora, crewId } = kit;
    const cases: [string, string, string][] = [
      [`/hor/audit/${aurora}/${crewId}/2026-02-30`, 'date', 'Invalid date. Use YYYY-MM-DD.'],
      [`/hor/compliance/daily/${aurora}/${crewId}/2026-13-01`, 'date', 'Invalid date. Use YYYY-MM-DD.'],
      [`/hor/compliance/daily/${aurora}/2026-11-5`, 'date', 'Invalid date. Use YYYY-MM-DD.'],
      [`/hor/compliance/weekly/${aurora}/${crewId}/2026-13`, 'month', 'Invalid month. Use YYYY-MM.'],
      [`/hor/comment/${aurora}/${crewId}/9999-99-99`, 'date', 'Invalid date. Use YYYY-MM-DD.'],
    ];
    for (const [path, property, message] of cases) {
      const res = await kit.s.request(path, { token: t.captain });
      expect([path, ...(await refusal(res))]).toEqual([path, ...invalid(property, message)]);
    }
    const cancel = await kit.s.request(`/hor/countersign/${aurora}/${crewId}/2026-13`, {
      method: 'DELETE',
      token: t.captain,
    });
    expect(await refusal(cancel)).toEqual(invalid('month', 'Invalid month. Use YYYY-MM.'));
    // A record's format in the query, the same.
    for (const path of [
      `/hor/records/download/${aurora}/${crewId}/2026-10?format=exe`,
      `/hor/records/downloadYacht/${aurora}/2026-10?format=`,
    ]) {
      const res = await kit.s.request(path, { token: t.captain });
      const [status, body] = await refusal(res);
      expect([path, status, body.errorList.map((e: { property: string }) => e.property)]).toEqual([
        path,
        400,
        ['format'],
      ]);
    }
  });
});

/**
 * A body naming another vessel or user than the path: refused, as before, but naming the field
 * (MSG.notTheAddress), as the other calls do; it was a 400 with no field named.
 */
describe('a body that is not the address', () => {
  it('a comment in the app’s shape for another user; a device-signed sign-off of another vessel', async () => {
    const t = await tokens();
    const { aurora, crewId } = kit;
    const meridian = await kit.s.vesselId('meridian');
    const comment = {
      commentId: '01JPATHATTACKCOMMENT000001',
      yachtId: aurora,
      userId: kit.captainId,
      date: '2026-11-05',
      kind: 'comment',
      text: 'Mine',
    };
    const res = await kit.s.post(`/hor/comment/new/${aurora}/${crewId}`, comment, t.crew);
    expect(await refusal(res)).toEqual(invalid('userId', MSG.notTheAddress));
    const other = { ...comment, userId: crewId, yachtId: meridian };
    expect(await refusal(await kit.s.post(`/hor/comment/new/${aurora}/${crewId}`, other, t.crew))).toEqual(
      invalid('yachtId', MSG.notTheAddress),
    );
    const signed = {
      yachtId: aurora,
      userId: crewId,
      month: '2026-11',
      hash: 'a'.repeat(64),
      signedAt: '2026-11-15T10:00:00.000Z',
      keyId: '01JPATHATTACKKEY0000000001',
      signature: 'A'.repeat(88),
      password: 'Demo1234',
    };
    // The crew member is on Meridian too: the door lets them in, the body names Aurora.
    const sign = await kit.s.post(`/hor/signoff/${meridian}`, signed, t.crew);
    expect(await refusal(sign)).toEqual(invalid('yachtId', MSG.notTheAddress));
  });
});

/**
 * DELETE /hor/comment/{yacht}/{id} of no comment (or of another vessel's, named by a member of
 * the path's vessel) answered 400 with the 404's text; the edit of the same answered 404. Both
 * 404 now, the spec's pair of status and text, and the comment stays.
 */
describe('DELETE /hor/comment/{yacht}/{id} of no comment of that vessel', () => {
  it('is a 404 with its text, as the edit is', async () => {
    const t = await tokens();
    const { aurora } = kit;
    const meridian = await kit.s.vesselId('meridian');
    const posted = await kit.s.post(
      `/hor/comment/new/${aurora}/${kit.captainId}`,
      { dates: ['2026-11-06'], text: 'Captain’s note' },
      t.captain,
    );
    const [comment] = (await posted.json()) as { id: string }[];
    const notFound = [404, { message: MSG.status404 }];
    for (const path of [
      `/hor/comment/${aurora}/01JNOSUCHCOMMENT0000000000`,
      `/hor/comment/${meridian}/${comment!.id}`,
    ]) {
      const del = await kit.s.request(path, { method: 'DELETE', token: t.crew });
      expect([path, ...(await refusal(del))]).toEqual([path, ...notFound]);
      const edit = await kit.s.post(path, { text: 'Changed' }, t.crew);
      expect([path, ...(await refusal(edit))]).toEqual([path, ...notFound]);
    }
    const kept = await kit.s.request(`/hor/comment/${aurora}/${kit.captainId}/2026-11-06`, {
      token: t.captain,
    });
    expect(((await kept.json()) as { text: string }[]).map((c) => c.text)).toContain('Captain’s note');
  });
});
