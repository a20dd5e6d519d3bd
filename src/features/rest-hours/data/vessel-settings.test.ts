import { afterEach, describe, expect, it } from 'vitest';
import { type AppDb, openAppDb } from '../../../db/app-db';
import { queueVesselSettings } from './vessel-settings';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

describe('vessel settings changed on the device', () => {
  it('wait in the outbox, a newer change replacing an unsent older one', async () => {
    db = openAppDb(`settings-${Date.now()}`);
    await queueVesselSettings(
      db,
      4,
      1,
      { settings: { nonComplianceCommentsRequired: true, neutralPeriodsEnabled: true } },
      1_000,
    );
    await queueVesselSettings(
      db,
      4,
      1,
      { settings: { nonComplianceCommentsRequired: false, neutralPeriodsEnabled: true } },
      2_000,
    );
    await queueVesselSettings(
      db,
      4,
      1,
      { alerts: { onSignOff: true, onNonCompliance: false, emails: [] } },
      3_000,
    );
    const entries = await db.outbox.orderBy('createdAt').toArray();
    expect(entries.map((e) => [e.op, e.body])).toEqual([
      [
        'hor/settings/save',
        { yachtId: 1, settings: { nonComplianceCommentsRequired: false, neutralPeriodsEnabled: true } },
      ],
      ['hor/alerts/save', { yachtId: 1, alerts: { onSignOff: true, onNonCompliance: false, emails: [] } }],
    ]);
  });

  it('refuse an alert address that is not an e-mail, queueing nothing', async () => {
    db = openAppDb(`settings-bad-${Date.now()}`);
    await expect(
      queueVesselSettings(
        db,
        4,
        1,
        { alerts: { onSignOff: true, onNonCompliance: false, emails: ['bridge'] } },
        1,
      ),
    ).rejects.toThrow('Invalid email address.');
    expect(await db.outbox.count()).toBe(0);
  });
});
