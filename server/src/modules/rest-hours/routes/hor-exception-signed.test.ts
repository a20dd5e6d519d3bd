import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import { deviceSigner } from '../../../../testing/device-signer';
import { openRestHoursServer, opsWith, s, syncBatch } from '../../../../testing/rest-hours-kit';
import { scratchVessel } from '../../../../testing/scratch-vessel';

/**
 * The exception regime changes how the days of its dates are judged, and so what a signed
 * month's record says (its non-compliances, the reasons signed for them, its rule texts). Like a
 * clock change, a period added, altered or removed over a signed month is refused (409) until the
 * month is reopened; periods over unsigned months change freely.
 */
openRestHoursServer();
const op = opsWith('01JEXCSIGNED');
// For the watchkeepers named (each scratch vessel's own crew).
const august = (...userIds: number[]) => ({ from: '2026-08-10', to: '2026-08-16', userIds });
const september = (...userIds: number[]) => ({ from: '2026-09-10', to: '2026-09-16', userIds });

/** A scratch vessel whose master may set the regime, and whose crew member signed August 2026. */
async function signedAugust() {
  const v = await scratchVessel(s);
  await s.db.query(
    `UPDATE user_vessel_roles SET role_id = (SELECT id FROM roles WHERE name = 'Captain')
      WHERE user_id = $1 AND vessel_id = $2`,
    [v.officer.id, v.vesselId],
  );
  const crew = (await s.login(v.crew.email)).accessToken;
  const device = await deviceSigner(s, crew, v.crew.id);
  const signed = await syncBatch(s, crew, [
    op('hor/month/sign', await device.sign('sign', v.crew.id, v.vesselId, '2026-08')),
  ]);
  expect(signed.results[0].status).toBe('applied');
  return { ...v, master: (await s.login(v.officer.email)).accessToken };
}

describe('the exception regime over a signed month', () => {
  it('a period added there, or one there removed, is refused; elsewhere it is saved', async () => {
    const v = await signedAugust();
    const path = `/hor/exception/${v.vesselId}`;
    const read = async () => (await s.request(path, { token: v.master })).json();
    const added = await s.post(path, { periods: [august(v.crew.id)] }, v.master);
    expect([added.status, await added.json()]).toEqual([409, { message: MSG.exceptionSignedMonth }]);
    const queued = await syncBatch(s, v.master, [
      op('hor/exception/save', { yachtId: v.vesselId, periods: [august(v.crew.id)] }),
    ]);
    expect(queued.results[0]).toMatchObject({ status: 'rejected', message: MSG.exceptionSignedMonth });
    expect(await read()).toEqual({ periods: [] });

    expect((await s.post(path, { periods: [september(v.crew.id)] }, v.master)).status).toBe(200);
    expect(await read()).toEqual({ periods: [september(v.crew.id)] });
  });

  it('a period set before the month was signed stays, and may not be removed while it is', async () => {
    const v = await scratchVessel(s);
    await s.db.query(
      `UPDATE user_vessel_roles SET role_id = (SELECT id FROM roles WHERE name = 'Captain')
        WHERE user_id = $1 AND vessel_id = $2`,
      [v.officer.id, v.vesselId],
    );
    const master = (await s.login(v.officer.email)).accessToken;
    const path = `/hor/exception/${v.vesselId}`;
    expect((await s.post(path, { periods: [august(v.crew.id)] }, master)).status).toBe(200);
    const crew = (await s.login(v.crew.email)).accessToken;
    const device = await deviceSigner(s, crew, v.crew.id);
    await syncBatch(s, crew, [
      op('hor/month/sign', await device.sign('sign', v.crew.id, v.vesselId, '2026-08')),
    ]);
    // Saving the list as it is changes nothing: allowed.
    expect((await s.post(path, { periods: [august(v.crew.id), september(v.crew.id)] }, master)).status).toBe(
      200,
    );
    const removed = await s.post(path, { periods: [september(v.crew.id)] }, master);
    expect(removed.status).toBe(409);
    expect(await (await s.request(path, { token: master })).json()).toEqual({
      periods: [august(v.crew.id), september(v.crew.id)],
    });
  });

  it('a period there whose watchkeepers alone change is refused too', async () => {
    const v = await scratchVessel(s);
    await s.db.query(
      `UPDATE user_vessel_roles SET role_id = (SELECT id FROM roles WHERE name = 'Captain')
        WHERE user_id = $1 AND vessel_id = $2`,
      [v.officer.id, v.vesselId],
    );
    const master = (await s.login(v.officer.email)).accessToken;
    const path = `/hor/exception/${v.vesselId}`;
    expect((await s.post(path, { periods: [august(v.officer.id)] }, master)).status).toBe(200);
    const crew = (await s.login(v.crew.email)).accessToken;
    const device = await deviceSigner(s, crew, v.crew.id);
    await syncBatch(s, crew, [
      op('hor/month/sign', await device.sign('sign', v.crew.id, v.vesselId, '2026-08')),
    ]);
    // Naming the crew member who signed would judge their signed days anew; so would any change.
    for (const periods of [[august(v.officer.id, v.crew.id)], [august(v.crew.id)]]) {
      const changed = await s.post(path, { periods }, master);
      expect([changed.status, await changed.json()]).toEqual([409, { message: MSG.exceptionSignedMonth }]);
    }
    // Sent back as it is, it changes nothing: allowed.
    expect((await s.post(path, { periods: [august(v.officer.id)] }, master)).status).toBe(200);
    expect(await (await s.request(path, { token: master })).json()).toEqual({
      periods: [august(v.officer.id)],
    });
  });
});
