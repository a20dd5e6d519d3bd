import type { LeaveHistoryEntry } from '@contracts/leave-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batch } from '../../../../testing/leave-extras-kit';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { outsiderCaptain } from '../../../../testing/role-fixtures';

/**
 * Attacks on a history comment ('leave/history/comment', PUT /leave/history/{id}): who may change
 * one, which entry and record a call may name, what a comment may hold, replays and stale copies.
 * A refusal is a 4xx (or a rejected operation) and changes neither the entry nor its record; no
 * input is a 500.
 */
let t: LeaveTestServer;
let outsider: { id: number; token: string };
let meridian: number;
beforeAll(async () => {
  t = await leaveServer();
  outsider = await outsiderCaptain(t.s);
  meridian = await t.s.vesselId('meridian');
});
afterAll(() => t.s.close());

const historyOf = async (profileId: string) =>
  (await (
    await t.call('purser', 'GET', `/leave/profiles/${profileId}/history`)
  ).json()) as LeaveHistoryEntry[];
const put = (who: string, id: number | string, body: unknown) =>
  t.call(who, 'PUT', `/leave/history/${id}`, body);
/** An additional-leave entry of `who`'s profile, made now by the purser; its entry and adjustment ids. */
async function additional(who: string, comment = 'Boat show') {
  const adjustmentId = t.newId('ADJ');
  // By another approver: no one adds leave to their own profile.
  const added = await t.op(who === 'purser' ? 'captain' : 'purser', 'leave/adjust', {
    yachtId: t.aurora,
    adjustmentId,
    profileId: t.profileId[who],
    kind: 'additional',
    date: '2026-11-12',
    days: 1,
    comment,
  });
  expect(added.status).toBe('applied');
  const entry = (await historyOf(t.profileId[who]!)).find((e) => e.adjustmentId === adjustmentId)!;
  return { entryId: entry.id, adjustmentId };
}
/** The entry's and its adjustment's comment, and the adjustment's version. */
const state = async (entryId: number) =>
  (
    await t.s.db.query<{ h: string | null; a: string | null; v: string | null }>(
      `SELECT h.comment AS h, a.comment AS a, a.version::text AS v FROM leave_history h
        LEFT JOIN leave_adjustments a ON a.id = h.adjustment_id WHERE h.id = $1`,
      [entryId],
    )
  )[0]!;
const setGroup = async (userIds: number[], editByApprovalGroup: boolean) => {
  await t.s.db.query('DELETE FROM leave_approval_members WHERE vessel_id = $1', [t.aurora]);
  for (const u of userIds)
    await t.s.db.query('INSERT INTO leave_approval_members (vessel_id, user_id) VALUES ($1, $2)', [
      t.aurora,
      u,
    ]);
  await t.s.db.query('UPDATE leave_settings SET edit_by_approval_group = $2 WHERE vessel_id = $1', [
    t.aurora,
    editByApprovalGroup,
  ]);
};

