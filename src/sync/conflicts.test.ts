import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_REGISTRY } from '../app/sync-registry';
import { MSG } from '../contracts/messages';
import type { RestMonth } from '../contracts/rest-hours';
import { type AppDb, type OutboxEntry, openAppDb } from '../db/app-db';
import { saveRestDay } from '../features/rest-hours/data/save-rest-day';
import { activateLanguage, t } from '../i18n/i18n';
import { applyChanges } from './apply-server-data';
import {
  discardChange as discardWith,
  refusalReason,
  resubmitChange as resubmitWith,
  retryChange,
} from './conflicts';

const discardChange = (db: AppDb, e: OutboxEntry) => discardWith(db, DEVICE_REGISTRY, e);
const resubmitChange = (db: AppDb, e: OutboxEntry, now: number) => resubmitWith(db, DEVICE_REGISTRY, e, now);

const month: RestMonth = {
  userId: 7,
  vesselId: 1,
  month: '2026-11',
  signedBy: 7,
  signedByName: 'Sam Taylor',
  signedAt: '2026-11-20T10:00:00.000Z',
  counterSignedBy: 2,
  counterSignedByName: 'James Whitfield',
  counterSignedAt: '2026-11-21T10:00:00.000Z',
  version: 500,
};
const SERVER = '0'.repeat(48);
const MINE = '1'.repeat(8) + '0'.repeat(40);
const base = {
  baseVersion: 10,
  status: 'conflict' as const,
  attempts: 1,
  nextAttemptAt: 0,
  createdAt: 0,
  coalesceKey: null,
  userId: 7,
};

function dayConflict(id: string): OutboxEntry {
  return {
    ...base,
    id,
    op: 'hor/day/save',
    body: { userId: 7, yachtId: 1, dates: ['2026-11-03'], binary: MINE },
    conflict: {
      id,
      status: 'conflict',
      message: 'Countersigned',
      records: {
        restMonths: [month],
        restDays: [{ userId: 7, vesselId: 1, date: '2026-11-03', work: SERVER, version: 40 }],
      },
    },
  };
}

describe('conflict choices', () => {
  it('discarding a day change puts back the server copy of the day', async () => {
    const db = openAppDb(`c-${Math.random()}`);
    await db.restDays.put({
      userId: 7,
      vesselId: 1,
      date: '2026-11-03',
      work: MINE,
      version: 10,
      pending: 1,
    });
    await db.outbox.put(dayConflict('01JCONFLICT00000000000001'));
    await discardChange(db, (await db.outbox.get('01JCONFLICT00000000000001'))!);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.restDays.get([7, 1, '2026-11-03'])).toMatchObject({
      work: SERVER,
      version: 40,
      pending: 0,
    });
  });

  it('resubmitting sends the change again under a new key, based on the server version, reopening the month', async () => {
    const db = openAppDb(`c-${Math.random()}`);
    await db.outbox.put(dayConflict('01JCONFLICT00000000000002'));
    await resubmitChange(db, (await db.outbox.get('01JCONFLICT00000000000002'))!, Date.now());
    const [entry] = await db.outbox.toArray();
    expect(entry!.id).not.toBe('01JCONFLICT00000000000002');
    expect(entry).toMatchObject({
      status: 'pending',
      attempts: 0,
      baseVersion: 500,
      body: { reopen: true, binary: MINE },
    });
  });

  it("discarding a signature puts back the server's month", async () => {
    const db = openAppDb(`c-${Math.random()}`);
    await db.restMonths.put({
      ...month,
      counterSignedBy: null,
      counterSignedByName: null,
      counterSignedAt: null,
      version: 0,
    });
    const sig = {
      yachtId: 1,
      userId: 7,
      month: '2026-11',
      hash: 'a'.repeat(64),
      signedAt: '2026-11-22T00:00:00.000Z',
      keyId: 'k'.repeat(12),
      signature: 's'.repeat(80),
    };
    const entry: OutboxEntry = {
      ...base,
      id: '01JCONFLICT00000000000003',
      op: 'hor/month/sign',
      body: sig,
      conflict: {
        id: 'x',
        status: 'conflict',
        message: 'changed',
        records: { restMonths: [month], restDays: [] },
      },
    };
    await db.outbox.put(entry);
    await discardChange(db, entry);
    expect(await db.restMonths.get([7, 1, '2026-11'])).toEqual(month);
  });
});

