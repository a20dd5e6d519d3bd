import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/query-persist-client-core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppDb, openAppDb } from '../db/app-db';
import { persistOptions } from './query-client';

const dbs: AppDb[] = [];
const freshDb = () => {
  const db = openAppDb(`query-cache-${dbs.length}-${Date.now()}`);
  dbs.push(db);
  return db;
};
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

/** What a page would show after a reload: a new client restored from the device. */
async function reloadAs(db: AppDb, userId: number) {
  const client = new QueryClient();
  await persistQueryClientRestore({ ...persistOptions(db, userId), queryClient: client });
  return client;
}

async function saveAs(db: AppDb, userId: number, answers: [unknown[], unknown][]) {
  const client = new QueryClient();
  for (const [key, data] of answers) client.setQueryData(key, data);
  await persistQueryClientSave({ ...persistOptions(db, userId), queryClient: client });
}

describe('server answers kept on the device', () => {
  it('come back after a reload for the same user, settings and membership only', async () => {
    const db = freshDb();
    await saveAs(db, 5, [
      [['hor-approver', 1], { isMember: true }],
      [['hor-settings', 1], { nonComplianceCommentsRequired: false, neutralPeriodsEnabled: true }],
      [['approval-eligible', 1, 'clara'], [{ userId: 3, name: 'Clara Mendes' }]],
    ]);
    const client = await reloadAs(db, 5);
    expect(client.getQueryData(['hor-approver', 1])).toEqual({ isMember: true });
    expect(client.getQueryData(['hor-settings', 1])).toMatchObject({ neutralPeriodsEnabled: true });
    expect(client.getQueryData(['approval-eligible', 1, 'clara'])).toBeUndefined();
  });

  it('include the home figures, so a cold start at sea shows them', async () => {
    const db = freshDb();
    const figures = [{ name: 'Crew', value: '12', info: 'on board' }];
    await saveAs(db, 5, [
      [['welcome', 1], figures],
      [['welcome', 'fleet'], [{ yachtId: 1, items: figures }]],
    ]);
    const client = await reloadAs(db, 5);
    expect(client.getQueryData(['welcome', 1])).toEqual(figures);
    expect(client.getQueryData(['welcome', 'fleet'])).toEqual([{ yachtId: 1, items: figures }]);
  });

  it("include the vessel's exception periods and working language, so a cold start at sea judges and shows them", async () => {
    const db = freshDb();
    const periods = [{ start: '2026-11-01', end: '2026-11-10', userIds: [7] }];
    await saveAs(db, 5, [
      [['hor-exception', 1], { periods }],
      [['hor-language', 1], { language: 'es' }],
    ]);
    const client = await reloadAs(db, 5);
    expect(client.getQueryData(['hor-exception', 1])).toEqual({ periods });
    expect(client.getQueryData(['hor-language', 1])).toEqual({ language: 'es' });
  });

  it('are never shown to another user who logs in on the same device', async () => {
    const db = freshDb();
    await saveAs(db, 5, [[['hor-approver', 1], { isMember: true }]]);
    const client = await reloadAs(db, 9);
    expect(client.getQueryData(['hor-approver', 1])).toBeUndefined();
    expect(await db.meta.get('queryCache')).toBeUndefined();
  });
});
