import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import { aurora, openRestHoursServer, opsWith, s, syncBatch } from '../../../../testing/rest-hours-kit';

/**
 * A preset with neutral cells is refused while the vessel has neutral periods off, as a day save
 * with them is (it was saved, then filled days the save refused); with them on it is saved.
 */
openRestHoursServer();

const op = opsWith('01JPRESETNEUTRAL');
const NEUTRAL = `${'n'.repeat(16)}${'1'.repeat(16)}${'0'.repeat(16)}`;

describe('a preset with neutral cells', () => {
  it('is refused under binary while neutral periods are off, queued or over REST', async () => {
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const body = {
      presetId: '01JPRESETNEUTRAL0000000001',
      yachtId: aurora,
      name: 'Ashore',
      binary: NEUTRAL,
      isDefault: false,
    };
    const queued = await syncBatch(s, crew, [op('hor/preset/save', body)]);
    expect(queued.results[0]).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'binary', message: MSG.neutralOff }],
    });
    const rest = await s.post(
      '/hor/preset/new',
      { binary: NEUTRAL, presetName: 'Ashore', isDefault: false, yachtId: aurora },
      crew,
    );
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({
      message: MSG.status400,
      errorList: [{ property: 'binary', message: MSG.neutralOff }],
    });
    const stored = await s.db.query("SELECT 1 FROM rest_presets WHERE name = 'Ashore'");
    expect(stored).toHaveLength(0);
  });

  it('is saved once the vessel turns neutral periods on', async () => {
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    await s.post(`/hor/settings/${aurora}`, { neutralPeriodsEnabled: true }, captain);
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const body = {
      presetId: '01JPRESETNEUTRAL0000000002',
      yachtId: aurora,
      name: 'Ashore',
      binary: NEUTRAL,
      isDefault: false,
    };
    expect((await syncBatch(s, crew, [op('hor/preset/save', body)])).results[0].status).toBe('applied');
  });
});
