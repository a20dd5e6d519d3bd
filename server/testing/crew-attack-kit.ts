import { expect } from 'vitest';
import type { TestServer } from './test-server';

/** What the attack tests of the crew calls share (crew-more-attack*.test.ts). */

/** Every vessel's positions ('aurora:Deckhand') and departments ('aurora:dept:Deck') by id. */
export async function placesOf(s: TestServer): Promise<Record<string, number>> {
  const rows = await s.db.query<{ key: string; id: number }>(
    `SELECT v.codename || ':' || p.name AS key, p.id FROM positions p JOIN vessels v ON v.id = p.vessel_id
     UNION ALL
     SELECT v.codename || ':dept:' || d.name, d.id FROM departments d JOIN vessels v ON v.id = d.vessel_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.id]));
}

/** Role ids by name ('Crew', 'Captain'). */
export async function roleIds(s: TestServer): Promise<Record<string, number>> {
  const roles = await s.db.query<{ id: number; name: string }>('SELECT id, name FROM roles');
  return Object.fromEntries(roles.map((r) => [r.name, r.id]));
}

/**
 * A registration trial account: another company, level 8 on its own vessel, with a position
 * there in its first department.
 */
export async function trialAccount(
  s: TestServer,
  who: { firstName: string; email: string; phone: string; address: string; yachtName: string },
) {
  const reg = await s.request('/users/register', {
    method: 'POST',
    address: who.address,
    body: JSON.stringify({
      user: {
        firstName: who.firstName,
        lastName: 'Trial',
        email: who.email,
        phone: who.phone,
        newPassword: 'Harbour2027',
        agreedWithTerms: true,
      },
      yacht: { type: 1, yachtName: who.yachtName },
    }),
  });
  expect(reg.status).toBe(200);
  const token = ((await reg.json()) as { accessToken: string }).accessToken;
  const [vessel] = await s.db.query<{ id: number }>('SELECT id FROM vessels WHERE name = $1', [
    who.yachtName,
  ]);
  const [department] = await s.db.query<{ id: number }>(
    'SELECT id FROM departments WHERE vessel_id = $1 ORDER BY id LIMIT 1',
    [vessel!.id],
  );
  const [position] = await s.db.query<{ id: number }>(
    "INSERT INTO positions (vessel_id, department_id, name, sort_order) VALUES ($1, $2, 'Deckhand', 1) RETURNING id",
    [vessel!.id, department!.id],
  );
  return { token, vessel: vessel!.id, department: department!.id, position: position!.id };
}

/** A request as one of the named users (a string body is sent as it is). */
export const callerOf =
  (s: TestServer, token: Record<string, string>) =>
  (who: string, method: string, path: string, body?: unknown) =>
    s.request(path, {
      method,
      token: token[who],
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });

/** A refusal in the spec's shape ({ message } or { errorList }), with its status and field. */
export async function refusal(res: Response, status: number, property?: string) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as { message?: unknown; errorList?: { property: string; message: string }[] };
  const listed =
    Array.isArray(body.errorList) &&
    body.errorList.every((e) => typeof e.property === 'string' && typeof e.message === 'string');
  expect(typeof body.message === 'string' || listed, text).toBe(true);
  if (property !== undefined) expect(body.errorList?.map((e) => e.property) ?? [], text).toContain(property);
  return body;
}
