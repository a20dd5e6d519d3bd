import { describe, expect, it } from 'vitest';
import { deviceSigner } from '../../../../testing/device-signer';
import {
  aurora,
  captainId,
  crewId,
  LONG,
  markSignedOff,
  openRestHoursServer,
  opsWith,
  s,
  syncBatch,
} from '../../../../testing/rest-hours-kit';
import { scratchVessel } from '../../../../testing/scratch-vessel';

openRestHoursServer();
const MONTH = '2026-11';

const sync = (token: string, ops: unknown[], cursor = 0) => syncBatch(s, token, ops, cursor);
const op = opsWith('01JSIGNTEST');

describe('signing a month with a device key', () => {
  it('crew signs, the captain countersigns, and both show on the month', async () => {
    const crew = await s.login('crew@demo.yacht');
    const device = await deviceSigner(s, crew.accessToken, crewId);
    const r1 = await sync(crew.accessToken, [
      op('hor/month/sign', await device.sign('sign', crewId, aurora, MONTH)),
    ]);
    expect(r1.results[0].status).toBe('applied');

    const captain = await s.login('captain@demo.yacht');
    const cdev = await deviceSigner(s, captain.accessToken, captainId);
    const r2 = await sync(captain.accessToken, [
      op('hor/month/countersign', await cdev.sign('countersign', crewId, aurora, MONTH)),
    ]);
    expect(r2.results[0].status).toBe('applied');
    const month = r2.changes.restMonths.find(
      (m: { userId: number; month: string }) => m.userId === crewId && m.month === MONTH,
    );
    expect(month).toMatchObject({ signedByName: 'Sam Taylor', counterSignedByName: 'James Whitfield' });
  });

  it('refuses to sign a month that has not begun (the current one may be signed)', async () => {
    const crew = await s.login('crew@demo.yacht');
    const device = await deviceSigner(s, crew.accessToken, crewId);
    const r = await sync(crew.accessToken, [
      op('hor/month/sign', await device.sign('sign', crewId, aurora, '2099-01')),
      op('hor/month/sign', await device.sign('sign', crewId, aurora, '2026-12')),
    ]);
    expect(r.results.map((x: { message?: string }) => x.message)).toEqual([
      'A month can be signed off once it has begun.',
      'A month can be signed off once it has begun.',
    ]);
    const rows = await s.db.query("SELECT 1 FROM rest_months WHERE user_id = $1 AND month >= '2026-12'", [
      crewId,
    ]);
    expect(rows).toEqual([]);
  });

  it('never signs a plan: a month holding days still to come waits until they are lived', async () => {
    // The captain's November (the crew member's is countersigned above).
    const captain = await s.login('captain@demo.yacht');
    const device = await deviceSigner(s, captain.accessToken, captainId);
    const plan = { userId: captainId, yachtId: aurora, dates: ['2026-11-27'], binary: LONG };
    const signNovember = async () =>
      (
        await sync(captain.accessToken, [
          op('hor/month/sign', await device.sign('sign', captainId, aurora, MONTH)),
        ])
      ).results[0];
    expect((await sync(captain.accessToken, [op('hor/day/save', plan)])).results[0].status).toBe('applied');
    expect(await signNovember()).toMatchObject({
      status: 'rejected',
      message: 'This month holds planned days still to come. Sign it off once they have been lived.',
    });
    const clear = { userId: captainId, yachtId: aurora, dates: ['2026-11-27'] };
    expect((await sync(captain.accessToken, [op('hor/day/clear', clear)])).results[0].status).toBe('applied');
    expect((await signNovember()).status).toBe('applied');
  });

  it('counts days from the date on the signing device: its tomorrow is a plan, wherever it is', async () => {
    const officer = await s.login('officer@demo.yacht');
    const officerId = await s.idOf('officer@demo.yacht');
    const device = await deviceSigner(s, officer.accessToken, officerId);
    const month = '2026-11';
    const sign = async (signedAt: string) =>
      (
        await sync(officer.accessToken, [
          op('hor/month/sign', await device.sign('sign', officerId, aurora, month, undefined, signedAt)),
        ])
      ).results[0];
    // The server's day is 2026-11-15. A phone in New Zealand is already on the 16th.
    const plan = { userId: officerId, yachtId: aurora, dates: ['2026-11-16'], binary: LONG };
    expect((await sync(officer.accessToken, [op('hor/day/save', plan)])).results[0].status).toBe('applied');
    // Signed on a phone still on the 15th (UTC, or behind it): the 16th is its plan for tomorrow.
    for (const at of ['2026-11-15T12:00:00Z', '2026-11-15T07:00:00-05:00']) {
      expect(await sign(at)).toMatchObject({
        status: 'rejected',
        message: 'This month holds planned days still to come. Sign it off once they have been lived.',
      });
    }
    // A device whose clock runs ahead cannot claim a day nobody has lived: not the 16th at
    // 10:00 in UTC+14 (the server is at 12:00 UTC on the 15th, 02:00 on the 16th there) ...
    expect(await sign('2026-11-16T10:00:00+14:00')).toMatchObject({
      status: 'rejected',
      message: "This device's clock is ahead of the real time. Set the date and time, then sign again.",
    });
    // ... nor an offset no time zone uses (the database would have failed on it).
    const odd = await sign('2026-11-16T11:00:00+23:59');
    expect(odd.status).toBe('rejected');
    expect(odd.errorList).toEqual([
      { property: 'body.signedAt', message: 'Invalid time. Use a time zone offset from -12:00 to +14:00.' },
    ]);
    // Signed in New Zealand, where the 16th has been lived: the signature holds.
    expect((await sign('2026-11-16T01:00:00+13:00')).status).toBe('applied');
    expect(s.errors).toEqual([]);
  });

  it('refuses a tampered signature', async () => {
    const crew = await s.login('crew@demo.yacht');
    const device = await deviceSigner(s, crew.accessToken, crewId);
    const body = await device.sign('sign', crewId, aurora, '2026-10');
    const flipped = body.signature.startsWith('A')
      ? `B${body.signature.slice(1)}`
      : `A${body.signature.slice(1)}`;
    const r = await sync(crew.accessToken, [op('hor/month/sign', { ...body, signature: flipped })]);
    expect(r.results[0]).toMatchObject({
      status: 'rejected',
      message: 'The signature could not be verified. Please sign again.',
    });
  });

  it("refuses a signature made with someone else's key", async () => {
    const captain = await s.login('captain@demo.yacht');
    const cdev = await deviceSigner(s, captain.accessToken, captainId);
    const crew = await s.login('crew@demo.yacht');
    // The captain's key, claimed by the crew member:
    const forged = await cdev.sign('sign', crewId, aurora, '2026-10');
    const r = await sync(crew.accessToken, [op('hor/month/sign', forged)]);
    expect(r.results[0].status).toBe('rejected');
  });

  it('a signature over records other than the server holds is a conflict', async () => {
    const crew = await s.login('crew@demo.yacht');
    const device = await deviceSigner(s, crew.accessToken, crewId);
    const r = await sync(crew.accessToken, [
      op('hor/month/sign', await device.sign('sign', crewId, aurora, '2026-10', 'f'.repeat(64))),
    ]);
    expect(r.results[0].status).toBe('conflict');
    expect(r.results[0].message).toMatch(/changed after you signed/);
  });

  it('records changed after sign-off cannot be countersigned', async () => {
    const crew = await s.login('crew@demo.yacht');
    const device = await deviceSigner(s, crew.accessToken, crewId);
    const month = '2026-10';
    expect(
      (await sync(crew.accessToken, [op('hor/month/sign', await device.sign('sign', crewId, aurora, month))]))
        .results[0].status,
    ).toBe('applied');
    // An officer changes a day of the signed month, reopening it knowingly.
    const officer = await s.login('officer@demo.yacht');
    const edit = op('hor/day/save', {
      userId: crewId,
      yachtId: aurora,
      dates: ['2026-10-05'],
      binary: LONG,
      reopen: true,
    });
    expect((await sync(officer.accessToken, [{ ...edit, baseVersion: 10_000_000 }])).results[0].status).toBe(
      'applied',
    );
    const captain = await s.login('captain@demo.yacht');
    const cdev = await deviceSigner(s, captain.accessToken, captainId);
    const r = await sync(captain.accessToken, [
      op('hor/month/countersign', await cdev.sign('countersign', crewId, aurora, month)),
    ]);
    expect(r.results[0].status).toBe('conflict');
    expect(r.results[0].message).toBe('This month has not been signed off yet.');
  });

  it("a crew member may not sign another's month, nor countersign", async () => {
    const crew = await s.login('crew@demo.yacht');
    const device = await deviceSigner(s, crew.accessToken, crewId);
    const other = await sync(crew.accessToken, [
      op('hor/month/sign', await device.sign('sign', captainId, aurora, MONTH)),
    ]);
    expect(other.results[0]).toMatchObject({
      status: 'rejected',
      message: "You don't have access to requested resource.",
    });
    const cs = await sync(crew.accessToken, [
      op('hor/month/countersign', await device.sign('countersign', crewId, aurora, MONTH)),
    ]);
    expect(cs.results[0].status).toBe('rejected');
  });

  it("a crew member cannot tell whether a shipmate's month exists by cancelling it", async () => {
    const crew = await s.login('crew@demo.yacht');
    const [kept, never] = await Promise.all(
      [MONTH, '2019-01'].map(async (month) => {
        const r = await sync(crew.accessToken, [
          op('hor/month/cancel', { yachtId: aurora, userId: captainId, month }),
        ]);
        return r.results[0];
      }),
    );
    expect(kept).toMatchObject({
      status: 'rejected',
      message: "You don't have access to requested resource.",
    });
    expect(never).toMatchObject({
      status: 'rejected',
      message: "You don't have access to requested resource.",
    });
  });

  it('cancelling signatures: not by the crew member once countersigned, yes by the captain', async () => {
    const crew = await s.login('crew@demo.yacht');
    const ref = { yachtId: aurora, userId: crewId, month: MONTH };
    expect((await sync(crew.accessToken, [op('hor/month/cancel', ref)])).results[0].status).toBe('rejected');
    const captain = await s.login('captain@demo.yacht');
    const res = await s.request(`/hor/countersign/${aurora}/${crewId}/${MONTH}`, {
      method: 'DELETE',
      token: captain.accessToken,
    });
    expect(res.status).toBe(200);
    const { restMonths } = await (
      await s.request('/sync/changes?since=0', { token: captain.accessToken })
    ).json();
    const m = restMonths.find(
      (x: { userId: number; month: string }) => x.userId === crewId && x.month === MONTH,
    );
    expect(m).toMatchObject({ signedBy: null, counterSignedBy: null });
  });
});