describe('who may change a comment', () => {
  it('refuses crew and officers on their own entry and on another’s, online and queued', async () => {
    const own = await additional('crew');
    const other = await additional('purser');
    const before = [await state(own.entryId), await state(other.entryId)];
    for (const [who, e] of [
      ['crew', own],
      ['crew', other],
      ['officer', other],
    ] as const) {
      expect((await put(who, e.entryId, { yachtId: t.aurora, comment: 'Mine now' })).status).toBe(403);
      const queued = await t.op(who, 'leave/history/comment', {
        yachtId: t.aurora,
        entryId: e.entryId,
        comment: 'Mine now',
        adjustmentId: e.adjustmentId,
      });
      expect(queued.status).toBe('rejected');
    }
    expect([await state(own.entryId), await state(other.entryId)]).toEqual(before);
  });

  it('refuses an approval-group officer while the group may not edit leave; allows them when it may', async () => {
    const e = await additional('crew');
    const before = await state(e.entryId);
    await setGroup([t.userId.captain!, t.userId.officer!], false);
    try {
      expect((await put('officer', e.entryId, { yachtId: t.aurora, comment: 'Group' })).status).toBe(403);
      const queued = await t.op('officer', 'leave/history/comment', {
        yachtId: t.aurora,
        entryId: e.entryId,
        comment: 'Group',
        adjustmentId: e.adjustmentId,
      });
      expect(queued.status).toBe('rejected');
      // The refusal brings back the server's copy, which a group member may see anyway.
      expect(await state(e.entryId)).toEqual(before);
      await setGroup([t.userId.captain!, t.userId.officer!], true);
      expect((await put('officer', e.entryId, { yachtId: t.aurora, comment: 'Group' })).status).toBe(200);
      expect((await state(e.entryId)).a).toBe('Group');
      // The settings' own entries stay level 5's.
      const [settingsEntry] = await t.s.db.query<{ id: number }>(
        'SELECT id FROM leave_history WHERE vessel_id = $1 AND profile_id IS NULL ORDER BY id LIMIT 1',
        [t.aurora],
      );
      if (settingsEntry)
        expect((await put('officer', settingsEntry.id, { yachtId: t.aurora, comment: 'Group' })).status).toBe(
          403,
        );
    } finally {
      await setGroup([t.userId.captain!], false);
    }
  });

  it('refuses another vessel’s entry and a vessel the caller has no role on', async () => {
    const e = await additional('crew');
    const before = await state(e.entryId);
    // Aurora's entry by Meridian's captain, under either vessel's name.
    expect(
      (
        await t.s.request(`/leave/history/${e.entryId}`, {
          method: 'PUT',
          token: outsider.token,
          body: JSON.stringify({ yachtId: meridian, comment: 'Probe' }),
        })
      ).status,
    ).toBeOneOf([403, 404]);
    expect(
      (
        await t.s.request(`/leave/history/${e.entryId}`, {
          method: 'PUT',
          token: outsider.token,
          body: JSON.stringify({ yachtId: t.aurora, comment: 'Probe' }),
        })
      ).status,
    ).toBe(403);
    const sent = await t.s.post(
      '/sync',
      {
        cursor: 0,
        ops: [
          {
            id: t.newId('OP'),
            op: 'leave/history/comment',
            baseVersion: 0,
            body: { yachtId: meridian, entryId: e.entryId, comment: 'Probe', adjustmentId: e.adjustmentId },
          },
        ],
      },
      outsider.token,
    );
    const [result] = (await sent.json()).results;
    expect(result.status).toBe('rejected');
    // Nothing of Aurora comes back to Meridian's captain with the refusal.
    expect(result.records ?? {}).toEqual({});
    // Aurora's purser naming Meridian: no role there.
    expect((await put('purser', e.entryId, { yachtId: meridian, comment: 'Probe' })).status).toBe(403);
    expect(await state(e.entryId)).toEqual(before);
  });
});

describe('the record a call names', () => {
  it('refuses another entry’s adjustment, another profile, and a record on an entry that has none', async () => {
    const a = await additional('crew');
    const b = await additional('crew', 'Other');
    const before = [await state(a.entryId), await state(b.entryId)];
    for (const named of [
      { adjustmentId: b.adjustmentId },
      { profileId: t.profileId.officer },
      { adjustmentId: a.adjustmentId, profileId: t.profileId.officer },
    ]) {
      const res = await put('purser', a.entryId, { yachtId: t.aurora, comment: 'Crossed', ...named });
      expect(res.status).toBe(400);
      const queued = await t.op('purser', 'leave/history/comment', {
        yachtId: t.aurora,
        entryId: a.entryId,
        comment: 'Crossed',
        ...named,
      });
      expect(queued.status).toBe('rejected');
    }
    // A body naming another entry than the URL is refused, not overruled unseen; the same entry passes.
    const res = await put('purser', a.entryId, {
      yachtId: t.aurora,
      entryId: b.entryId,
      comment: 'Which one?',
    });
    expect(res.status).toBe(400);
    expect(await state(b.entryId)).toEqual(before[1]);
    const same = await put('purser', a.entryId, { yachtId: t.aurora, entryId: a.entryId, comment: 'URL' });
    expect(same.status).toBe(200);
    expect((await state(a.entryId)).a).toBe('URL');
  });
});

