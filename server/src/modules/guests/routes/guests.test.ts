import { MSG } from '@contracts/messages';
import { GUEST_TEXT } from '@domain/guests/guest-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GuestTestServer, guestServer } from '../../../../testing/guest-fixture';

/**
 * Issue 12, item 1 on the server: guest records through the spec's REST calls
 * (GET, POST /guests/onyacht/{yachtId}; PUT, DELETE /guests/onyacht/{yachtId}/{guestId}), for
 * those who see the vessel's reports (level 4+, reports module on), nobody else.
 */
let t: GuestTestServer;
beforeAll(async () => {
  t = await guestServer();
});
afterAll(() => t.s.close());

const path = (vessel: number, id?: string) => `/guests/onyacht/${vessel}${id ? `/${id}` : ''}`;
const NEW = { firstName: 'Marta', lastName: 'Costa', gender: 'f', passportNo: 'PT998877', isOnBoard: 1 };

describe('list, add, edit, delete', () => {
  it('lists the demo guests by name in the spec’s shape, dates as the back end sends them', async () => {
    const { status, json } = await t.list('officer');
    expect(status).toBe(200);
    expect(json.map((g) => `${g.firstName} ${g.lastName}`)).toEqual([
      'Sofia Marchetti',
      'Charles Whitmore',
      'Helena Whitmore',
      'Louis Whitmore',
    ]);
    const sofia = json[0]!;
    expect(sofia).toMatchObject({ yachtId: t.aurora, isOnBoard: false, passportNo: null, gender: 'f' });
    expect(sofia.passportIssueDate).toBe('0001-01-01T00:00:00Z');
    const charles = json[1]!;
    // Entered with no expiry: ten years after the issue date.
    expect(Number(charles.passportExpDate.slice(0, 4)) - Number(charles.passportIssueDate.slice(0, 4))).toBe(
      10,
    );
    expect(Object.keys(charles).sort()).toEqual(
      [
        'id',
        'firstName',
        'lastName',
        'gender',
        'dateOfBirth',
        'placeOfBirth',
        'nationality',
        'residenceAddress',
        'maritalStatus',
        'passportNo',
        'passportIssuedAt',
        'passportIssueDate',
        'passportExpDate',
        'portOfEmbarkation',
        'isOnBoard',
        'yachtId',
      ].sort(),
    );
  });

  it('adds a guest (sentinel dates as empty, the expiry filled from the issue date), edits it, deletes it', async () => {
    const added = await t.call('officer', 'POST', path(t.aurora), {
      ...NEW,
      dateOfBirth: '0000-12-31T23:00:00Z',
      passportIssueDate: '2024-02-29T12:00:00Z',
      passportExpDate: '0001-01-01T00:00:00Z',
    });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      firstName: 'Marta',
      isOnBoard: true,
      dateOfBirth: '0001-01-01T00:00:00Z',
      passportIssueDate: '2024-02-29T12:00:00Z',
      passportExpDate: '2034-02-28T12:00:00Z',
    });
    const id = added.json.id;
    expect(id).toMatch(/^[0-9A-Z]{26}$/);
    const version = added.json.version as number;

    const edited = await t.call(
      'purser',
      'PUT',
      path(t.aurora, id),
      { ...NEW, isOnBoard: false, portOfEmbarkation: 'Nice', passportExpDate: '2031-01-01' },
      { 'x-base-version': String(version) },
    );
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      id,
      isOnBoard: false,
      portOfEmbarkation: 'Nice',
      passportExpDate: '2031-01-01T12:00:00Z',
    });
    expect((edited.json.version as number) > version).toBe(true);

    const gone = await t.call('captain', 'DELETE', path(t.aurora, id));
    expect(gone.status).toBe(200);
    expect(await t.guestRow(id)).toMatchObject({ deleted: true });
    expect((await t.list('officer')).json.map((g) => g.id)).not.toContain(id);
    // Deleted: neither edited nor deleted again.
    expect((await t.call('officer', 'PUT', path(t.aurora, id), NEW)).status).toBe(404);
    expect((await t.call('officer', 'DELETE', path(t.aurora, id))).status).toBe(404);
  });

  it('the path names the vessel and the guest: a body naming others is refused and saves nothing', async () => {
    const helena = t.demoGuestId(2);
    const before = (await t.list('officer')).json.length;
    const refused = [
      ['POST', path(t.aurora), { ...NEW, id: helena }, 'id'],
      ['POST', path(t.aurora), { ...NEW, yachtId: t.solstice }, 'yachtId'],
      ['PUT', path(t.aurora, helena), { ...NEW, id: t.demoGuestId(3) }, 'id'],
      ['PUT', path(t.aurora, helena), { ...NEW, yachtId: String(t.solstice) }, 'yachtId'],
    ] as const;
    for (const [method, at, body, property] of refused) {
      const res = await t.call('officer', method, at, body);
      expect(res.status).toBe(400);
      expect(res.json.errorList).toEqual([{ property, message: MSG.notTheAddress }]);
    }
    expect((await t.list('officer')).json.length).toBe(before);
    expect(await t.guestRow(helena)).toMatchObject({ first_name: 'Helena' });
    expect((await t.call('officer', 'POST', path(t.aurora), { ...NEW, id: { x: 1 } })).status).toBe(400);
  });

  it('an id and yachtId echoed back as the path has them (or empty) are taken', async () => {
    const added = await t.call('officer', 'POST', path(t.aurora), { ...NEW, id: '', yachtId: t.aurora });
    expect(added.status).toBe(200);
    expect(added.json.yachtId).toBe(t.aurora);
    const id = added.json.id as string;
    const edited = await t.call('officer', 'PUT', path(t.aurora, id), {
      ...NEW,
      id,
      yachtId: String(t.aurora),
      lastName: 'Costa Reis',
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ id, lastName: 'Costa Reis' });
    const cleared = await t.call('officer', 'PUT', path(t.aurora, id), { ...NEW, id: null, yachtId: null });
    expect(cleared.status).toBe(200);
    // A new record's id as a .NET client sends it (Guid.Empty) names no one either.
    const zero = '00000000-0000-0000-0000-000000000000';
    const fromDotNet = await t.call('officer', 'POST', path(t.aurora), {
      ...NEW,
      id: zero,
      yachtId: t.aurora,
    });
    expect(fromDotNet.status).toBe(200);
    expect(fromDotNet.json.id).not.toBe(zero);
  });

  it('PUT of a guest nobody has is not found and makes nothing', async () => {
    const id = t.newId();
    expect((await t.call('officer', 'PUT', path(t.aurora, id), NEW)).status).toBe(404);
    expect(await t.guestRow(id)).toBeUndefined();
  });

  it('an edit based on an older copy is a 409 with the server’s copy, and changes nothing', async () => {
    const id = t.demoGuestId(3);
    const before = await t.guestRow(id);
    const stale = await t.call(
      'officer',
      'PUT',
      path(t.aurora, id),
      { ...NEW, firstName: 'Stale' },
      { 'x-base-version': String(Number(before!.version) - 1) },
    );
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe('This guest was changed by someone else meanwhile.');
    expect((stale.json.records as { guests: { id: string; firstName: string }[] }).guests[0]).toMatchObject({
      id,
      firstName: 'Louis',
    });
    expect(await t.guestRow(id)).toEqual(before);
    const staleDelete = await t.call('officer', 'DELETE', path(t.aurora, id), undefined, {
      'x-base-version': String(Number(before!.version) - 1),
    });
    expect(staleDelete.status).toBe(409);
    expect(await t.guestRow(id)).toEqual(before);
  });
});

