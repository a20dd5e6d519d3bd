import { describe, expect, it } from 'vitest';
import { aurora, crewId, openCrewServer, opsAs, s, token, userId } from '../../../../testing/crew-server';
import { TEST_TODAY } from '../../../../testing/test-server';

/**
 * Found by an attack on the crew records (doc 2): odd crew ids, the order of people above the
 * caller, order numbers after a return, status dates, deleted departments, a re-added user.
 */
openCrewServer();

const op = opsAs('01JATTACK');
const call = (who: string, method: string, path: string, body?: unknown) =>
  s.request(path, {
    method,
    token: token[who],
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** Level-2 Aurora crew members other than the demo crew member, who are on no other vessel. */
async function shipmates(n: number) {
  const rows = await s.db.query<{
    id: number;
    user_id: number;
    email: string;
    department_id: number;
    position_id: number;
    role_id: number;
  }>(
    `SELECT uvr.id, uvr.user_id, u.email, uvr.department_id, uvr.position_id, uvr.role_id
       FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id JOIN users u ON u.id = uvr.user_id
      WHERE uvr.vessel_id = $1 AND r.permission_level = 2 AND uvr.user_id <> $2 AND uvr.end_date IS NULL
        AND NOT EXISTS (SELECT 1 FROM user_vessel_roles x WHERE x.user_id = uvr.user_id AND x.vessel_id <> $1)
      ORDER BY uvr.id`,
    [aurora, userId.crew],
  );
  return rows.slice(0, n);
}
let taken = 0;
const nextMate = async () => (await shipmates(20))[taken++]!;

describe('crew id out of range in the path', () => {
  it('answers a crew id beyond the integer range with 4xx, never 5xx', async () => {
    const big = 9_999_999_999;
    const probes: [string, string, unknown?][] = [
      ['PUT', `/crewonyacht/${big}/personalinformations`, { firstName: 'A', lastName: 'B' }],
      ['GET', `/crew/${aurora}/${big}`],
      ['GET', `/salary/${big}/history`],
      ['GET', `/leaveincrement/${big}/history`],
      ['PUT', `/crewonyacht/${big}/assignstate`, { stateId: 1 }],
      [
        'POST',
        `/salary/crewonyacht/${big}`,
        {
          salaryId: '01JATTACKSALARY0000000001',
          amount: 1,
          currencyId: 1,
          isBonus: false,
          changeDate: '2026-01-01',
        },
      ],
    ];
    const got: Record<string, number> = {};
    for (const [method, path, body] of probes)
      got[`${method} ${path}`] = (await call('purser', method, path, body)).status;
    expect(Object.entries(got).filter(([, status]) => status >= 500)).toEqual([]);
  });
});

describe('crew order is level 4 over the crew member', () => {
  it('refuses an officer (4) moving the captain (6) or the fleet manager (8) in the crew order, over REST', async () => {
    const before = await s.db.query<{ id: number; crew_order: number }>(
      'SELECT id, crew_order FROM user_vessel_roles WHERE id = ANY($1::int[]) ORDER BY id',
      [[crewId.captain, crewId.fleet]],
    );
    const res = await s.post(
      `/crew/onyacht/${aurora}/order`,
      {
        orders: [
          { crewId: crewId.captain, order: 77 },
          { crewId: crewId.fleet, order: 78 },
        ],
      },
      token.officer,
    );
    expect(res.status).toBe(403);
    const after = await s.db.query(
      'SELECT id, crew_order FROM user_vessel_roles WHERE id = ANY($1::int[]) ORDER BY id',
      [[crewId.captain, crewId.fleet]],
    );
    expect(after).toEqual(before);
  });

  it('refuses the same through the crew/order sync op', async () => {
    const out = await op('officer', 'crew/order', {
      yachtId: aurora,
      orders: [{ crewId: crewId.captain, order: 88 }],
    });
    expect(out.results[0].status).toBe('rejected');
  });
});

describe('order numbers stay unique among current crew', () => {
  it('does not let a former crew member come back onto an order number someone now holds', async () => {
    const mate = await nextMate();
    expect(
      (
        await s.post(
          `/crew/onyacht/${aurora}/order`,
          { orders: [{ crewId: crewId.crew, order: 42.5 }] },
          token.officer,
        )
      ).status,
    ).toBe(200);
    expect(
      (await call('captain', 'PUT', `/crewonyacht/${crewId.crew}/assignstate`, { stateId: 2 })).status,
    ).toBe(200);
    // Free now: the shipmate takes 42.5.
    expect(
      (
        await s.post(
          `/crew/onyacht/${aurora}/order`,
          { orders: [{ crewId: mate.id, order: 42.5 }] },
          token.officer,
        )
      ).status,
    ).toBe(200);
    // Back to Current Crew: their old 42.5 comes back with them.
    await call('captain', 'PUT', `/crewonyacht/${crewId.crew}/assignstate`, { stateId: 1 });
    const current = (await (await call('officer', 'GET', `/crew/onyacht/${aurora}`)).json()) as {
      id: number;
      crewOrder: number | null;
    }[];
    expect(current.filter((c) => c.crewOrder === 42.5).map((c) => c.id)).toHaveLength(1);
  });
  it('refuses the same crew member twice in one save, by REST and sync, naming orders; nothing changes', async () => {
    const mate = await nextMate();
    const orders = [
      { crewId: mate.id, order: 3 },
      { crewId: mate.id, order: 99 },
    ];
    const orderOf = async () =>
      (
        await s.db.query<{ o: number | null }>(
          'SELECT crew_order AS o FROM user_vessel_roles WHERE id = $1',
          [mate.id],
        )
      )[0]!.o;
    const before = await orderOf();
    const rest = await s.post(`/crew/onyacht/${aurora}/order`, { orders }, token.officer);
    expect(rest.status).toBe(400);
    const message = 'The same crew member cannot be given two orders.';
    expect((await rest.json()).errorList).toEqual([{ property: 'orders', message }]);
    const out = await op('officer', 'crew/order', { yachtId: aurora, orders });
    expect(out.results[0]).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'body.orders', message }],
    });
    expect(await orderOf()).toBe(before);
  });
});

