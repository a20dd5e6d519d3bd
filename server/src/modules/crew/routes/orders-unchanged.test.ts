import { describe, expect, it } from 'vitest';
import { aurora, crewId, openCrewServer, s, token } from '../../../../testing/crew-server';

/**
 * The order editors' Save with the orders as they are (pressed again, a retry on a bad link)
 * answers as a save does and writes no audit line of a change that did not happen: the crew
 * order (POST /crew/onyacht/{yachtId}/order) and the departments' and positions' order
 * (PUT /DeparmentAndPosition/{yachtId}).
 */
openCrewServer();

const lines = async (action: string) =>
  (
    await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE action = $1', [action])
  )[0]!.n;
const send = async (method: string, path: string, body: unknown) => {
  const res = await s.request(path, { method, token: token.captain, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(200);
};
const ids = async (table: string) =>
  (
    await s.db.query<{ id: number }>(
      `SELECT id FROM ${table} WHERE vessel_id = $1 AND NOT deleted ORDER BY sort_order, id`,
      [aurora],
    )
  ).map((r) => r.id);

describe('orders saved as they are', () => {
  it('the crew order: no audit line for the repeat, one for a change', async () => {
    const path = `/crew/onyacht/${aurora}/order`;
    const [row] = await s.db.query<{ o: number }>(
      'SELECT crew_order AS o FROM user_vessel_roles WHERE id = $1',
      [crewId.crew],
    );
    const before = await lines('crew.order');
    await send('POST', path, { orders: [{ crewId: crewId.crew, order: Number(row!.o) }] });
    expect(await lines('crew.order')).toBe(before);
    await send('POST', path, { orders: [{ crewId: crewId.crew, order: 97.5 }] });
    expect(await lines('crew.order')).toBe(before + 1);
  });

  it('the departments and positions: no audit line for the repeat, one for a change', async () => {
    const path = `/DeparmentAndPosition/${aurora}`;
    const departments = await ids('departments');
    const positions = await ids('positions');
    const before = await lines('setup.ordered');
    await send('PUT', path, { departments, positions });
    expect(await lines('setup.ordered')).toBe(before);
    await send('PUT', path, { departments: [...departments].reverse(), positions });
    expect(await lines('setup.ordered')).toBe(before + 1);
  });
});
