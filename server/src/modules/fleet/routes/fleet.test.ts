import type { FleetWelcome, WelcomeItem } from '@contracts/fleet';
import type { IssuesAnswer } from '@contracts/issues';
import { crewState } from '@domain/crew/crew-display';
import { expiringText } from '@domain/home/needs-me-words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

let s: TestServer;
let aurora: number;
const token: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  for (const who of ['crew', 'officer', 'purser', 'captain', 'fleet'])
    token[who] = (await s.login(`${who}@demo.yacht`)).accessToken;
});
afterAll(() => s.close());

const get = async (path: string, who: string) => s.request(path, { token: token[who] });
const names = (items: WelcomeItem[]) => items.map((i) => i.name);

describe('welcome dashboard', () => {
  it('shows crew their own hours of rest, and officers the months to countersign and the crew', async () => {
    const crew: WelcomeItem[] = await (await get(`/yacht/${aurora}/welcome`, 'crew')).json();
    expect(names(crew)).toEqual(['Expiring or expired', 'Hours of rest', 'Inbox']);
    expect(crew[1]).toMatchObject({
      value: expect.stringMatching(/^\d+ of 15 days logged$/),
      path: 'hours-of-rest/calendar',
    });
    const officer: WelcomeItem[] = await (await get(`/yacht/${aurora}/welcome`, 'officer')).json();
    expect(names(officer)).toEqual([
      'Expiring or expired',
      'Hours of rest',
      'To countersign',
      'Inbox',
      'Crew',
    ]);
    // The calendar, on the oldest month waiting for the countersign (none waiting: this month's).
    expect(officer.find((i) => i.name === 'To countersign')?.path).toMatch(
      /^hours-of-rest\/calendar(\?month=\d{4}-\d{2})?$/,
    );
    // The Crew tile opens the crew list and counts its people as the list does (crewState), with
    // those on board: one who left (status 2, no end date) is on neither.
    const tile = async () => (await officerItems()).find((i) => i.name === 'Crew')!;
    const officerItems = async () =>
      (await (await get(`/yacht/${aurora}/welcome`, 'officer')).json()) as WelcomeItem[];
    const crewList = async () => {
      const rows = await s.db.query<{ crew_status: number; end_date: string | null; is_on_board: boolean }>(
        'SELECT crew_status, end_date::text AS end_date, is_on_board FROM user_vessel_roles WHERE vessel_id = $1',
        [aurora],
      );
      const now = rows.filter(
        (r) =>
          crewState({ status: r.crew_status, endDate: r.end_date }, s.clock().toISOString().slice(0, 10)) !==
          'former',
      );
      return { listed: now.length, onBoard: now.filter((r) => r.is_on_board).length };
    };
    const before = await crewList();
    expect(await tile()).toEqual({
      name: 'Crew',
      value: `${before.listed} crew members`,
      info: `${before.onBoard} on board`,
      path: 'crew',
    });
    const [leaver] = await s.db.query<{ id: number }>(
      `SELECT uvr.id FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
        WHERE uvr.vessel_id = $1 AND u.email = 'crew@demo.yacht'`,
      [aurora],
    );
    await s.db.query('UPDATE user_vessel_roles SET crew_status = 2 WHERE id = $1', [leaver!.id]);
    const after = await crewList();
    expect(after.listed).toBe(before.listed - 1);
    expect((await tile()).value).toBe(`${after.listed} crew members`);
    await s.db.query('UPDATE user_vessel_roles SET crew_status = 1 WHERE id = $1', [leaver!.id]);

    // Without the crew module the sidebar's Crew is Users (doc 2): the users with a crew role, of
    // all the users the Users page lists for the vessel.
    await s.db.query(`UPDATE vessels SET modules = array_remove(modules, 'crew') WHERE id = $1`, [aurora]);
    const listed = (await (await get('/users/overview', 'officer')).json()) as {
      vessels: { id: number; users: unknown[] }[];
    };
    const users = await tile();
    await s.db.query(`UPDATE vessels SET modules = array_append(modules, 'crew') WHERE id = $1`, [aurora]);
    const all = listed.vessels.find((v) => v.id === aurora)!.users.length;
    expect(users).toMatchObject({
      value: expect.stringMatching(/^\d+ users$/),
      info: `With a crew role, of ${all} users`,
      path: 'users',
    });
    expect(Number.parseInt(users.value, 10)).toBeLessThan(all);
  });

  it('counts what the home’s tiles count before a first sync: leave to decide (level 5 up), expiring certificates and documents', async () => {
    const item = async (who: string, name: string) =>
      ((await (await get(`/yacht/${aurora}/welcome`, who)).json()) as WelcomeItem[]).find(
        (i) => i.name === name,
      );
    // The issues page's expiring and expired, as 'issues?show=expiring' lists them.
    const issues = (await (await get(`/issues/${aurora}`, 'captain')).json()) as IssuesAnswer;
    const certificates = (issues.vessel ?? []).filter((i) => i.kind !== 'certificateMissing').length;
    const documents = issues.crew
      .flatMap((c) => c.issues)
      .filter((i) => i.kind === 'documentExpired' || i.kind === 'documentExpiring').length;
    expect(certificates + documents).toBeGreaterThan(0);
    expect(await item('captain', 'Expiring or expired')).toEqual({
      name: 'Expiring or expired',
      value: expiringText({ certificates, documents }),
      info: 'Vessel certificates and crew documents',
      path: 'issues?show=expiring',
    });
    // Crew: their own documents only (none expiring in the demo).
    expect(await item('crew', 'Expiring or expired')).toMatchObject({
      value: 'None',
      info: 'Your documents',
    });

    // The demo's pending request waits for the captain (level 6); a new one counts at once.
    const before = await item('captain', 'Leave requests to decide');
    expect(before).toMatchObject({
      value: expect.stringMatching(/^\d+ requests?$/),
      path: 'leave?show=to-decide',
    });
    const [request] = await s.db.query<{ id: string }>(
      `SELECT id FROM leave_requests WHERE vessel_id = $1 AND status = 'Pending' AND NOT deleted LIMIT 1`,
      [aurora],
    );
    await s.db.query(`UPDATE leave_requests SET status = 'Approved' WHERE id = $1`, [request!.id]);
    const after = await item('captain', 'Leave requests to decide');
    await s.db.query(`UPDATE leave_requests SET status = 'Pending' WHERE id = $1`, [request!.id]);
    expect(Number.parseInt(after!.value, 10) || 0).toBe(Number.parseInt(before!.value, 10) - 1);
    // Below level 5 and outside the leave approval group, no one decides: no such figure.
    expect(await item('officer', 'Leave requests to decide')).toBeUndefined();
  });

  it('gives the fleet list one set of rows per vessel of the caller', async () => {
    const fleet: FleetWelcome[] = await (await get('/fleet/welcome', 'fleet')).json();
    expect(fleet).toHaveLength(3);
    const crew: FleetWelcome[] = await (await get('/fleet/welcome', 'crew')).json();
    expect(crew.map((v) => v.yachtId)).toContain(aurora);
    expect(crew.every((v) => !names(v.items).includes('Crew'))).toBe(true);
  });

  it('counts the days of a new trial', async () => {
    const [group] = await s.db.query<{ group_id: number }>('SELECT group_id FROM vessels WHERE id = $1', [
      aurora,
    ]);
    await s.db.query(`UPDATE company_groups SET trial_ends_at = '2026-11-25T12:00:00Z' WHERE id = $1`, [
      group!.group_id,
    ]);
    const items: WelcomeItem[] = await (await get(`/yacht/${aurora}/welcome`, 'captain')).json();
    expect(items.find((i) => i.name === 'Free trial')).toMatchObject({ value: '10 days left' });
    await s.db.query('UPDATE company_groups SET trial_ends_at = NULL WHERE id = $1', [group!.group_id]);
  });
});