describe('crew status dates', () => {
  it('refuses a former-crew end date before the crew member’s start date', async () => {
    const mate = await nextMate();
    expect(
      (
        await call('officer', 'PUT', `/crewonyacht/${mate.id}/positiondetails`, {
          departmentId: mate.department_id,
          positionId: mate.position_id,
          startDate: '2027-03-01',
        })
      ).status,
    ).toBe(200);
    const res = await call('captain', 'PUT', `/crewonyacht/${mate.id}/assignstate`, {
      stateId: 2,
      endDate: '2026-12-01',
    });
    const [row] = await s.db.query<{ start_date: string; end_date: string }>(
      'SELECT start_date::text, end_date::text FROM user_vessel_roles WHERE id = $1',
      [mate.id],
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errorList: [{ property: 'endDate', message: 'Must not be before the start date.' }],
    });
    // Refused as a whole: still on board.
    expect(row!.end_date).toBeNull();
  });

  it('does not move the end date of someone who left long ago when they are set former again', async () => {
    const mate = await nextMate();
    await s.db.query(
      "UPDATE user_vessel_roles SET crew_status = 2, end_date = '2026-06-30', version = next_change() WHERE id = $1",
      [mate.id],
    );
    await call('captain', 'PUT', `/crewonyacht/${mate.id}/assignstate`, { stateId: 2 });
    const [row] = await s.db.query<{ end_date: string }>(
      'SELECT end_date::text FROM user_vessel_roles WHERE id = $1',
      [mate.id],
    );
    expect(row!.end_date).toBe('2026-06-30');
  });
});

describe('departments', () => {
  it('does not reorder (edit) a deleted department', async () => {
    const made = await (
      await s.post('/departments', { name: 'Tombstone', yachtId: aurora }, token.officer)
    ).json();
    expect((await call('officer', 'DELETE', `/departments/${made.id}/${aurora}`)).status).toBe(200);
    const [before] = await s.db.query<{ sort_order: number; version: string }>(
      'SELECT sort_order, version FROM departments WHERE id = $1',
      [made.id],
    );
    const res = await call('officer', 'PUT', `/DeparmentAndPosition/${aurora}`, {
      departments: [made.id],
      positions: [],
    });
    const [after] = await s.db.query<{ sort_order: number; version: string }>(
      'SELECT sort_order, version FROM departments WHERE id = $1',
      [made.id],
    );
    expect(res.status).toBe(400);
    expect(after).toEqual(before);
  });
});

describe('a former crew member added again', () => {
  it('is current crew again when re-added through Add user', async () => {
    const mate = await nextMate();
    expect((await call('captain', 'PUT', `/crewonyacht/${mate.id}/assignstate`, { stateId: 2 })).status).toBe(
      200,
    );
    const [u] = await s.db.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM users WHERE id = $1',
      [mate.user_id],
    );
    const res = await s.post(
      `/users/${aurora}`,
      {
        email: mate.email,
        firstName: u!.first_name,
        lastName: u!.last_name,
        role: mate.role_id,
        departmentId: mate.department_id,
        positionId: mate.position_id,
        yachts: [aurora],
      },
      token.captain,
    );
    expect(res.status).toBe(200);
    const current = (await (await call('officer', 'GET', `/crew/onyacht/${aurora}`)).json()) as {
      id: number;
    }[];
    const [row] = await s.db.query<{ crew_status: number; end_date: string | null }>(
      'SELECT crew_status, end_date::text FROM user_vessel_roles WHERE id = $1',
      [mate.id],
    );
    expect(row).toEqual({ crew_status: 1, end_date: null });
    expect(current.map((c) => c.id)).toContain(mate.id);
  });
});
void TEST_TODAY;
