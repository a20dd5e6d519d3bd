import { readFileSync } from 'node:fs';
import type { LeaveHistoryEntry } from '@contracts/leave-answers';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * A comment changed in the leave history (doc 3: history comment update; updateComment) is one
 * with the synced record the entry is of: the additional leave or rollover, or the rate it put
 * in force. That record takes a new change number, so the next pull brings the new comment to
 * every device (the profile page shows the record's). The comment is required; it can be
 * queued offline ('leave/history/comment') as well as sent online (PUT /leave/history/{id}).
 */
let t: LeaveTestServer;
beforeAll(async () => {
  t = await leaveServer();
});
afterAll(() => t.s.close());

const historyOf = async (who: string, profileId: string) =>
  (await (await t.call(who, 'GET', `/leave/profiles/${profileId}/history`)).json()) as LeaveHistoryEntry[];
const cursorOf = async (who: string) => (await t.feed(who)).cursor;
const adjustmentRow = async (id: string) =>
  (
    await t.s.db.query<{ comment: string | null; version: string }>(
      'SELECT comment, version FROM leave_adjustments WHERE id = $1',
      [id],
    )
  )[0]!;

describe('a history comment of additional leave', () => {
  it('changes the additional leave too, with a new version the feed brings to the owner and the officers', async () => {
    const entry = (await historyOf('captain', t.profileId.officer!)).find((e) => e.what === 'additional')!;
    expect(entry.adjustmentId).toBeTruthy();
    const before = await adjustmentRow(entry.adjustmentId!);
    const since = { officer: await cursorOf('officer'), captain: await cursorOf('captain') };
    const comment = 'Extra days for the Caribbean charter season, agreed by e-mail on 12 Nov';
    const res = await t.call('captain', 'PUT', `/leave/history/${entry.id}`, { yachtId: t.aurora, comment });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: entry.id, comment, adjustmentId: entry.adjustmentId });
    const after = await adjustmentRow(entry.adjustmentId!);
    expect(after.comment).toBe(comment);
    expect(Number(after.version)).toBeGreaterThan(Number(before.version));
    for (const who of ['officer', 'captain'] as const) {
      const pulled = (await t.feed(who, since[who])).leaveAdjustments ?? [];
      expect(pulled.find((a) => a.id === entry.adjustmentId)).toMatchObject({
        comment,
        version: Number(after.version),
      });
    }
    expect((await historyOf('officer', t.profileId.officer!)).find((e) => e.id === entry.id)?.comment).toBe(
      comment,
    );
  });

  it('queued offline as an operation, on leave added offline: the same, and the answer is the new version', async () => {
    const adjustmentId = t.newId('ADJ');
    const added = await t.op('purser', 'leave/adjust', {
      yachtId: t.aurora,
      adjustmentId,
      profileId: t.profileId.crew,
      kind: 'additional',
      date: '2026-11-10',
      days: 1,
      comment: 'Boat show',
    });
    expect(added.status).toBe('applied');
    const entry = (await historyOf('purser', t.profileId.crew!)).find(
      (e) => e.adjustmentId === adjustmentId,
    )!;
    const since = await cursorOf('crew');
    const queued = await t.op('purser', 'leave/history/comment', {
      yachtId: t.aurora,
      entryId: entry.id,
      comment: 'Worked through the boat show',
      adjustmentId,
    });
    expect(queued.status).toBe('applied');
    expect(queued.version).toBeGreaterThan(added.version!);
    const pulled = (await t.feed('crew', since)).leaveAdjustments ?? [];
    expect(pulled.find((a) => a.id === adjustmentId)).toMatchObject({
      comment: 'Worked through the boat show',
      version: queued.version,
    });
  });

  it('refuses a record that is not the entry’s, and changes nothing', async () => {
    const entry = (await historyOf('captain', t.profileId.officer!)).find((e) => e.what === 'additional')!;
    const before = await adjustmentRow(entry.adjustmentId!);
    const wrong = await t.op('captain', 'leave/history/comment', {
      yachtId: t.aurora,
      entryId: entry.id,
      comment: 'Moved',
      adjustmentId: t.newId('ADJ'),
    });
    expect(wrong.status).toBe('rejected');
    expect(wrong.errorList).toEqual([{ property: 'entryId', message: MSG.invalidId }]);
    const other = await t.op('captain', 'leave/history/comment', {
      yachtId: t.aurora,
      entryId: entry.id,
      comment: 'Moved',
      profileId: t.profileId.crew,
    });
    expect(other.status).toBe('rejected');
    expect(await adjustmentRow(entry.adjustmentId!)).toEqual(before);
  });
});

