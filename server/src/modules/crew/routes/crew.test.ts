import type { CrewPrivate, CrewRecord } from '@contracts/crew';
import { describe, expect, it } from 'vitest';
import { aurora, crewId, openCrewServer, opsAs, s, token, userId } from '../../../../testing/crew-server';

/** Crew records (doc 2, sections 4 to 7): who sees and changes what, offline and over REST. */
openCrewServer();

const op = opsAs('01JCREW');
const feed = async (who: string) =>
  (await (await s.request('/sync/changes?since=0', { token: token[who] })).json()) as {
    crew?: CrewRecord[];
    crewPrivate?: CrewPrivate[];
    crewDetails?: { crewId: number }[];
    salaries?: { crewId: number }[];
  };
const put = (who: string, path: string, body: unknown) =>
  s.request(path, { method: 'PUT', token: token[who], body: JSON.stringify(body) });

describe('what reaches each device', () => {
  it('never gives a crew member another person’s bank details, next of kin or pay', async () => {
    const mine = await feed('crew');
    expect(new Set(mine.crewPrivate?.map((p) => p.userId))).toEqual(new Set([userId.crew]));
    expect(new Set(mine.salaries?.map((p) => p.crewId))).toEqual(
      new Set((mine.crew ?? []).filter((c) => c.userId === userId.crew).map((c) => c.id)),
    );
    // Their own crew record and details, on each vessel they are on; nobody else's.
    expect(new Set(mine.crew?.map((c) => c.userId))).toEqual(new Set([userId.crew]));
  });

  it('gives an officer the crew list and details, but the private part only from level 5', async () => {
    const officer = await feed('officer');
    expect(officer.crew!.filter((c) => c.vesselId === aurora).length).toBeGreaterThan(10);
    expect(officer.crewDetails!.length).toBeGreaterThan(10);
    expect(new Set(officer.crewPrivate?.map((p) => p.userId))).toEqual(new Set([userId.officer]));
    const purser = await feed('purser');
    expect(purser.crewPrivate!.filter((p) => p.vesselId === aurora).length).toBeGreaterThan(10);
  });

  it('writes in the audit log who read someone’s private details', async () => {
    const res = await s.request(`/crew/${aurora}/${crewId.crew}`, { token: token.purser });
    const profile = await res.json();
    expect(profile.private).toMatchObject({ crewId: crewId.crew });
    const [entry] = await s.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE actor_id = $1 AND entity = 'crew' AND entity_key = $2 ORDER BY id DESC LIMIT 1`,
      [userId.purser, String(crewId.crew)],
    );
    expect(entry?.action).toBe('crew.viewed-private');
    const officerView = await (
      await s.request(`/crew/${aurora}/${crewId.crew}`, { token: token.officer })
    ).json();
    expect(officerView.private).toBeNull();
    // A crew member reads only their own profile.
    expect((await s.request(`/crew/${aurora}/${crewId.officer}`, { token: token.crew })).status).toBe(403);
  });
});

describe('changing crew records', () => {
  it('lets the crew member keep their own bank details, offline too, and no one else’s', async () => {
    const own = await op('crew', 'crew/bank/save', {
      crewId: crewId.crew,
      bankIban: 'GB33BUKB20201555555555',
    });
    expect(own.results[0]).toMatchObject({ status: 'applied' });
    const other = await op('crew', 'crew/bank/save', { crewId: crewId.officer, bankIban: 'GB00STOLEN' });
    expect(other.results[0]).toMatchObject({ status: 'rejected' });
    const [row] = await s.db.query<{ bank_iban: string }>(
      'SELECT bank_iban FROM crew_private WHERE crew_id = $1',
      [crewId.officer],
    );
    expect(row!.bank_iban).not.toBe('GB00STOLEN');
  });

  it('needs level 5 over the crew member for personal details, and keeps names to the account rule', async () => {
    const body = {
      firstName: 'Sam',
      lastName: 'Taylor',
      phoneNumber: '+44 1632 960000',
      maritalStatus: 'Single',
    };
    expect((await put('officer', `/crewonyacht/${crewId.crew}/personalinformations`, body)).status).toBe(403);
    expect((await put('purser', `/crewonyacht/${crewId.crew}/personalinformations`, body)).status).toBe(200);
    // The purser may not rename the captain (above them).
    const up = await put('purser', `/crewonyacht/${crewId.captain}/personalinformations`, {
      firstName: 'Jim',
      lastName: 'Whitfield',
    });
    expect(up.status).toBe(403);
    const bad = await put('crew', `/crewonyacht/${crewId.crew}/personalinformations`, {
      firstName: '',
      lastName: 'Taylor',
      dob: '1990-02-30',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Field is required.');
  });

  it('keeps a field left out and clears one sent null or empty, over REST and /sync alike', async () => {
    const id = crewId.captain;
    const details = async () =>
      (await feed('captain')).crewDetails!.find((d) => d.crewId === id) as unknown as Record<string, unknown>;
    const crew = async () => (await feed('captain')).crew!.find((c) => c.id === id)!;
    const names = { firstName: 'Jim', lastName: 'Whitfield' };
    const personal = (body: object) => put('captain', `/crewonyacht/${id}/personalinformations`, body);
    await personal({
      ...names,
      phoneNumber: '+1 555',
      dob: '1980-01-02',
      nationality: [1],
      address: 'Quay 1',
    });
    expect((await personal(names)).status).toBe(200);
    const kept = { phoneNumber: '+1 555', dob: '1980-01-02', nationality: [1], address: 'Quay 1' };
    expect(await details()).toMatchObject(kept);
    await op('captain', 'crew/profile/save', { crewId: id, ...names });
    expect(await details()).toMatchObject(kept);
    await personal({ ...names, phoneNumber: null, address: '' });
    expect(await details()).toMatchObject({ phoneNumber: null, address: null, dob: '1980-01-02' });

    const { departmentId, positionId } = await crew();
    const place = { departmentId, positionId };
    const position = (body: object) => put('captain', `/crewonyacht/${id}/positiondetails`, body);
    await position({ ...place, customId: 'C-1', portOfEmbarkation: 'Palma', repatriation: 'Flight' });
    expect((await position(place)).status).toBe(200);
    const employment = { customId: 'C-1', portOfEmbarkation: 'Palma', repatriation: 'Flight' };
    expect(await crew()).toMatchObject(employment);
    await op('captain', 'crew/position/save', { crewId: id, ...place }, (await crew()).version);
    expect(await crew()).toMatchObject(employment);
    await position({ ...place, customId: null, repatriation: '' });
    expect(await crew()).toMatchObject({ customId: null, portOfEmbarkation: 'Palma', repatriation: null });
    // Nationality sent null clears it, as the form's other fields.
    await personal({ ...names, nationality: [1] });
    expect((await personal({ ...names, nationality: null })).status).toBe(200);
    expect(await details()).toMatchObject({ nationality: [] });
  });

  it('says a date of birth that is no date is one', async () => {
    for (const dob of ['2000-02-30', '0000-01-01']) {
      const res = await put('purser', `/crewonyacht/${crewId.crew}/personalinformations`, {
        firstName: 'Sam',
        lastName: 'Taylor',
        dob,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).errorList).toEqual([
        { property: 'dob', message: 'Invalid date. Use YYYY-MM-DD.' },
      ]);
    }
  });

  it('answers a change made on an older copy with a conflict, and changes nothing', async () => {
    const [d] = await s.db.query<{ version: string }>('SELECT version FROM crew_details WHERE crew_id = $1', [
      crewId.crew,
    ]);
    const base = Number(d!.version);
    const first = await op(
      'crew',
      'crew/profile/save',
      { crewId: crewId.crew, firstName: 'Sam', lastName: 'Taylor', address: 'A' },
      base,
    );
    expect(first.results[0]).toMatchObject({ status: 'applied' });
    const stale = await op(
      'crew',
      'crew/profile/save',
      { crewId: crewId.crew, firstName: 'Sam', lastName: 'Taylor', address: 'B' },
      base,
    );
    expect(stale.results[0]).toMatchObject({ status: 'conflict' });
    expect(stale.results[0].records.crewDetails[0].address).toBe('A');
  });

  it('keeps pay from one’s own hands: a purser adds a pay review for crew, not for themselves', async () => {
    const review = {
      salaryId: '01JCREWSALARY000000000001',
      amount: '4100.50',
      currencyId: 3,
      isBonus: false,
      changeDate: '2026-11-01',
    };
    const path = (who: string) => `/salary/crewonyacht/${crewId[who]}`;
    expect((await s.post(path('crew'), review, token.purser)).status).toBe(200);
    expect(
      (await s.post(path('purser'), { ...review, salaryId: '01JCREWSALARY000000000002' }, token.purser))
        .status,
    ).toBe(403);
    expect(
      (await s.post(path('crew'), { ...review, salaryId: '01JCREWSALARY000000000003' }, token.officer))
        .status,
    ).toBe(403);
    const history = await (await s.request(`/salary/${crewId.crew}/history`, { token: token.crew })).json();
    expect(history.find((h: { id: string }) => h.id === review.salaryId)).toMatchObject({
      amount: 4100.5,
      currencyId: 3,
    });
    // The officer does not read the crew's pay.
    expect((await s.request(`/salary/${crewId.crew}/history`, { token: token.officer })).status).toBe(403);
    // Amounts are plain numbers.
    const odd = await s.post(
      path('crew'),
      { ...review, salaryId: '01JCREWSALARY000000000004', amount: '1e3' },
      token.purser,
    );
    expect(await odd.json()).toMatchObject({
      errorList: [{ property: 'amount', message: 'Field should be a number.' }],
    });
  });

  it('sets the leave days in force from the newest leave increment', async () => {
    const res = await s.post(
      `/leaveincrement/crewonyacht/${crewId.crew}`,
      { incrementId: '01JCREWLEAVE0000000000001', amount: 42, changeDate: '2026-11-02' },
      token.captain,
    );
    expect(res.status).toBe(200);
    const [row] = await s.db.query<{ leave_days: string }>(
      'SELECT leave_days FROM user_vessel_roles WHERE id = $1',
      [crewId.crew],
    );
    expect(Number(row!.leave_days)).toBe(42);
  });

  it('lets level 4 put crew on board or ashore, and order the list; not the crew', async () => {
    expect((await put('crew', `/crew/isOnBoard/${aurora}/${crewId.crew}/false`, {})).status).toBe(403);
    expect((await put('officer', `/crew/isOnBoard/${aurora}/${crewId.crew}/false`, {})).status).toBe(200);
    // In any case, as every boolean of the spec's calls: 'True' was a 404.
    const onBoard = async () =>
      (
        (await (await s.request(`/crew/onyacht/${aurora}`, { token: token.officer })).json()) as CrewRecord[]
      ).find((c) => c.id === crewId.crew)?.isOnBoard;
    expect((await put('officer', `/crew/isOnBoard/${aurora}/${crewId.crew}/True`, {})).status).toBe(200);
    expect(await onBoard()).toBe(true);
    expect((await put('officer', `/crew/isOnBoard/${aurora}/${crewId.crew}/FALSE`, {})).status).toBe(200);
    expect(await onBoard()).toBe(false);
    expect((await put('officer', `/crew/isOnBoard/${aurora}/${crewId.crew}/1`, {})).status).toBe(404);
    // Ashore again (a replay, or a second tap): the stored version, no change for the devices.
    const ashore = await put('officer', `/crew/isOnBoard/${aurora}/${crewId.crew}/false`, {});
    const again = await put('officer', `/crew/isOnBoard/${aurora}/${crewId.crew}/false`, {});
    expect((await again.json()).version).toBe((await ashore.json()).version);
    const order = (orders: unknown) => s.post(`/crew/onyacht/${aurora}/order`, { orders }, token.officer);
    expect((await order([{ crewId: crewId.crew, order: 1.5 }])).status).toBe(200);
    const clash = await order([{ crewId: crewId.officer, order: 1.5 }]);
    expect(clash.status).toBe(400);
    expect((await s.post(`/crew/onyacht/${aurora}/order`, { orders: [] }, token.crew)).status).toBe(403);
  });
});

describe('crew status', () => {
  it('refuses prospective for someone who has started, unless forced; former ends the role', async () => {
    const path = `/crewonyacht/${crewId.crew}/assignstate`;
    const early = await put('captain', path, { stateId: -1 });
    expect(await early.json()).toMatchObject({
      errorList: [
        {
          property: 'stateId',
          message: 'The start date requires this person to have an "Current Crew" status.',
        },
      ],
    });
    expect((await put('officer', path, { stateId: 2 })).status).toBe(403);
    expect((await put('captain', path, { stateId: 2 })).status).toBe(200);
    const former = await (await s.request(`/xcrew/onyacht/${aurora}`, { token: token.officer })).json();
    expect(former.map((c: CrewRecord) => c.id)).toContain(crewId.crew);
    const current = await (await s.request(`/crew/onyacht/${aurora}`, { token: token.officer })).json();
    expect(current.map((c: CrewRecord) => c.id)).not.toContain(crewId.crew);
    // Back on board from today.
    expect((await put('captain', path, { stateId: 1 })).status).toBe(200);
    // Current Crew again (a second Save, a replay): nothing written, no audit line.
    const state = async () =>
      (
        await s.db.query<{ version: string; lines: string }>(
          `SELECT version, (SELECT count(*) FROM audit_log WHERE action = 'crew.status') AS lines
             FROM user_vessel_roles WHERE id = $1`,
          [crewId.crew],
        )
      )[0];
    const before = await state();
    const again = await put('captain', path, { stateId: 1 });
    expect([again.status, (await again.json()).crewId]).toEqual([200, crewId.crew]);
    expect(await state()).toEqual(before);
  });
});

describe('former crew: the months back', () => {
  it('an empty months is the default 12; a bad one is refused under months', async () => {
    const xcrew = (query: string) => s.request(`/xcrew/onyacht/${aurora}${query}`, { token: token.officer });
    const plain = await (await xcrew('')).json();
    const empty = await xcrew('?months=');
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual(plain);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await xcrew(`?months=${bad}`);
      expect([bad, res.status, (await res.json()).errorList[0].property]).toEqual([bad, 400, 'months']);
    }
  });
});

describe('departments and positions', () => {
  it('adds, refuses a name twice, and will not delete one in use', async () => {
    const add = (name: string, who = 'officer') =>
      s.post('/departments', { name, yachtId: aurora }, token[who]);
    expect((await add('Spa', 'crew')).status).toBe(403);
    const made = await (await add('Spa')).json();
    expect(made).toMatchObject({ name: 'Spa' });
    expect(await (await add('spa')).json()).toMatchObject({
      errorList: [{ property: 'name', message: 'A department with this name already exists.' }],
    });
    const [deck] = await s.db.query<{ id: number }>(
      "SELECT id FROM departments WHERE vessel_id = $1 AND name = 'Deck'",
      [aurora],
    );
    const inUse = await s.request(`/departments/${deck!.id}/${aurora}`, {
      method: 'DELETE',
      token: token.officer,
    });
    expect(await inUse.json()).toEqual({ message: 'Delete Failed - There are users using this item' });
    // The item sent back as read: its own id passes, another one is refused (never used).
    const edit = (body: object) =>
      s.request(`/departments/${made.id}/${aurora}`, {
        method: 'PUT',
        token: token.officer,
        body: JSON.stringify(body),
      });
    expect(await (await edit({ id: deck!.id, name: 'Spa deck', yachtId: aurora })).json()).toMatchObject({
      errorList: [{ property: 'id', message: 'Invalid id.' }],
    });
    expect((await edit({ id: made.id, name: 'Spa deck', yachtId: aurora, order: made.order })).status).toBe(
      200,
    );
    const gone = await s.request(`/departments/${made.id}/${aurora}`, {
      method: 'DELETE',
      token: token.officer,
    });
    expect(gone.status).toBe(200);
    // Devices drop it: it comes as a tombstone.
    const changes = await (await s.request('/sync/changes?since=0', { token: token.crew })).json();
    expect(changes.departments.find((d: { id: number }) => d.id === made.id)).toMatchObject({
      deleted: true,
    });
  });

  it('saves the order as dragged', async () => {
    const list = await (await s.request(`/positions/onyacht/${aurora}`, { token: token.crew })).json();
    const ids = list.map((p: { id: number }) => p.id).reverse();
    const res = await put('officer', `/DeparmentAndPosition/${aurora}`, { departments: [], positions: ids });
    expect(res.status).toBe(200);
    const after = await (await s.request(`/positions/onyacht/${aurora}`, { token: token.crew })).json();
    expect(after.map((p: { id: number }) => p.id)).toEqual(ids);
  });
});