describe('what a comment may hold, and wrong types', () => {
  it('refuses too long, NUL and lone surrogates; keeps 500 characters and any script exactly', async () => {
    const e = await additional('crew');
    const before = await state(e.entryId);
    for (const comment of ['x'.repeat(501), 'a\u0000b', 'a\ud800b'])
      expect((await put('purser', e.entryId, { yachtId: t.aurora, comment })).status).toBe(400);
    expect(await state(e.entryId)).toEqual(before);
    const long = `${'é'.repeat(498)}🙂`;
    expect((await put('purser', e.entryId, { yachtId: t.aurora, comment: long })).status).toBe(200);
    expect(await state(e.entryId)).toMatchObject({ h: long, a: long });
    const mixed = '  שלום — 你好 👩‍✈️\nzwei Zeilen  ';
    expect((await put('purser', e.entryId, { yachtId: t.aurora, comment: mixed })).status).toBe(200);
    expect(await state(e.entryId)).toMatchObject({ h: mixed.trim(), a: mixed.trim() });
  });

  it('answers a 4xx (or a rejected operation) to wrong types and ids, never a 500', async () => {
    const e = await additional('crew');
    const before = await state(e.entryId);
    const bodies: unknown[] = [
      { yachtId: t.aurora, comment: 42 },
      { yachtId: t.aurora, comment: ['a'] },
      { yachtId: t.aurora, comment: null },
      { yachtId: 'aurora', comment: 'x' },
      { yachtId: t.aurora, comment: 'x', adjustmentId: 7 },
      { yachtId: t.aurora, comment: 'x', profileId: { id: 1 } },
      { yachtId: t.aurora, comment: 'x', adjustmentId: 'short' },
      { yachtId: t.aurora },
      [],
      'text',
    ];
    for (const body of bodies) {
      const res = await put('purser', e.entryId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const id of ['9999999999', '0', '2147483648'])
      expect([400, 404]).toContain((await put('purser', id, { yachtId: t.aurora, comment: 'x' })).status);
    const results = await batch(
      t,
      t.token.purser!,
      [
        { entryId: 'x' },
        { entryId: -1 },
        { entryId: 1.5 },
        { entryId: 2147483648 },
        { entryId: e.entryId, comment: 7 },
        { entryId: e.entryId, yachtId: null },
      ].map((b) => ({ op: 'leave/history/comment', body: { yachtId: t.aurora, comment: 'x', ...b } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill('rejected'));
    expect(await state(e.entryId)).toEqual(before);
  });
});

describe('replays and stale copies', () => {
  it('a replay of one operation id answers the first result and takes no new version', async () => {
    const e = await additional('crew');
    const op = {
      id: t.newId('OP'),
      op: 'leave/history/comment',
      body: { yachtId: t.aurora, entryId: e.entryId, comment: 'Once', adjustmentId: e.adjustmentId },
    };
    const [first] = await batch(t, t.token.purser!, [op]);
    expect(first!.status).toBe('applied');
    const after = await state(e.entryId);
    const [again] = await batch(t, t.token.purser!, [op, op]);
    expect(again).toMatchObject({ status: 'applied', version: first!.version });
    expect(await state(e.entryId)).toEqual(after);
    const audits = await t.s.db.query(
      "SELECT 1 FROM audit_log WHERE action = 'leave.history.comment' AND entity_key = $1",
      [String(e.entryId)],
    );
    expect(audits).toHaveLength(1);
  });

  it('an operation based on an older copy still only sets the comment (the device sends no base)', async () => {
    const e = await additional('crew');
    const v0 = Number((await state(e.entryId)).v);
    expect((await put('captain', e.entryId, { yachtId: t.aurora, comment: 'Captain' })).status).toBe(200);
    const res = await t.op(
      'purser',
      'leave/history/comment',
      { yachtId: t.aurora, entryId: e.entryId, comment: 'Purser', adjustmentId: e.adjustmentId },
      v0,
    );
    expect(res.status).toBe('applied');
    expect(await state(e.entryId)).toMatchObject({ h: 'Purser', a: 'Purser', v: String(res.version) });
  });
});

describe('a former crew member’s entry', () => {
  it('of a deleted profile is not found, and nothing of it changes', async () => {
    const e = await additional('officer');
    const del = await t.op('purser', 'leave/profile/delete', {
      yachtId: t.aurora,
      profileId: t.profileId.officer,
    });
    expect(del.status, JSON.stringify(del)).toBe('applied');
    const before = await state(e.entryId);
    expect((await put('purser', e.entryId, { yachtId: t.aurora, comment: 'After delete' })).status).toBe(404);
    const queued = await t.op('purser', 'leave/history/comment', {
      yachtId: t.aurora,
      entryId: e.entryId,
      comment: 'After delete',
      adjustmentId: e.adjustmentId,
    });
    expect(queued.status).toBe('rejected');
    expect(await state(e.entryId)).toEqual(before);
  });
});
