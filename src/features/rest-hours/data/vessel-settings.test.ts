import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppDb, openAppDb } from '../../../db/app-db';
import { queryClient as client } from '../../../lib/query-client';
import { horSettingsQuery, queueVesselSettings } from './vessel-settings';

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

describe("the vessel's settings as the screens read them", () => {
  it('are read again once older than a minute, so a change an officer made reaches the day editor', () => {
    // The app's client, with its defaults (a minute before an answer is read again).
    const options = horSettingsQuery(1);
    const answer = { nonComplianceCommentsRequired: true, neutralPeriodsEnabled: false };
    // The answer kept on the phone from an earlier visit, two minutes old.
    client.setQueryData(options.queryKey, answer, { updatedAt: Date.now() - 120_000 });
    expect(new QueryObserver(client, options).getCurrentResult().isStale).toBe(true);
    // A fresh one is not asked for again.
    client.setQueryData(options.queryKey, answer);
    expect(new QueryObserver(client, options).getCurrentResult().isStale).toBe(false);
    client.clear();
  });
});
