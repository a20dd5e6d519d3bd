import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import { aurora, openCrewServer, s, token } from '../../../../testing/crew-server';

/**
 * The spec's Position is `id, name, order, yachtId` (doc 2, section 3): a client written to it
 * renames a position with that body, and no `departmentId`. Left out, the department is kept
 * (as a left-out order is); only `departmentId: null` takes the position out of its department.
 */
openCrewServer();

const positionWithDepartment = async () => {
  const [row] = await s.db.query<{ id: number; name: string; order: number; departmentId: number }>(
    `SELECT id, name, sort_order AS "order", department_id AS "departmentId" FROM positions
      WHERE vessel_id = $1 AND NOT deleted AND department_id IS NOT NULL ORDER BY id LIMIT 1`,
    [aurora],
  );
  return row!;
};
const departmentOf = async (id: number) =>
  (await s.db.query<{ d: number | null }>('SELECT department_id AS d FROM positions WHERE id = $1', [id]))[0]!
    .d;
const put = (id: number, body: object) =>
  s.request(`/positions/${id}/${aurora}`, {
    method: 'PUT',
    token: token.officer,
    body: JSON.stringify(body),
  });

describe('PUT /positions/{id}/{yachtId} in the spec shape', () => {
  it('renames the position and keeps its department', async () => {
    const p = await positionWithDepartment();
    const res = await put(p.id, { id: p.id, name: `${p.name} (renamed)`, order: p.order, yachtId: aurora });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await departmentOf(p.id)).toBe(p.departmentId);
  });

  it('takes it out of its department only when departmentId is null', async () => {
    const p = await positionWithDepartment();
    const res = await put(p.id, { name: p.name, yachtId: aurora, departmentId: null });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await departmentOf(p.id)).toBeNull();
  });

  it('keeps a left-out order, and takes the spec’s text for a number as that number', async () => {
    const p = await positionWithDepartment();
    const orderOf = async () =>
      Number(
        (await s.db.query<{ o: number }>('SELECT sort_order AS o FROM positions WHERE id = $1', [p.id]))[0]!
          .o,
      );
    expect((await put(p.id, { name: p.name, yachtId: aurora })).status).toBe(200);
    expect(await orderOf()).toBe(Number(p.order));
    expect((await put(p.id, { name: p.name, order: '7', yachtId: String(aurora) })).status).toBe(200);
    expect(await orderOf()).toBe(7);
    const bad = await put(p.id, { name: p.name, order: 'seven', yachtId: aurora });
    expect(bad.status).toBe(400);
  });
});

describe('moving a held position to another department', () => {
  /** A position someone on board holds, in their department, and another department of the vessel. */
  const held = async () => {
    const [row] = await s.db.query<{ id: number; name: string; d: number; other: number }>(
      `SELECT p.id, p.name, p.department_id AS d,
              (SELECT id FROM departments WHERE vessel_id = $1 AND NOT deleted AND id <> p.department_id LIMIT 1) AS other
         FROM positions p JOIN user_vessel_roles r ON r.position_id = p.id AND r.end_date IS NULL
        WHERE p.vessel_id = $1 AND NOT p.deleted AND p.department_id = r.department_id ORDER BY p.id LIMIT 1`,
      [aurora],
    );
    return row!;
  };

  it('is refused under departmentId, and its holders keep a place they can save', async () => {
    const p = await held();
    const res = await put(p.id, { name: p.name, departmentId: p.other });
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([{ property: 'departmentId', message: MSG.positionHeld }]);
    expect(await departmentOf(p.id)).toBe(p.d);
  });

  it('renaming it in its department still saves', async () => {
    const p = await held();
    const res = await put(p.id, { name: `${p.name} II`, departmentId: p.d });
    expect(res.status, await res.clone().text()).toBe(200);
  });
});

describe('PUT /DeparmentAndPosition/{yachtId} naming some of them', () => {
  const ordered = async (table: 'departments' | 'positions') =>
    (
      await s.db.query<{ id: number; o: number }>(
        `SELECT id, sort_order AS o FROM ${table} WHERE vessel_id = $1 AND NOT deleted ORDER BY sort_order, id`,
        [aurora],
      )
    ).map((r) => ({ id: r.id, o: Number(r.o) }));

  it('puts the named first and the rest after them in their order: no two share a place', async () => {
    const departments = await ordered('departments');
    const positions = await ordered('positions');
    expect(departments.length).toBeGreaterThan(2);
    const [a, b] = departments.slice(-2).map((d) => d.id) as [number, number];
    const res = await s.request(`/DeparmentAndPosition/${aurora}`, {
      method: 'PUT',
      token: token.officer,
      body: JSON.stringify({ departments: [b, a], positions: [] }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const rest = departments.map((d) => d.id).filter((id) => id !== a && id !== b);
    expect(await ordered('departments')).toEqual([b, a, ...rest].map((id, i) => ({ id, o: i + 1 })));
    expect((await ordered('positions')).map((p) => p.id)).toEqual(positions.map((p) => p.id));
    expect(new Set((await ordered('positions')).map((p) => p.o)).size).toBe(positions.length);
  });
});
