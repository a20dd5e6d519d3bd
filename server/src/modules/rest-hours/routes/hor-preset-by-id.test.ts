import { MSG } from '@contracts/messages';
import { MODULE_NAMES } from '@domain/access/modules';
import { describe, expect, it } from 'vitest';
import { aurora, openRestHoursServer, opsWith, s, syncBatch } from '../../../../testing/rest-hours-kit';

/**
 * A preset named by its id alone (GET /hor/preset/{id}, /hor/preset/getHours/{id}, DELETE
 * /hor/preset/{id}, and the queued 'hor/preset/delete') is its vessel's hours of rest: with the
 * module off there it is neither served nor removed, and a queued delete naming another vessel
 * is refused, not carried out on the preset's own.
 */
openRestHoursServer();
const op = opsWith('01JPRESETBYID');
const WATCH = '1'.repeat(8) + '0'.repeat(40);

async function crewPreset(presetId: string) {
  const crew = (await s.login('crew@demo.yacht')).accessToken;
  const made = await syncBatch(s, crew, [
    op('hor/preset/save', { presetId, yachtId: aurora, name: 'Watch', binary: WATCH, isDefault: false }),
  ]);
  expect(made.results[0].status).toBe('applied');
  return crew;
}
const live = async (id: string) =>
  (await s.db.query<{ deleted: boolean }>('SELECT deleted FROM rest_presets WHERE id = $1', [id]))[0]
    ?.deleted === false;

describe('a preset by its id', () => {
  it('is not served nor removed while hours of rest is off on its vessel', async () => {
    const id = '01JPRESETBYID0000000000001';
    const crew = await crewPreset(id);
    await s.db.query("UPDATE vessels SET modules = array_remove(modules, 'hoursofrest') WHERE id = $1", [
      aurora,
    ]);
    try {
      const off = { message: MSG.moduleOff(MODULE_NAMES.hoursofrest) };
      for (const [method, path] of [
        ['GET', `/hor/preset/${id}`],
        ['GET', `/hor/preset/getHours/${id}`],
        ['DELETE', `/hor/preset/${id}`],
      ] as const) {
        const res = await s.request(path, { method, token: crew });
        expect([method, path, res.status, await res.json()]).toEqual([method, path, 403, off]);
      }
    } finally {
      await s.db.query("UPDATE vessels SET modules = modules || '{hoursofrest}' WHERE id = $1", [aurora]);
    }
    expect(await live(id)).toBe(true);
    expect((await s.request(`/hor/preset/${id}`, { token: crew })).status).toBe(200);
  });

  it('a queued delete naming another vessel than the preset’s is refused', async () => {
    const id = '01JPRESETBYID0000000000002';
    const crew = await crewPreset(id);
    const meridian = await s.vesselId('meridian');
    const r = await syncBatch(s, crew, [op('hor/preset/delete', { id, yachtId: meridian })]);
    expect(r.results[0]).toMatchObject({ status: 'rejected' });
    expect(await live(id)).toBe(true);
  });
});
