import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondInstance } from '../../testing/second-instance';
import { startTestServer, TEST_TODAY, type TestServer } from '../../testing/test-server';
import { openPostgres } from '../db/client';

/**
 * Issue 34 attacked: a poll answered from the feed heads (migration 0040), skipping kinds whose
 * table head is not above the cursor and moving the cursor up to the head, must neither miss a
 * change the user may see nor bring one they may not.
 */
let s: TestServer;
let aurora: number;
let meridian: number;
let tok: Record<string, string>;
let id: Record<string, number>;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  meridian = await s.vesselId('meridian');
  const [other] = await s.db.query<{ email: string }>(
    `SELECT u.email FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.vessel_id = $1 AND r.permission_level < 4 AND uvr.end_date IS NULL AND u.email IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM user_vessel_roles o WHERE o.user_id = u.id AND o.vessel_id <> $1)
      ORDER BY u.id LIMIT 1`,
    [meridian],
  );
  const who = {
    crew: 'crew@demo.yacht',
    captain: 'captain@demo.yacht',
    fleet: 'fleet@demo.yacht',
    purser: 'purser@demo.yacht',
    crewB: other!.email,
  };
  tok = {};
  id = {};
  for (const [k, email] of Object.entries(who)) {
    tok[k] = (await s.login(email)).accessToken;
    id[k] = await s.idOf(email);
  }
});
afterAll(() => s.close());

const WORK = '000000000000111111111111000011111111110000000000';
type Row = { vesselId?: number | null; userId?: number | null; version?: number };
type Changes = { cursor: number; more: boolean; reset?: boolean } & Record<string, unknown>;

type First = { part: 'first' | 'rest'; vesselId: number; from: string; until?: number };

/**
 * A device as the app runs one (src/sync/first-sync.ts): a first sync in two parts (its own
 * records and the vessel's recent ones, then the rest) up to the ceiling the server names, then
 * the feed from there; a reset starts it afresh. `copy` is every row sent since the last start.
 */
function device(token: string, vesselId: number, post = s.post) {
  const d = {
    vesselId,
    cursor: 0,
    resets: 0,
    first: null as (First & { since: number }) | null,
    copy: [] as (Row & { kind: string })[],
    /** Syncs until nothing more comes; the rows this round brought. */
    async sync() {
      const got: (Row & { kind: string })[] = [];
      if (d.cursor === 0 && !d.first)
        d.first = { part: 'first', vesselId: d.vesselId, from: '2026-10', since: 0 };
      for (let n = 0; n < 100; n++) {
        const plan = d.first;
        const body = plan
          ? {
              cursor: plan.since,
              first: { part: plan.part, vesselId: d.vesselId, from: plan.from, until: plan.until },
              ops: [],
            }
          : { cursor: d.cursor, ops: [] };
        const res = await post('/sync', body, token);
        expect(res.status).toBe(200);
        const { changes } = (await res.json()) as { changes: Changes & { until?: number } };
        if (changes.reset) {
          d.resets++;
          d.copy = [];
          d.cursor = 0;
          d.first = { part: 'first', vesselId: d.vesselId, from: '2026-10', since: 0 };
          continue;
        }
        for (const [kind, rows] of Object.entries(changes))
          if (Array.isArray(rows))
            for (const r of rows as Row[]) {
              got.push({ ...r, kind });
              d.copy.push({ ...r, kind });
            }
        if (plan) {
          const until = changes.until ?? plan.until ?? changes.cursor;
          if (changes.more) d.first = { ...plan, until, since: changes.cursor };
          else if (plan.part === 'first') d.first = { ...plan, part: 'rest', until, since: 0 };
          else {
            d.first = null;
            d.cursor = until;
          }
          continue;
        }
        if (!changes.more && changes.cursor === d.cursor) return got;
        expect(changes.cursor).toBeGreaterThanOrEqual(d.cursor);
        d.cursor = changes.cursor;
      }
      throw new Error('the feed never settled');
    },
  };
  return d;
}
const days = (rows: (Row & { kind: string })[]) =>
  rows.filter((r) => r.kind === 'restDays').map((r) => [r.userId, (r as { date?: string }).date]);