describe('new vessel request and support', () => {
  const request = { vesselType: 2, vesselName: 'S/Y North Star', crewNumber: '9', loaMT: '38.5' };

  it('sends the request to the support desk from an officer; crew do not get the form', async () => {
    expect((await s.post('/yacht/request', request, token.crew)).status).toBe(403);
    const res = await s.post('/yacht/request', request, token.officer);
    expect(await res.json()).toEqual({ message: 'Your request has been sent.' });
    const mail = s.mail.sent.at(-1)!;
    expect(mail.subject).toBe('New vessel set-up requested: S/Y North Star');
    expect(mail.text).toContain('Type: Sailing yacht');
    expect(mail.text).toContain('LOA: 38.5 m');
  });

  it('says what is wrong with a request', async () => {
    const res = await s.post(
      '/yacht/request',
      { vesselType: '', vesselName: ' ', crewNumber: '8.5', loaMT: 'long' },
      token.officer,
    );
    expect(res.status).toBe(400);
    const { errorList } = await res.json();
    expect(errorList).toEqual(
      expect.arrayContaining([
        { property: 'vesselType', message: 'Field is required.' },
        { property: 'vesselName', message: 'Field is required.' },
        { property: 'crewNumber', message: 'Field should be a number.' },
        { property: 'loaMT', message: 'Field should be a number.' },
      ]),
    );
    const hex = await s.post(
      '/yacht/request',
      { ...request, crewNumber: '0x10', loaMT: '1e3' },
      token.officer,
    );
    expect((await hex.json()).errorList).toEqual([
      { property: 'crewNumber', message: 'Field should be a number.' },
      { property: 'loaMT', message: 'Field should be a number.' },
    ]);
    const unknown = await s.post('/yacht/request', { ...request, vesselType: 999 }, token.officer);
    expect(unknown.status).toBe(400);
  });

  it('takes a support request above level 2 and mails it', async () => {
    const body = { yachtId: aurora, name: 'Ola', phoneNumber: '+47 900 00 000', message: 'Sync stuck' };
    expect((await s.post('/support', body, token.crew)).status).toBe(403);
    const res = await s.post('/support', body, token.officer);
    expect(await res.json()).toEqual({ message: 'Support request has been send.' });
    expect(s.mail.sent.at(-1)).toMatchObject({ subject: 'Support request from M/Y Aurora' });
    const empty = await s.post('/support', { ...body, message: '' }, token.officer);
    expect((await empty.json()).errorList).toEqual([{ property: 'message', message: 'Field is required.' }]);
  });
});

