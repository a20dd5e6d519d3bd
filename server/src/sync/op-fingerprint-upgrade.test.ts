import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_TODAY, type TestServer } from '../../testing/test-server';
import { type Actor, loadActor } from '../kernel/actors';
import { applyBatch } from './apply-batch';
import { fingerprintOf, replayAnswer } from './op-fingerprint';

/**
 * A change applied whose answer was lost, sent again under its key after the server was upgraded
 * (attack, session 59): the new server reads the same body otherwise (a field given a default, as
 * exception periods' userIds were, or a default dropped). It is the same call, and must get the
 * kept answer: refused as another call under a used key, a change the server holds was shown to
 * the user as refused, and Retry under a new key would have made it twice.
 */
describe('the same body under its key, read otherwise by an upgraded server', () => {
  const op = 'hor/day/save';
  const sent = { yachtId: 1, userId: 7, dates: ['2027-05-01'], binary: '1'.repeat(48) };

  it('gets the kept answer', () => {
    const before = fingerprintOf(op, { ...sent, reopen: false }, sent);
    const now = fingerprintOf(op, sent, sent);
    const kept = { op, fingerprint: before, result: { status: 'applied' as const, version: 41 } };
    expect(replayAnswer(kept, op, now)).toEqual({ status: 'applied', version: 41 });
  });

  it('while another body under the key is still refused, and keys kept before answer as before', () => {
    const first = fingerprintOf(op, sent, sent);
    const other = { ...sent, binary: '0'.repeat(48) };
    const kept = { op, fingerprint: first, result: { status: 'applied' as const, version: 41 } };
    expect(replayAnswer(kept, op, fingerprintOf(op, other, other))).toEqual({
      status: 'rejected',
      message: MSG.keyReused,
    });
    // A key kept with the checked body's print alone (before prints of the body as sent).
    const older = { ...kept, fingerprint: fingerprintOf(op, sent) };
    expect(replayAnswer(older, op, fingerprintOf(op, sent, sent))).toEqual(kept.result);
  });
});

describe('through a batch', () => {
  let s: TestServer;
  let crew: Actor;
  beforeAll(async () => {
    s = await startTestServer();
    crew = (await loadActor(s.db, await s.idOf('crew@demo.yacht'), TEST_TODAY))!;
  });
  afterAll(() => s.close());

  it('a replay after the upgrade gets the kept answer', async () => {
    const aurora = await s.vesselId('aurora');
    const id = '01JUPGRADE0000000000000001';
    const body = { yachtId: aurora, userId: crew.id, dates: ['2027-05-02'], binary: '1'.repeat(48) };
    const call = { id, op: 'hor/day/save', baseVersion: 0, body };
    const apply = () => applyBatch(s.db, crew, [structuredClone(call)], s.clock(), () => {});
    const [first] = await apply();
    expect(first).toMatchObject({ status: 'applied' });
    // What the server before the upgrade kept: its reading of the body had a field this one lacks.
    await s.db.query('UPDATE idempotency_keys SET fingerprint = $3 WHERE user_id = $1 AND key = $2', [
      crew.id,
      id,
      fingerprintOf('hor/day/save', { ...body, reopen: false }, body),
    ]);
    const [again] = await apply();
    expect(again).toEqual(first);
  });

  // Attack s59: the same call, its body now refused by this server's schema (a field since
  // dropped): it was answered as refused though the server holds the change.
  it('a replay whose body this server now refuses gets the kept answer too', async () => {
    const aurora = await s.vesselId('aurora');
    const id = '01JUPGRADE0000000000000002';
    const body = { yachtId: aurora, userId: crew.id, dates: ['2027-05-03'], binary: '1'.repeat(48) };
    const [first] = await applyBatch(
      s.db,
      crew,
      [{ id, op: 'hor/day/save', baseVersion: 0, body }],
      s.clock(),
      () => {},
    );
    expect(first).toMatchObject({ status: 'applied' });
    // The old server took a field this one does not: its key holds the print of that body.
    const old = { ...body, watch: true };
    await s.db.query('UPDATE idempotency_keys SET fingerprint = $3 WHERE user_id = $1 AND key = $2', [
      crew.id,
      id,
      fingerprintOf('hor/day/save', body, old),
    ]);
    const [again] = await applyBatch(
      s.db,
      crew,
      [{ id, op: 'hor/day/save', baseVersion: 0, body: old }],
      s.clock(),
      () => {},
    );
    expect(again).toEqual(first);
    // Under a key never used, the same body is refused by name, as before.
    const [fresh] = await applyBatch(
      s.db,
      crew,
      [{ id: '01JUPGRADE0000000000000003', op: 'hor/day/save', baseVersion: 0, body: old }],
      s.clock(),
      () => {},
    );
    expect(fresh).toMatchObject({ status: 'rejected', errorList: [{ property: 'body.watch' }] });
  });
});
