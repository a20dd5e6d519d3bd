import type { GuestWire } from '@contracts/guests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GuestTestServer, guestServer } from '../../../../testing/guest-fixture';

/**
 * A guest saved as stored (PUT with the GET's own answer, a form saved twice, a replayed queued
 * save) writes nothing: the stored version comes back, no new change number goes to every
 * device, and no audit line tells of an edit (kernel/unchanged.ts).
 */
let t: GuestTestServer;
beforeAll(async () => {
  t = await guestServer();
});
afterAll(() => t.s.close());

const stored = async (id: string) => ({
  version: Number(
    (await t.s.db.query<{ version: string }>('SELECT version FROM guests WHERE id = $1', [id]))[0]!.version,
  ),
  audit: (
    await t.s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'guest' AND entity_key = $1",
      [id],
    )
  )[0]!.n,
});

describe('a guest saved as it is', () => {
  it('the GET answer sent back by PUT, or the same save queued: the stored version, nothing written', async () => {
    const { json } = await t.list('officer');
    const sofia = json.find((g) => g.lastName === 'Marchetti') as GuestWire;
    const path = `/guests/onyacht/${t.aurora}/${sofia.id}`;
    const before = await stored(sofia.id);
    for (let i = 0; i < 2; i++) {
      const res = await t.call('officer', 'PUT', path, sofia);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.version).toBe(before.version);
    }
    const queued = await t.op('officer', 'guest/save', {
      yachtId: t.aurora,
      guestId: sofia.id,
      firstName: 'Sofia',
      lastName: 'Marchetti',
      gender: 'f',
      dateOfBirth: '1988-06-30',
      placeOfBirth: 'Milan',
      nationality: 'Italian',
      residenceAddress: 'Via Montenapoleone 8, Milan, Italy',
      portOfEmbarkation: 'Portofino',
    });
    expect(queued).toMatchObject({ status: 'applied', version: before.version });
    expect(await stored(sofia.id)).toEqual(before);
    const moved = await t.call('officer', 'PUT', path, { ...sofia, isOnBoard: true });
    expect(moved.json.version).toBeGreaterThan(before.version);
  });
});