describe('leave fleet', () => {
  it('lists the management a caller may take along: not crew, not those above them', async () => {
    const byFleet = await (await get(`/yacht/${aurora}/leave-fleet`, 'fleet')).json();
    expect(byFleet.candidates.map((u: { roleName: string }) => u.roleName)).toEqual(['Captain']);
    expect(byFleet.blocked).toBeNull();
    expect(await (await get(`/yacht/${aurora}/leave-fleet`, 'captain')).json()).toEqual({
      candidates: [],
      blocked: null,
    });
    expect((await (await get(`/yacht/${aurora}/leave-fleet`, 'crew')).json()).candidates).toEqual([]);
    // The fleet manager is the only one in charge of Meridian's crew: they are told before trying.
    const meridian = await s.vesselId('meridian');
    const alone = await (await get(`/yacht/${meridian}/leave-fleet`, 'fleet')).json();
    expect(alone.blocked).toMatch(/^Someone at access level 6 or more must stay on this vessel/);
  });

  it('ends the roles of the caller and those ticked, and keeps someone in charge of the crew', async () => {
    const v = await scratchVessel(s);
    const crew = await s.login(v.crew.email);
    // The last administrator of a vessel with crew cannot leave it...
    const [captainRole] = await s.db.query<{ id: number }>("SELECT id FROM roles WHERE name = 'Captain'");
    const [managerRole] = await s.db.query<{ id: number }>(
      "SELECT id FROM roles WHERE name = 'Fleet Manager'",
    );
    const fleetId = await s.idOf('fleet@demo.yacht');
    const captainId = await s.idOf('captain@demo.yacht');
    await s.db.query(
      'INSERT INTO user_vessel_roles (user_id, vessel_id, role_id) VALUES ($1, $2, $3), ($4, $2, $5)',
      [fleetId, v.vesselId, managerRole!.id, captainId, captainRole!.id],
    );
    const fleet = (await s.login('fleet@demo.yacht')).accessToken;
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    // ...nor take along someone above them...
    expect(
      (await s.post('/yacht/leave-fleet', { yachtId: v.vesselId, userIds: [fleetId] }, captain)).status,
    ).toBe(403);
    const all = await s.post('/yacht/leave-fleet', { yachtId: v.vesselId, userIds: [captainId] }, fleet);
    expect(all.status).toBe(400);
    expect((await all.json()).errorList[0].property).toBe('userIds');
    // ...but one of two can, and crew can leave on their own.
    expect((await s.post('/yacht/leave-fleet', { yachtId: v.vesselId }, fleet)).status).toBe(200);
    expect((await s.post('/yacht/leave-fleet', { yachtId: v.vesselId }, crew.accessToken)).status).toBe(200);
    const left = await s.login('fleet@demo.yacht');
    expect(left.roles.map((r) => r.vesselId)).not.toContain(v.vesselId);
    expect((await s.request(`/yacht/${v.vesselId}/welcome`, { token: left.accessToken })).status).toBe(403);
    const [row] = await s.db.query<{ end_date: string }>(
      "SELECT to_char(end_date, 'YYYY-MM-DD') AS end_date FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2",
      [crew.user.id, v.vesselId],
    );
    expect(row!.end_date).toBe('2026-11-14');
  });

  it('takes along only what the checklist offers: not crew, not people of other vessels', async () => {
    const crewId = await s.idOf('crew@demo.yacht');
    const outsider = (
      await s.db.query<{ user_id: number }>(
        `SELECT user_id FROM user_vessel_roles WHERE vessel_id <> $1 AND user_id NOT IN
         (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1) LIMIT 1`,
        [aurora],
      )
    )[0]!.user_id;
    for (const userIds of [[crewId], [outsider], ['x'], [-1]]) {
      const res = await s.post('/yacht/leave-fleet', { yachtId: aurora, userIds }, token.fleet);
      expect([400, 403]).toContain(res.status);
    }
    const fleet = await s.login('fleet@demo.yacht');
    expect(fleet.roles.map((r) => r.vesselId)).toContain(aurora);
  });
});
