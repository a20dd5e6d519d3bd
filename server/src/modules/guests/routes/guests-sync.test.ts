import { MSG } from '@contracts/messages';
import { GUEST_TEXT } from '@domain/guests/guest-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GuestTestServer, guestServer } from '../../../../testing/guest-fixture';
import { outsiderCaptain } from '../../../../testing/role-fixtures';

/**
 * Issue 12, item 1, offline: guests are a kind of record. The feed carries a vessel's guests only
 * to those who see its reports; 'guest/save' and 'guest/delete' apply through POST /sync, and an
 * edit based on an older copy is a conflict that changes nothing.
 */
let t: GuestTestServer;
beforeAll(async () => {
  t = await guestServer();
});
afterAll(() => t.s.close());

describe('the feed', () => {
  it('carries Aurora’s guests to level 4+ only; the crew member gets none', async () => {
    for (const who of ['officer', 'purser', 'captain', 'fleet']) {
      const f = await t.feed(who);
      expect([who, f.guests?.filter((g) => g.vesselId === t.aurora).length]).toEqual([who, 4]);
    }
    expect((await t.feed('officer')).guests?.find((g) => g.id === t.demoGuestId(4))).toMatchObject({
      firstName: 'Sofia',
      passportIssueDate: null,
      passportExpDate: null,
      isOnBoard: false,
      deleted: false,
    });
    expect((await t.feed('crew')).guests).toBeUndefined();
  });

  it('a captain of another vessel gets none of Aurora’s guests', async () => {
    const outsider = await outsiderCaptain(t.s);
    const res = await t.s.request('/sync/changes?since=0', { token: outsider.token });
    expect(((await res.json()) as { guests?: unknown[] }).guests).toBeUndefined();
  });

  it('a change reaches the keepers after their cursor, never the crew; a deletion comes as a tombstone', async () => {
    const cursor = (await t.feed('officer')).cursor;
    const crewCursor = (await t.feed('crew')).cursor;
    const body = t.saveBody();
    expect(await t.op('officer', 'guest/save', body)).toMatchObject({ status: 'applied' });
    const after = await t.feed('captain', cursor);
    expect(after.guests).toEqual([
      expect.objectContaining({
        id: body.guestId,
        firstName: 'Ana',
        passportExpDate: '2034-03-10',
        deleted: false,
      }),
    ]);
    expect((await t.feed('crew', crewCursor)).guests).toBeUndefined();
    const version = after.guests![0]!.version;
    expect(
      await t.op('purser', 'guest/delete', { yachtId: t.aurora, guestId: body.guestId }, version),
    ).toMatchObject({
      status: 'applied',
    });
    expect((await t.feed('officer', version)).guests).toEqual([
      expect.objectContaining({ id: body.guestId, deleted: true }),
    ]);
  });

  it('with the reports module off, the vessel’s guests leave the feed', async () => {
    await t.setReports(t.aurora, false);
    try {
      expect((await t.feed('captain')).guests?.filter((g) => g.vesselId === t.aurora) ?? []).toEqual([]);
    } finally {
      await t.setReports(t.aurora, true);
    }
  });
});

describe('queued operations', () => {
  it('a save made offline applies; the same key twice applies once', async () => {
    const body = t.saveBody({ isOnBoard: true });
    const ops = [{ id: t.newId('OPX'), op: 'guest/save', body, baseVersion: 0 }];
    const first = await (await t.s.post('/sync', { cursor: 0, ops }, t.token.officer)).json();
    const again = await (await t.s.post('/sync', { cursor: 0, ops }, t.token.officer)).json();
    expect(first.results[0]).toMatchObject({ status: 'applied' });
    expect(again.results[0]).toMatchObject({ status: 'applied', version: first.results[0].version });
    expect(await t.guestRow(body.guestId)).toMatchObject({
      first_name: 'Ana',
      passport_exp_date: '2034-03-10',
    });
  });

  it('an edit based on an older copy is a conflict with the server’s copy; nothing changes', async () => {
    const body = t.saveBody();
    const { version } = await t.op('officer', 'guest/save', body);
    await t.op('captain', 'guest/save', { ...body, firstName: 'Ana Maria' }, version);
    const before = await t.guestRow(body.guestId);
    const stale = await t.op('officer', 'guest/save', { ...body, firstName: 'Mine' }, version);
    expect(stale).toMatchObject({
      status: 'conflict',
      message: 'This guest was changed by someone else meanwhile.',
    });
    expect(stale.records?.guests?.[0]).toMatchObject({ id: body.guestId, firstName: 'Ana Maria' });
    const staleDelete = await t.op(
      'officer',
      'guest/delete',
      { yachtId: t.aurora, guestId: body.guestId },
      version,
    );
    expect(staleDelete.status).toBe('conflict');
    expect(await t.guestRow(body.guestId)).toEqual(before);
  });

  it('two edits made at once on the same copy: one applies, the other is a conflict', async () => {
    const body = t.saveBody();
    const { version } = await t.op('officer', 'guest/save', body);
    const results = await Promise.all([
      t.op('officer', 'guest/save', { ...body, firstName: 'First' }, version),
      t.op('captain', 'guest/save', { ...body, firstName: 'Second' }, version),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['applied', 'conflict']);
    const winner = results.find((r) => r.status === 'applied') === results[0] ? 'First' : 'Second';
    expect(await t.guestRow(body.guestId)).toMatchObject({ first_name: winner });
  });

  it('refusals change nothing: the rules, the crew, another vessel’s guest, the module off', async () => {
    const bad = await t.op('officer', 'guest/save', t.saveBody({ passportNo: 'P 1', gender: 'x' }));
    expect(bad.status).toBe('rejected');
    expect(bad.errorList).toEqual(
      expect.arrayContaining([
        // The sync answer names a field of the operation's body as the engine does for every kind.
        { property: 'body.passportNo', message: GUEST_TEXT.passportAlphanumeric },
        { property: 'body.gender', message: GUEST_TEXT.gender },
      ]),
    );
    const crewBody = t.saveBody();
    expect(await t.op('crew', 'guest/save', crewBody)).toMatchObject({
      status: 'rejected',
      message: MSG.status403,
    });
    expect(await t.guestRow(crewBody.guestId)).toBeUndefined();
    const helena = t.demoGuestId(2);
    expect(await t.op('crew', 'guest/delete', { yachtId: t.aurora, guestId: helena })).toMatchObject({
      status: 'rejected',
      message: MSG.status403,
    });
    // The fleet manager names Solstice with Aurora's guest: not found there.
    expect(
      await t.op('fleet', 'guest/save', { ...t.saveBody({ yachtId: t.solstice }), guestId: helena }),
    ).toMatchObject({ status: 'rejected', message: MSG.status404 });
    expect(await t.op('fleet', 'guest/delete', { yachtId: t.solstice, guestId: helena })).toMatchObject({
      status: 'rejected',
      message: MSG.status404,
    });
    // The officer has no role on Solstice.
    expect(await t.op('officer', 'guest/save', t.saveBody({ yachtId: t.solstice }))).toMatchObject({
      status: 'rejected',
      message: MSG.status403,
    });
    await t.setReports(t.aurora, false);
    try {
      const off = t.saveBody();
      expect(await t.op('captain', 'guest/save', off)).toMatchObject({
        status: 'rejected',
        message: MSG.moduleOff('Reports'),
      });
      expect(await t.guestRow(off.guestId)).toBeUndefined();
    } finally {
      await t.setReports(t.aurora, true);
    }
    expect(await t.guestRow(helena)).toMatchObject({ first_name: 'Helena', deleted: false });
  });
});