async function saveDay(by: string, userId: number, vesselId: number, date: string) {
  const res = await s.post(`/hor/day/${userId}`, { yachtId: vesselId, dates: [date], binary: WORK }, tok[by]);
  expect(res.status).toBe(200);
}

/** The vessels a user holds a current role on (what their devices may hold rows of). */
async function vesselsOf(userId: number) {
  const rows = await s.db.query<{ vessel_id: number }>(
    'SELECT vessel_id FROM user_vessel_roles WHERE user_id = $1 AND (end_date IS NULL OR end_date >= $2)',
    [userId, TEST_TODAY],
  );
  return new Set(rows.map((r) => Number(r.vessel_id)));
}

/** A crew member (level below 4) of one vessel only, logged in; `skip` picks another one. */
async function aCrewOf(vesselId: number, skip: number) {
  const [row] = await s.db.query<{ id: number; email: string }>(
    `SELECT u.id, u.email FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.vessel_id = $1 AND r.permission_level < 4 AND uvr.end_date IS NULL AND u.email IS NOT NULL
        AND u.email <> 'crew@demo.yacht'
        AND NOT EXISTS (SELECT 1 FROM user_vessel_roles o WHERE o.user_id = u.id AND o.vessel_id <> $1)
      ORDER BY u.id LIMIT 1 OFFSET $2`,
    [vesselId, skip],
  );
  return { id: Number(row!.id), token: (await s.login(row!.email)).accessToken };
}

/** The fleet manager moves a user from Aurora to Meridian (users administration). */
async function transfer(userId: number) {
  const res = await s.post('/users/transfer', { userId, fromYachtId: aurora, yachtId: meridian }, tok.fleet);
  expect(res.status).toBe(200);
}

