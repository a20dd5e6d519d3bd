import type { LoginResponse } from '@contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchVessel } from '../../server/testing/scratch-vessel';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import { openAppDb } from '../../src/db/app-db';
import { saveRestDay } from '../../src/features/rest-hours/data/save-rest-day';
import type { Net } from '../../src/sync/auth-refresh';
import { refusalReason, retryChange } from '../../src/sync/conflicts';
import { runSync } from '../../src/sync/run-sync';

/**
 * A crew member logs a day offline; ashore they are taken off the vessel meanwhile (attack,
 * session 59). The change must come back refused with the reason, kept for the user; put back on
 * the vessel, their Retry must send it again, not be answered the old refusal for ever.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const NOW = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();
const WORK = '000000001111111100000000000000001111111100000000';

async function openDevice(email: string) {
  const login = (await (
    await s.post('/login', { username: email, password: 'Demo1234' })
  ).json()) as LoginResponse;
  const db = openAppDb(`removal-${Math.random()}`);
  await db.session.put({ ...login, key: 'current', needsLogin: false });
  const env = { incoming: { socket: { remoteAddress: '192.0.2.9', remotePort: 1, remoteFamily: 'IPv4' } } };
  const net: Net = {
    baseUrl: '/api/v1',
    now: () => NOW,
    fetch: (async (url: string, init: RequestInit) => s.app.request(url, init, env)) as typeof fetch,
  };
  return { db, login, sync: () => runSync(db, net, DEVICE_REGISTRY) };
}

describe('a day logged offline on a vessel the user was taken off meanwhile', () => {
  it('is refused with its reason, kept; once back on the vessel, Retry sends it', async () => {
    const v = await scratchVessel(s);
    const phone = await openDevice(v.crew.email);
    const date = TEST_TODAY;
    const entry = await saveRestDay(
      phone.db,
      { userId: v.crew.id, vesselId: v.vesselId, date, work: WORK },
      NOW,
    );
    const [role] = await s.db.query<{ role_id: number }>(
      'DELETE FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2 RETURNING role_id',
      [v.crew.id, v.vesselId],
    );
    await phone.sync();
    const refused = await phone.db.outbox.get(entry.id);
    expect(refused?.status).toBe('rejected');
    expect(refusalReason(refused!)).toBe("You don't have access to requested resource.");

    await s.db.query('INSERT INTO user_vessel_roles (user_id, vessel_id, role_id) VALUES ($1, $2, $3)', [
      v.crew.id,
      v.vesselId,
      role!.role_id,
    ]);
    await retryChange(phone.db, refused!, NOW);
    await phone.sync();
    const after = await phone.db.outbox.toArray();
    expect(after).toEqual([]);
    const [row] = await s.db.query<{ work: string }>(
      'SELECT work FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = $3 AND NOT cleared',
      [v.crew.id, v.vesselId, date],
    );
    expect(row?.work).toBe(WORK);
  });
});