describe('validation texts', () => {
  it('names each refused field, and stores nothing', async () => {
    const before = (await t.list('officer')).json.length;
    const res = await t.call('officer', 'POST', path(t.aurora), {
      firstName: '',
      gender: 'x',
      passportNo: 'AB-12 34',
      residenceAddress: 'a'.repeat(301),
      passportIssueDate: '2024-01-01',
      passportExpDate: '2023-01-01',
    });
    expect(res.status).toBe(400);
    expect(res.json.errorList).toEqual(
      expect.arrayContaining([
        { property: 'lastName', message: GUEST_TEXT.required },
        { property: 'residenceAddress', message: 'Max length is 300 characters.' },
      ]),
    );
    const fields = await t.call('officer', 'POST', path(t.aurora), {
      firstName: ' ',
      lastName: 'B',
      gender: 'x',
      passportNo: 'AB-12 34',
      passportIssueDate: '2024-01-01',
      passportExpDate: '2023-01-01',
    });
    expect(fields.status).toBe(400);
    expect(fields.json.errorList).toEqual([
      { property: 'firstName', message: GUEST_TEXT.required },
      { property: 'gender', message: GUEST_TEXT.gender },
      { property: 'passportNo', message: GUEST_TEXT.passportAlphanumeric },
      { property: 'passportExpDate', message: GUEST_TEXT.expiryBeforeIssue },
    ]);
    const date = await t.call('officer', 'POST', path(t.aurora), { ...NEW, dateOfBirth: '31/12/1990' });
    expect(date.json.errorList).toEqual([
      { property: 'dateOfBirth', message: 'Invalid date. Use YYYY-MM-DD.' },
    ]);
    expect((await t.list('officer')).json.length).toBe(before);
  });
});