describe('feed heads under attack', () => {
  it("a crew member never gets another vessel's or a shipmate's day; their own, saved by an officer, comes", async () => {
    const crew = device(tok.crew!, aurora);
    const crewB = device(tok.crewB!, meridian);
    await crew.sync();
    await crewB.sync();
    const [mate] = await s.db.query<{ user_id: number }>(
      `SELECT uvr.user_id FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level < 4 AND uvr.user_id <> $2 LIMIT 1`,
      [aurora, id.crew],
    );
    await saveDay('fleet', id.crewB!, meridian, '2026-11-01');
    await saveDay('captain', mate!.user_id, aurora, '2026-11-02');
    expect(days(await crew.sync())).toEqual([]);
    await saveDay('captain', id.crew!, aurora, '2026-11-03');
    expect(days(await crew.sync())).toEqual([[id.crew, '2026-11-03']]);
    expect(days(await crewB.sync())).toEqual([[id.crewB, '2026-11-01']]);
    const own = await vesselsOf(id.crew!);
    for (const r of crew.copy)
      if (r.vesselId != null) expect([r.kind, own.has(r.vesselId)]).toEqual([r.kind, true]);
  });

  it('the cursor jump: an invisible change then a visible one with a higher number, both arrive right', async () => {
    const crew = device(tok.crew!, aurora);
    await crew.sync();
    await saveDay('fleet', id.crewB!, meridian, '2026-11-05');
    // The poll moves the cursor past the change on Meridian...
    expect(days(await crew.sync())).toEqual([]);
    const [seq] = await s.db.query<{ v: string }>('SELECT last_value AS v FROM change_seq');
    expect(crew.cursor).toBe(Number(seq!.v));
    // ...and the next change it may see, numbered above, still comes.
    await saveDay('captain', id.crew!, aurora, '2026-11-06');
    await saveDay('fleet', id.crewB!, meridian, '2026-11-07');
    expect(days(await crew.sync())).toEqual([[id.crew, '2026-11-06']]);
  });

  it('an inbox message of no vessel reaches its person only; a catalogue change reaches who keeps certificates', async () => {
    const crew = device(tok.crew!, aurora);
    const crewB = device(tok.crewB!, meridian);
    const officer = device(tok.captain!, aurora);
    for (const d of [crew, crewB, officer]) await d.sync();
    await s.db.query(
      `INSERT INTO inbox_messages (user_id, vessel_id, header, text, sender, created_at, version)
       VALUES ($1, NULL, 'Hello', 'To you alone', 'System', now(), next_change())`,
      [id.crewB],
    );
    const toB = (await crewB.sync()).filter((r) => r.kind === 'messages');
    expect(toB.map((r) => (r as { header?: string }).header)).toEqual(['Hello']);
    expect((await crew.sync()).filter((r) => r.kind === 'messages')).toEqual([]);
    const [section] = await s.db.query<{ id: number }>(
      "UPDATE cert_sections SET name = name || ' (rev)', version = next_change() WHERE id = (SELECT min(id) FROM cert_sections) RETURNING id",
    );
    const got = await officer.sync();
    expect(got.filter((r) => r.kind === 'certSections').map((r) => (r as { id?: number }).id)).toEqual([
      section!.id,
    ]);
    expect((await crew.sync()).filter((r) => r.kind === 'certSections')).toEqual([]);
  });

  it('joining the approval group resets the device, which then gets the crew it countersigns for; leaving resets again', async () => {
    const crew = device(tok.crew!, aurora);
    await crew.sync();
    const [mate] = await s.db.query<{ user_id: number }>(
      `SELECT uvr.user_id FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level < 4 AND uvr.user_id <> $2 ORDER BY uvr.user_id DESC LIMIT 1`,
      [aurora, id.crew],
    );
    const join = await s.request(`/hor/approvalGroup/${aurora}/${id.crew}`, {
      method: 'PUT',
      token: tok.captain,
      body: JSON.stringify({ watchkeeper: false }),
    });
    expect(join.status).toBeLessThan(300);
    await crew.sync();
    expect(crew.resets).toBe(1);
    await saveDay('captain', mate!.user_id, aurora, '2026-11-09');
    expect(days(await crew.sync())).toEqual([[mate!.user_id, '2026-11-09']]);
    const leave = await s.request(`/hor/approvalGroup/${aurora}/${id.crew}`, {
      method: 'DELETE',
      token: tok.captain,
    });
    expect(leave.status).toBeLessThan(300);
    await crew.sync();
    expect(crew.resets).toBe(2);
    expect(days(crew.copy).filter(([u]) => u === mate!.user_id)).toEqual([]);
    await saveDay('captain', mate!.user_id, aurora, '2026-11-10');
    expect(days(await crew.sync())).toEqual([]);
  });

  it('a module switched off takes its rows away and brings them back when on', async () => {
    const crew = device(tok.crew!, aurora);
    await crew.sync();
    const hasDays = () => crew.copy.some((r) => r.kind === 'restDays' && r.vesselId === aurora);
    expect(hasDays()).toBe(true);
    const [mod] = await s.db.query<{ id: number }>("SELECT id FROM modules WHERE code_name = 'hoursofrest'");
    const toggle = async (isActive: boolean) => {
      const res = await s.post('/modules', { yachtId: aurora, moduleId: mod!.id, isActive }, tok.fleet);
      expect(res.status).toBe(200);
    };
    await toggle(false);
    await crew.sync();
    expect(crew.resets).toBe(1);
    expect(hasDays()).toBe(false);
    // A change while off: the cursor passes it.
    await s.db.query(
      `UPDATE rest_days SET version = next_change() WHERE user_id = $1 AND vessel_id = $2 AND day = '2026-11-03'`,
      [id.crew, aurora],
    );
    expect(days(await crew.sync())).toEqual([]);
    await toggle(true);
    await crew.sync();
    expect(crew.resets).toBe(2);
    expect(days(crew.copy)).toContainEqual([id.crew, '2026-11-03']);
  });

  it('a change on another server of the same database reaches a poll on this one', async () => {
    const other = await secondInstance(s);
    try {
      const viaOther = (path: string, body: unknown, token?: string) =>
        other.app.request(`/api/v1${path}`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        });
      const crew = device(tok.crew!, aurora, viaOther as typeof s.post);
      await crew.sync();
      await saveDay('captain', id.crew!, aurora, '2026-11-14');
      expect(days(await crew.sync())).toEqual([[id.crew, '2026-11-14']]);
      const here = device(tok.crew!, aurora);
      await here.sync();
      const res = await viaOther(
        `/hor/day/${id.crew}`,
        { yachtId: aurora, dates: ['2026-11-15'], binary: WORK },
        tok.captain,
      );
      expect(res.status).toBe(200);
      expect(days(await here.sync())).toEqual([[id.crew, '2026-11-15']]);
    } finally {
      await other.close();
    }
  });

  it('a user moved to another vessel starts afresh: the new vessel comes, the old one never again', async () => {
    const mover = await aCrewOf(aurora, 0);
    const d = device(mover.token, aurora);
    await d.sync();
    await transfer(mover.id);
    d.vesselId = meridian;
    await d.sync();
    expect(d.resets).toBe(1);
    await saveDay('captain', id.crew!, aurora, '2026-11-16');
    await saveDay('fleet', mover.id, meridian, '2026-11-17');
    expect(days(await d.sync())).toEqual([[mover.id, '2026-11-17']]);
    expect(d.copy.filter((r) => r.vesselId === aurora).map((r) => r.kind)).toEqual([]);
  });

  it('a crew member put in the certificate group gets the certificates, and their changes; taken out, never again', async () => {
    const crew = device(tok.crew!, aurora);
    await crew.sync();
    const certsOfAurora = () => crew.copy.filter((r) => r.kind === 'certificates' && r.vesselId === aurora);
    expect(certsOfAurora()).toEqual([]);
    const members = await s.db.query<{ user_id: number }>(
      'SELECT user_id FROM cert_group_members WHERE vessel_id = $1',
      [aurora],
    );
    const setGroup = async (userIds: number[], n: number) => {
      const op = {
        id: `01JFEEDHEADSCERTGROUP${String(n).padStart(5, '0')}`,
        op: 'cert/group/set',
        body: { yachtId: aurora, userIds },
        baseVersion: 0,
      };
      const res = await s.post('/sync', { cursor: 1e9, ops: [op] }, tok.purser);
      const { results } = (await res.json()) as { results: { status: string; message?: string }[] };
      expect(results[0]).toMatchObject({ status: 'applied' });
    };
    const others = members.map((m) => Number(m.user_id));
    await setGroup([...others, id.crew!], 1);
    await crew.sync();
    expect(crew.resets).toBe(1);
    expect(certsOfAurora().length).toBeGreaterThan(0);
    const touchCert = () =>
      s.db.query<{ id: string }>(
        `UPDATE certificates SET comments = coalesce(comments, '') || '.', version = next_change()
          WHERE id = (SELECT id FROM certificates WHERE vessel_id = $1 AND NOT deleted ORDER BY id LIMIT 1) RETURNING id`,
        [aurora],
      );
    const [touched] = await touchCert();
    const got = (await crew.sync()).filter((r) => r.kind === 'certificates');
    expect(got.map((r) => String((r as { id?: unknown }).id))).toEqual([String(touched!.id)]);
    await setGroup(others, 2);
    await crew.sync();
    expect(crew.resets).toBe(2);
    expect(certsOfAurora()).toEqual([]);
    await touchCert();
    expect((await crew.sync()).filter((r) => r.kind === 'certificates')).toEqual([]);
  });

  it('a day saved again (an upsert, the update path of the trigger) reaches the device', async () => {
    const crew = device(tok.crew!, aurora);
    await crew.sync();
    const res = await s.post(
      `/hor/day/${id.crew}`,
      { yachtId: aurora, dates: ['2026-11-03'], binary: '1'.repeat(12) + '0'.repeat(36) },
      tok.captain,
    );
    expect(res.status).toBe(200);
    expect(days(await crew.sync())).toEqual([[id.crew, '2026-11-03']]);
  });

  it("an officer's edit of a crew record of the crew module (keyed through the role) reaches that crew member only", async () => {
    const crew = device(tok.crew!, aurora);
    const captain = device(tok.captain!, aurora);
    await crew.sync();
    await captain.sync();
    const crewIdOf = async (userId: number) => {
      const [r] = await s.db.query<{ id: number }>(
        'SELECT id FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
        [userId, aurora],
      );
      return Number(r!.id);
    };
    const mate = await aCrewOf(aurora, 0);
    const touch = async (crewId: number) => {
      const updated = await s.db.query(
        "UPDATE crew_details SET address = 'Quay 4', version = next_change() WHERE crew_id = $1 RETURNING crew_id",
        [crewId],
      );
      if (updated.length === 0)
        await s.db.query(
          "INSERT INTO crew_details (crew_id, address, version) VALUES ($1, 'Quay 4', next_change())",
          [crewId],
        );
    };
    const own = await crewIdOf(id.crew!);
    const theirs = await crewIdOf(mate.id);
    await touch(theirs);
    await touch(own);
    const details = (rows: (Row & { kind: string })[]) =>
      rows.filter((r) => r.kind === 'crewDetails').map((r) => (r as { crewId?: number }).crewId);
    expect(details(await crew.sync())).toEqual([own]);
    expect(details(await captain.sync()).sort()).toEqual([own, theirs].sort());
  });

  it.skipIf(!process.env.TEST_DATABASE_URL || process.env.TEST_DB !== 'postgres')(
    'a visible change still uncommitted while a poll runs is not stepped over when it commits',
    async () => {
      const crew = device(tok.crew!, aurora);
      await crew.sync();
      const w1 = await openPostgres(s.pgUrl!, s.schema, true);
      const w2 = await openPostgres(s.pgUrl!, s.schema, true);
      try {
        let release!: () => void;
        const held = new Promise<void>((r) => {
          release = r;
        });
        let numbered!: () => void;
        const hasNumber = new Promise<void>((r) => {
          numbered = r;
        });
        // Writer 1: the crew member's own day, numbered, not yet committed.
        const visible = w1.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO rest_days (user_id, vessel_id, day, work, version, updated_by, updated_at)
             VALUES ($1, $2, '2026-11-20', $3, next_change(), $1, now())`,
            [id.crew, aurora, WORK],
          );
          numbered();
          await held;
        });
        await hasNumber;
        // Writer 2: a change on Meridian the crew member may not see, waiting for a higher number.
        const invisible = w2.transaction(async (tx) => {
          await tx.query(
            `UPDATE rest_days SET version = next_change() WHERE user_id = $1 AND vessel_id = $2 AND day = '2026-11-01'`,
            [id.crewB, meridian],
          );
        });
        const before = crew.cursor;
        expect(days(await crew.sync())).toEqual([]);
        expect(crew.cursor).toBe(before);
        release();
        await visible;
        await invisible;
        expect(days(await crew.sync())).toEqual([[id.crew, '2026-11-20']]);
      } finally {
        await w1.close();
        await w2.close();
      }
    },
  );
});

/** Found by the attack, then fixed: each names what the user gets against what they may see. */
describe('found by the feed-heads attack', () => {
  const positionOp = async (crewUserId: number, departmentId: number, n: number) => {
    const [crew] = await s.db.query<{ id: number; version: string }>(
      'SELECT id, version FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
      [crewUserId, aurora],
    );
    const op = {
      id: `01JFEEDHEADSATTACK${String(n).padStart(8, '0')}`,
      op: 'crew/position/save',
      body: { yachtId: aurora, crewId: crew!.id, departmentId, positionId: null },
      baseVersion: Number(crew!.version),
    };
    const res = await s.post('/sync', { cursor: 1e9, ops: [op] }, tok.captain);
    const { results } = (await res.json()) as { results: { status: string }[] };
    expect(results[0]!.status).toBe('applied');
  };

  it('miss: an approver given a crew member by a department change never gets their earlier days', async () => {
    const approver = await aCrewOf(aurora, 1);
    const target = await aCrewOf(aurora, 2);
    const [deck, other] = await s.db.query<{ id: number }>(
      'SELECT id FROM departments WHERE vessel_id = $1 AND NOT deleted ORDER BY id LIMIT 2',
      [aurora],
    );
    await positionOp(target.id, other!.id, 1);
    await saveDay('captain', target.id, aurora, '2026-11-21');
    const join = await s.request(`/hor/approvalGroup/${aurora}/${approver.id}`, {
      method: 'PUT',
      token: tok.captain,
      body: JSON.stringify({ watchkeeper: false }),
    });
    expect(join.status).toBe(200);
    const dept = await s.request(`/hor/approvalGroup/department/${aurora}`, {
      method: 'PUT',
      token: tok.captain,
      body: JSON.stringify({ userID: approver.id, departmentID: deck!.id }),
    });
    expect(dept.status).toBe(200);
    const d = device(approver.token, aurora);
    await d.sync();
    expect(days(d.copy)).not.toContainEqual([target.id, '2026-11-21']);
    // The officer moves the crew member into the department the approver countersigns for.
    await positionOp(target.id, deck!.id, 2);
    await d.sync();
    // The approver now countersigns for them (GET /hor/... would show them): the move resets
    // the device, so it gets the days saved before the move too.
    expect(days(d.copy)).toContainEqual([target.id, '2026-11-21']);
  });

  it("leak: an approval-group member moved to another vessel keeps getting the old vessel's crew", async () => {
    const approver = await aCrewOf(aurora, 3);
    const join = await s.request(`/hor/approvalGroup/${aurora}/${approver.id}`, {
      method: 'PUT',
      token: tok.captain,
      body: JSON.stringify({ watchkeeper: false }),
    });
    expect(join.status).toBe(200);
    const d = device(approver.token, aurora);
    await d.sync();
    await transfer(approver.id);
    d.vesselId = meridian;
    await d.sync();
    expect(d.resets).toBe(1);
    // No role on Aurora any more: the first sync after the move brings none of Aurora's people
    // (`members`: names, departments, roles) through the approval-group branch.
    const leaked = d.copy.filter((r) => r.vesselId === aurora);
    expect(leaked.map((r) => `${r.kind} of user ${r.userId}`)).toEqual([]);
  });
});

describe('a device without a vessel', () => {
  it('loop: a user left with no vessel and a message of no vessel is reset on every poll, forever', async () => {
    const user = await aCrewOf(meridian, 1);
    await s.db.query(
      `INSERT INTO inbox_messages (user_id, vessel_id, header, text, sender, created_at, version)
       VALUES ($1, NULL, 'Welcome', 'Before you left', 'System', now(), next_change())`,
      [user.id],
    );
    // Their role ends (as endRole does: the end date, a new change number, access changed).
    await s.db.query(
      `UPDATE user_vessel_roles SET end_date = $2::date - 1, version = next_change() WHERE user_id = $1`,
      [user.id, TEST_TODAY],
    );
    await s.db.query('UPDATE users SET access_version = next_change() WHERE id = $1', [user.id]);
    // They can still sign in, with no vessel; the app then pulls the plain feed from 0
    // (src/sync/first-sync.ts planPull: no vessel, no first sync).
    const [row] = await s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [user.id]);
    const session = await s.login(row!.email);
    expect(session.roles).toEqual([]);
    user.token = session.accessToken;
    let cursor = 0;
    const answers: string[] = [];
    for (let n = 0; n < 6; n++) {
      const res = await s.post('/sync', { cursor, ops: [] }, user.token);
      const { changes } = (await res.json()) as { changes: Changes };
      answers.push(changes.reset ? 'reset' : `cursor ${changes.cursor}`);
      if (changes.reset) cursor = 0;
      else if (!changes.more && changes.cursor === cursor) break;
      else cursor = changes.cursor;
    }
    // The feed settles (its message, then a cursor that stays), not cursor, reset, cursor, reset...
    expect(answers).not.toContain('reset');
  });
});
