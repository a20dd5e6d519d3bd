import { describe, expect, it } from 'vitest';
import { aurora, captainId, crewId, openRestHoursServer, s } from '../../../../testing/rest-hours-kit';

openRestHoursServer();
const WATCH = '111111110000000000000000111111110000000000000000';

/** The spec's bodies for comments and presets (issue 32): what they carry is used or refused, never ignored. */
describe("comments and presets in the spec's shape", () => {
  const post = async (who: string, path: string, body: unknown) =>
    s.request(path, {
      method: 'POST',
      token: (await s.login(`${who}@demo.yacht`)).accessToken,
      body: JSON.stringify(body),
    });
  const commentsOn = (date: string) =>
    s.db.query<{ text: string; posted_by: number }>(
      'SELECT text, posted_by FROM rest_comments WHERE user_id = $1 AND vessel_id = $2 AND day = $3 AND NOT deleted',
      [crewId, aurora, date],
    );

  it('puts the text on each of the dates, posted by the caller now', async () => {
    const res = await post('crew', `/hor/comment/new/${aurora}/${crewId}`, {
      dates: ['2026-11-02', '2026-11-03'],
      postedBy: crewId,
      postedWhen: s.clock().toISOString(),
      text: 'Port call',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as { dates: string[]; postedBy: number }[];
    expect(answer.map((c) => c.dates)).toEqual([['2026-11-02'], ['2026-11-03']]);
    expect(await commentsOn('2026-11-03')).toEqual([{ text: 'Port call', posted_by: crewId }]);
  });

  it('refuses a comment said to be posted by someone else, or at another time, and saves none', async () => {
    const path = `/hor/comment/new/${aurora}/${crewId}`;
    const other = await post('crew', path, { dates: ['2026-11-04'], postedBy: captainId, text: 'Not mine' });
    expect(other.status).toBe(400);
    expect((await other.json()).errorList[0].property).toBe('postedBy');
    const when = new Date(s.clock().getTime() - 3_600_000).toISOString();
    const late = await post('crew', path, { dates: ['2026-11-04'], postedWhen: when, text: 'An hour ago' });
    expect((await late.json()).errorList[0].property).toBe('postedWhen');
    const unknown = await post('crew', path, { dates: ['2026-11-04'], text: 'Hello', colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(await commentsOn('2026-11-04')).toEqual([]);
  });

  it('makes a preset without an id, and updates it by id without naming the vessel', async () => {
    const made = await post('crew', '/hor/preset/new', {
      presetName: 'Harbour',
      binary: WATCH,
      isDefault: false,
      yachtId: aurora,
    });
    expect(made.status, await made.clone().text()).toBe(200);
    const { presetID } = (await made.json()) as { presetID: string };
    expect(presetID).toMatch(/^[0-9A-Z]{26}$/);
    const changed = await post('crew', `/hor/preset/${presetID}`, {
      name: 'Harbour watch',
      binary: WATCH,
      isDefault: true,
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const [row] = await s.db.query<{ name: string; is_default: boolean; vessel_id: number }>(
      'SELECT name, is_default, vessel_id FROM rest_presets WHERE id = $1',
      [presetID],
    );
    expect(row).toEqual({ name: 'Harbour watch', is_default: true, vessel_id: aurora });
    // Someone else's preset is not theirs to change, named vessel or not.
    expect(
      (await post('captain', `/hor/preset/${presetID}`, { name: 'Mine', binary: WATCH, isDefault: false }))
        .status,
    ).toBe(403);
  });

  it('refuses a preset named twice with different names', async () => {
    const res = await post('crew', '/hor/preset/new', {
      presetName: 'One',
      name: 'Two',
      binary: WATCH,
      isDefault: false,
      yachtId: aurora,
    });
    expect(res.status).toBe(400);
  });
});