describe('notify people after sign-off', () => {
  it('e-mails the chosen supervisors once, and refuses plain crew as recipients', async () => {
    const crew = await s.login('crew@demo.yacht');
    await markSignedOff(s.db, crewId, aurora, '2026-11');
    const before = s.mail.sent.length;
    const op = (id: string, userIds: number[]) => ({
      id,
      op: 'hor/month/notify',
      body: { yachtId: aurora, month: '2026-11', userIds },
      baseVersion: 0,
    });
    const ok = op('01JNOTIFY0000000000000001', [captainId]);
    expect((await sync(crew.accessToken, [ok])).results[0].status).toBe('applied');
    await sync(crew.accessToken, [ok]);
    await s.drainJobs();
    expect(s.mail.sent.slice(before).map((m) => m.to)).toEqual(['captain@demo.yacht']);
    // A second crew member on the vessel: never a candidate.
    const other = await s.db.query<{ id: number }>(
      `SELECT uvr.user_id AS id FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id WHERE uvr.vessel_id = $1 AND r.permission_level = 2 AND uvr.user_id <> $2 LIMIT 1`,
      [aurora, crewId],
    );
    expect(
      (await sync(crew.accessToken, [op('01JNOTIFY0000000000000002', [other[0]!.id])])).results[0].status,
    ).toBe('rejected');
  });
});

