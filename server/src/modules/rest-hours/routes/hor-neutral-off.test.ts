import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  aurora,
  crewId,
  openRestHoursServer,
  opsWith,
  s,
  syncBatch,
} from '../../../../testing/rest-hours-kit';

/**
 * Switching neutral periods off stops new neutral time, not the days that hold it: a save of a
 * day keeping the neutral cells it has on the server (a correction of an old day, or a save made
 * offline before the switch) is taken; neutral cells the day did not have are refused.
 */
openRestHoursServer();
const op = opsWith('01JNEUTRALOFF');
const NEUTRAL = `${'n'.repeat(24)}${'0'.repeat(24)}`;
const CORRECTED = `${'n'.repeat(24)}${'1'.repeat(8)}${'0'.repeat(16)}`;
const MORE = `${'n'.repeat(26)}${'1'.repeat(6)}${'0'.repeat(16)}`;

const stored = async (date: string) =>
  (
    await s.db.query<{ work: string }>(
      'SELECT work FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = $3 AND NOT cleared',
      [crewId, aurora, date],
    )
  )[0]?.work;

describe('a day holding neutral time after neutral periods are switched off', () => {
  it('keeps its neutral cells through a correction, by REST and queued; none are added', async () => {
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    await s.post(`/hor/settings/${aurora}`, { neutralPeriodsEnabled: true }, captain);
    const day = { yachtId: aurora, dates: ['2026-12-02'], binary: NEUTRAL };
    expect((await s.post(`/hor/day/${crewId}`, day, crew)).status).toBe(200);
    await s.post(`/hor/settings/${aurora}`, { neutralPeriodsEnabled: false }, captain);

    const corrected = await s.post(`/hor/day/${crewId}`, { ...day, binary: CORRECTED }, crew);
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    expect(await stored('2026-12-02')).toBe(CORRECTED);
    const queued = await syncBatch(s, crew, [
      op('hor/day/save', { userId: crewId, ...day, binary: NEUTRAL }),
    ]);
    expect(queued.results[0].status).toBe('applied');
    expect(await stored('2026-12-02')).toBe(NEUTRAL);

    // More neutral time than the day held, or neutral time on a day without any: refused.
    const more = await s.post(`/hor/day/${crewId}`, { ...day, binary: MORE }, crew);
    expect([more.status, await more.json()]).toEqual([400, { message: MSG.neutralOff }]);
    const other = await syncBatch(s, crew, [
      op('hor/day/save', {
        userId: crewId,
        yachtId: aurora,
        dates: ['2026-12-02', '2026-12-03'],
        binary: NEUTRAL,
      }),
    ]);
    expect(other.results[0]).toMatchObject({ status: 'rejected', message: MSG.neutralOff });
    expect([await stored('2026-12-02'), await stored('2026-12-03')]).toEqual([NEUTRAL, undefined]);
  });
});