describe('a history comment of a rate', () => {
  // The captain changes the purser's rate: a yearly rate is the crew record's leave days, which
  // no one sets for themself (issue 30, 1.3).
  it('changes the comment of the rate it put in force, with a new version of the profile', async () => {
    const rate = await t.op('captain', 'leave/profile/rate', {
      yachtId: t.aurora,
      profileId: t.profileId.purser,
      type: 'yearly',
      daysPerYear: 36,
      changeDate: '2026-11-20',
      comment: 'New contract',
    });
    expect(rate.status).toBe('applied');
    const entry = (await historyOf('purser', t.profileId.purser!)).find(
      (e) => e.what === 'rate' && e.changeDate === '2026-11-20',
    )!;
    const since = await cursorOf('purser');
    // By another approver: the profile's owner does not rewrite its history's words.
    const res = await t.call('captain', 'PUT', `/leave/history/${entry.id}`, {
      yachtId: t.aurora,
      comment: 'New contract from the 2027 season',
    });
    expect(res.status).toBe(200);
    const pulled = (await t.feed('purser', since)).leaveProfiles ?? [];
    const profile = pulled.find((p) => p.id === t.profileId.purser)!;
    expect(profile.version).toBeGreaterThan(rate.version!);
    expect(profile.rates.find((r) => r.changeDate === '2026-11-20')).toMatchObject({
      daysPerYear: 36,
      comment: 'New contract from the 2027 season',
    });
  });

  it('leaves the rate alone for an entry whose rate a later change of the same date replaced', async () => {
    const body = {
      yachtId: t.aurora,
      profileId: t.profileId.purser,
      type: 'yearly',
      changeDate: '2026-11-25',
    };
    expect(
      (await t.op('captain', 'leave/profile/rate', { ...body, daysPerYear: 37, comment: 'First' })).status,
    ).toBe('applied');
    expect(
      (await t.op('captain', 'leave/profile/rate', { ...body, daysPerYear: 38, comment: 'Second' })).status,
    ).toBe('applied');
    const replaced = (await historyOf('purser', t.profileId.purser!)).find((e) => e.comment === 'First')!;
    const res = await t.call('captain', 'PUT', `/leave/history/${replaced.id}`, {
      yachtId: t.aurora,
      comment: 'First, replaced the same day',
    });
    expect(res.status).toBe(200);
    const [row] = await t.s.db.query<{ rates: { changeDate: string | null; comment: string | null }[] }>(
      'SELECT rates FROM leave_profiles WHERE id = $1',
      [t.profileId.purser],
    );
    expect(row!.rates.filter((r) => r.changeDate === '2026-11-25').map((r) => r.comment)).toEqual(['Second']);
  });
});

describe('the comment is required, and is for those who edit profiles', () => {
  it.each([[''], ['   ']])(
    '%j is refused with the field named, and the old comment stays',
    async (comment) => {
      const entry = (await historyOf('captain', t.profileId.officer!)).find((e) => e.what === 'additional')!;
      const res = await t.call('captain', 'PUT', `/leave/history/${entry.id}`, {
        yachtId: t.aurora,
        comment,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).errorList).toEqual([{ property: 'comment', message: MSG.required }]);
      const queued = await t.op('captain', 'leave/history/comment', {
        yachtId: t.aurora,
        entryId: entry.id,
        comment,
      });
      expect(queued.status).toBe('rejected');
      expect((await historyOf('captain', t.profileId.officer!)).find((e) => e.id === entry.id)?.comment).toBe(
        entry.comment,
      );
    },
  );

  it('refuses the owner (who reads it) and an entry of no one', async () => {
    const entry = (await historyOf('officer', t.profileId.officer!)).find((e) => e.what === 'additional')!;
    const body = { yachtId: t.aurora, comment: 'Mine' };
    expect((await t.call('officer', 'PUT', `/leave/history/${entry.id}`, body)).status).toBe(403);
    const queued = await t.op('officer', 'leave/history/comment', { ...body, entryId: entry.id });
    expect(queued.status).toBe('rejected');
    expect((await t.call('captain', 'PUT', '/leave/history/2147483000', body)).status).toBe(404);
  });
});

describe('entries made before', () => {
  it('are paired with their adjustments by the migration', async () => {
    const entry = (await historyOf('captain', t.profileId.officer!)).find((e) => e.what === 'additional')!;
    await t.s.db.query('UPDATE leave_history SET adjustment_id = NULL WHERE id = $1', [entry.id]);
    const sql = readFileSync(
      new URL('../../../db/migrations/0028_leave_history_adjustments.sql', import.meta.url),
      'utf8',
    );
    const backfill = sql.slice(sql.indexOf('UPDATE leave_history')).trim().replace(/;$/, '');
    await t.s.db.query(backfill);
    const [row] = await t.s.db.query<{ adjustment_id: string | null }>(
      'SELECT adjustment_id FROM leave_history WHERE id = $1',
      [entry.id],
    );
    expect(row!.adjustment_id).toBe(entry.adjustmentId);
  });
});
