import { describe, expect, it } from 'vitest';
import { aurora, openCrewServer, s, token } from '../../../../testing/crew-server';

/**
 * A department or position saved as it stands is not a change: before, it moved on, and with
 * it the record of everyone holding it, so every device downloaded the whole crew list again.
 */
openCrewServer();

type Row = { id: number; name: string; order: number; departmentId: number | null; version: number };
const held = async (table: 'departments' | 'positions') => {
  const department = table === 'positions' ? 'department_id' : 'NULL::int';
  const column = table === 'positions' ? 'position_id' : 'department_id';
  const [row] = await s.db.query<Row>(
    `SELECT t.id, t.name, t.sort_order AS "order", ${department} AS "departmentId", t.version::int AS version
       FROM ${table} t WHERE t.vessel_id = $1 AND NOT t.deleted
        AND EXISTS (SELECT 1 FROM user_vessel_roles u WHERE u.${column} = t.id) ORDER BY t.id LIMIT 1`,
    [aurora],
  );
  return row!;
};
const version = async (table: string, id: number) =>
  Number((await s.db.query<{ v: number }>(`SELECT version AS v FROM ${table} WHERE id = $1`, [id]))[0]!.v);
const put = async (table: string, row: Row, body: object) => {
  const res = await s.request(`/${table}/${row.id}/${aurora}`, {
    method: 'PUT',
    token: token.officer,
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
};
const changes = async (since: number) =>
  (await (await s.request(`/sync/changes?since=${since}`, { token: token.officer })).json()) as {
    cursor: number;
    crew?: unknown[];
    departments?: unknown[];
    positions?: unknown[];
  };

describe.each(['departments', 'positions'] as const)('%s saved as they stand', (table) => {
  it('keep their version and the crew records, reach no device; a rename still does', async () => {
    const row = await held(table);
    const same = { name: row.name, order: row.order, yachtId: aurora };
    const body = table === 'positions' ? { ...same, departmentId: row.departmentId } : same;
    const { cursor } = await changes(0);
    await put(table, row, body);
    await put(table, row, { ...body, name: ` ${row.name} `, order: undefined });
    expect(await version(table, row.id)).toBe(row.version);
    const quiet = await changes(cursor);
    expect([quiet.crew ?? [], quiet.departments ?? [], quiet.positions ?? []]).toEqual([[], [], []]);

    await put(table, row, { ...body, name: `${row.name} (renamed)` });
    expect(await version(table, row.id)).toBeGreaterThan(row.version);
    expect((await changes(cursor)).crew?.length).toBeGreaterThan(0);
  });
});
