import { describe, expect, it } from 'vitest';
import {
  aCrewOf,
  aurora,
  days,
  device,
  id,
  meridian,
  openFeedAttackServer,
  type Row,
  s,
  saveDay,
  tok,
  transfer,
  vesselsOf,
  WORK,
} from '../../testing/feed-attack-kit';
import { secondInstance } from '../../testing/second-instance';

/**
 * Issue 34 attacked: a poll answered from the feed heads (migration 0040), skipping kinds whose
 * table head is not above the cursor and moving the cursor up to the head, must neither miss a
 * change the user may see nor bring one they may not.
 */
openFeedAttackServer();

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
});
