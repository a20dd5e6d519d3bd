import { describe, expect, it } from 'vitest';
import { aurora, openRestHoursServer, opsWith, s, syncBatch } from '../../../../testing/rest-hours-kit';

/**
 * A preset saved as it is (Save pressed twice, a replay under a new key) answers its stored
 * version and writes nothing: no new change number for every device to download.
 */
openRestHoursServer();
const op = opsWith('01JPRESETSAME');
const WATCH = '1'.repeat(8) + '0'.repeat(40);
const versionOf = async (id: string) =>
  Number(
    (await s.db.query<{ v: string }>('SELECT version AS v FROM rest_presets WHERE id = $1', [id]))[0]!.v,
  );

describe('a preset saved as it is', () => {
  it('keeps its version; a new name still writes', async () => {
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const presetId = '01JPRESETSAME0000000000001';
    const body = { presetId, yachtId: aurora, name: 'Watch', binary: WATCH, isDefault: true };
    expect((await syncBatch(s, crew, [op('hor/preset/save', body)])).results[0].status).toBe('applied');
    const stored = await versionOf(presetId);
    const again = await syncBatch(s, crew, [op('hor/preset/save', { ...body, name: ' Watch ' })]);
    expect(again.results[0]).toMatchObject({ status: 'applied', version: stored });
    const rest = await s.request(`/hor/preset/${presetId}`, {
      method: 'POST',
      token: crew,
      body: JSON.stringify({ yachtId: aurora, name: 'Watch', binary: WATCH, isDefault: true }),
    });
    expect(rest.status, await rest.clone().text()).toBe(200);
    expect(await versionOf(presetId)).toBe(stored);
    await syncBatch(s, crew, [op('hor/preset/save', { ...body, name: 'Night watch' })]);
    expect(await versionOf(presetId)).toBeGreaterThan(stored);
  });
});
