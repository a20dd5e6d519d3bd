import { describe, expect, it } from 'vitest';
import {
  aurora,
  captainId,
  crewId,
  openRestHoursServer,
  opsWith,
  s,
  syncBatch,
} from '../../../../testing/rest-hours-kit';

/**
 * What a queued hours-of-rest operation tells others goes out from the job queue after it was
 * applied. A vessel whose hours of rest module is switched off before the job runs sends none of
 * it: no record e-mailed, no supervisor written to (doc 3, section 1: access to each area
 * depends on the vessel having the module).
 */
openRestHoursServer();
const op = opsWith('01JHORJOBSOFF');

/** Runs the queued jobs while the module is off on Aurora. */
async function drainWithModuleOff() {
  await s.db.query("UPDATE vessels SET modules = array_remove(modules, 'hoursofrest') WHERE id = $1", [
    aurora,
  ]);
  try {
    await s.drainJobs();
  } finally {
    await s.db.query("UPDATE vessels SET modules = modules || '{hoursofrest}' WHERE id = $1", [aurora]);
  }
}

describe('hours-of-rest jobs on a vessel whose module was switched off', () => {
  it('a queued records e-mail and a queued notice send nothing', async () => {
    await s.drainJobs();
    const officer = (await s.login('officer@demo.yacht')).accessToken;
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const emailed = await syncBatch(s, officer, [
      op('hor/records/email', {
        yachtId: aurora,
        userId: crewId,
        month: '2026-10',
        format: 'xlsx',
        to: ['office@shore.example'],
      }),
    ]);
    expect(emailed.results[0].status).toBe('applied');
    const told = await syncBatch(s, crew, [
      op('hor/month/notify', { yachtId: aurora, month: '2026-10', userIds: [captainId] }),
    ]);
    expect(told.results[0].status).toBe('applied');
    const before = s.mail.sent.length;
    await drainWithModuleOff();
    expect(s.mail.sent.slice(before).map((m) => m.to)).toEqual([]);
  });
});