describe('who may', () => {
  it('level 4 and above on the vessel: yes; crew (level 2): 403 on every call', async () => {
    for (const who of ['officer', 'purser', 'captain', 'fleet'])
      expect([who, (await t.list(who)).status]).toEqual([who, 200]);
    const id = t.demoGuestId(2);
    const calls = [
      await t.list('crew'),
      await t.call('crew', 'POST', path(t.aurora), NEW),
      await t.call('crew', 'PUT', path(t.aurora, id), NEW),
      await t.call('crew', 'DELETE', path(t.aurora, id)),
    ];
    for (const c of calls) {
      expect(c.status).toBe(403);
      expect((c.json as { message?: string }).message).toBe(MSG.status403);
    }
    expect(await t.guestRow(id)).toMatchObject({ first_name: 'Helena', deleted: false });
  });

  it('nobody reaches a vessel they have no role on, or another vessel’s guest through their own', async () => {
    const [officerOnSolstice] = await t.s.db.query(
      `SELECT 1 FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id WHERE u.email = 'officer@demo.yacht' AND uvr.vessel_id = $1`,
      [t.solstice],
    );
    expect(officerOnSolstice).toBeUndefined();
    expect((await t.list('officer', t.solstice)).status).toBe(403);
    expect((await t.call('officer', 'POST', path(t.solstice), NEW)).status).toBe(403);
    // The fleet manager keeps Solstice's guests, but Aurora's guest is not found there.
    expect(await t.list('fleet', t.solstice)).toEqual({ status: 200, json: [] });
    const id = t.demoGuestId(1);
    expect((await t.call('fleet', 'PUT', path(t.solstice, id), NEW)).status).toBe(404);
    expect((await t.call('fleet', 'DELETE', path(t.solstice, id))).status).toBe(404);
    expect(await t.guestRow(id)).toMatchObject({ first_name: 'Charles', deleted: false });
  });

  it('with the reports module off: refused with the module’s message, for everyone', async () => {
    await t.setReports(t.aurora, false);
    try {
      for (const who of ['officer', 'captain', 'fleet']) {
        const res = await t.list(who);
        expect(res.status).toBe(403);
        expect(res.json.message).toBe(MSG.moduleOff('Reports'));
      }
      expect((await t.call('captain', 'DELETE', path(t.aurora, t.demoGuestId(1)))).status).toBe(403);
      expect(await t.guestRow(t.demoGuestId(1))).toMatchObject({ deleted: false });
    } finally {
      await t.setReports(t.aurora, true);
    }
    expect((await t.list('officer')).status).toBe(200);
  });
});