describe('POST /hor/signoff/notify', () => {
  it('needs the password and e-mails the chosen supervisors', async () => {
    const crew = await s.login('crew@demo.yacht');
    await markSignedOff(s.db, crewId, aurora, '2026-11');
    const wrong = await s.post(
      `/hor/signoff/notify/${aurora}`,
      { password: 'nope', month: '2026-11', notify: [captainId] },
      crew.accessToken,
    );
    expect(wrong.status).toBe(400);
    const before = s.mail.sent.length;
    const ok = await s.post(
      `/hor/signoff/notify/${aurora}`,
      { password: 'Demo1234', month: '2026-11', notify: [captainId] },
      crew.accessToken,
    );
    expect(await ok.json()).toEqual({ notified: 1 });
    expect(s.mail.sent.slice(before).map((m) => m.to)).toEqual(['captain@demo.yacht']);
  });
});

describe('POST /hor/signoff/{yacht}', () => {
  it('answers with the supervisors the signer may notify: not the signer, not other crew', async () => {
    const v = await scratchVessel(s);
    const crew = await s.login(v.crew.email);
    // A second crew member on the vessel: never a candidate.
    const other = await s.db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name)
         SELECT 'mate.' || $1 || '@scratch.yacht', password_hash, 'Mo', 'Mate' FROM users WHERE id = $2
       RETURNING id`,
      [v.vesselId, v.crew.id],
    );
    await s.db.query(
      `INSERT INTO user_vessel_roles (user_id, vessel_id, role_id) SELECT $1, $2, id FROM roles WHERE name = 'Crew'`,
      [other[0]!.id, v.vesselId],
    );
    const device = await deviceSigner(s, crew.accessToken, v.crew.id);
    const body = { ...(await device.sign('sign', v.crew.id, v.vesselId, '2026-10')), password: 'Demo1234' };
    const res = await s.post(`/hor/signoff/${v.vesselId}`, body, crew.accessToken);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).availableUsersToNotify).toEqual([
      { userId: v.officer.id, userName: 'Omar Scratch' },
    ]);
  });
});