describe('a refused change on the Sync page', () => {
  it('shows the field’s own message after the general one (a crew document’s field its category lacks)', () => {
    // As the server answers a queued 'crew/document/add' with a limitation on a visa (issue 32).
    const message =
      'Limitation is not kept for the category Visa (B1/B2): leave it empty or choose a category that has it.';
    const rejection = {
      id: 'op1',
      status: 'rejected' as const,
      message: "Data you've entered are invalid.",
      errorList: [{ property: 'body.limitation', message }],
    };
    expect(refusalReason({ rejection })).toBe(`Data you've entered are invalid. ${message}`);
  });
});

describe("a refusal's reason in the reader's language", () => {
  afterEach(() => activateLanguage('en'));
  it("says the server's sentence in Spanish, names kept", async () => {
    await activateLanguage('es');
    const conflict = {
      id: 'op2',
      status: 'conflict' as const,
      message: 'Fiona Grant changed this record while your change was waiting to be sent.',
    };
    expect(refusalReason({ conflict }, t)).toBe(
      'Fiona Grant cambió este registro mientras tu cambio estaba pendiente de enviar.',
    );
  });
});

describe('pulled changes', () => {
  it('drop a day the server cleared, but never one with an unsent edit', async () => {
    const db = openAppDb(`c-${Math.random()}`);
    await db.restDays.put({ userId: 7, vesselId: 1, date: '2026-11-06', work: MINE, version: 5, pending: 0 });
    // An edit made on the device and not sent yet:
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-07', work: MINE }, 1_800_000_000_000);
    const cleared = (date: string) => ({
      userId: 7,
      vesselId: 1,
      date,
      work: MINE,
      version: 9,
      cleared: true,
    });
    await applyChanges(db, DEVICE_REGISTRY, {
      cursor: 9,
      restDays: [cleared('2026-11-06'), cleared('2026-11-07')],
    });
    expect((await db.restDays.toArray()).map((d) => d.date)).toEqual(['2026-11-07']);
  });
});

describe('Retry of a refused change', () => {
  let db: AppDb;
  afterEach(() => db.close());
  const refused = (id: string, message: string): OutboxEntry => ({
    ...base,
    id,
    status: 'rejected',
    op: 'hor/day/save',
    body: { userId: 7, yachtId: 1, dates: ['2026-11-03'], binary: MINE },
    rejection: { id, status: 'rejected', message },
  });

  it('goes under a new key in its place (the server answers its kept refusal to the old one)', async () => {
    db = openAppDb(`retry-${Math.random()}`);
    const id = '01KAAAAAAA0000000000000000';
    await db.outbox.bulkPut([
      refused(id, "You don't have access to requested resource."),
      { ...refused('01KAAAAAAB0000000000000000', ''), status: 'pending', follows: id, rejection: undefined },
    ]);
    await retryChange(db, (await db.outbox.get(id))!, 5);
    const [again, next] = await db.outbox.orderBy(':id').toArray();
    expect(again).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: 5 });
    expect(again?.rejection).toBeUndefined();
    expect(again?.id).not.toBe(id);
    expect(again?.id.slice(0, 10)).toBe(id.slice(0, 10));
    expect(next?.follows).toBe(again?.id);
  });

  it('after a server error goes under its key, which the server did not keep', async () => {
    db = openAppDb(`retry-${Math.random()}`);
    const id = '01KAAAAAAA0000000000000000';
    await db.outbox.put(refused(id, MSG.status500));
    await retryChange(db, (await db.outbox.get(id))!, 5);
    expect(await db.outbox.get(id)).toMatchObject({ status: 'pending', nextAttemptAt: 5 });
  });
});
