import type { Requirement } from '@contracts/requirements';
import { afterAll, beforeAll, expect } from 'vitest';
import { crewServer } from './crew-fixture';
import type { TestServer } from './test-server';

/**
 * What the attack tests of requirements and vessel details share (requirements-attack.test.ts,
 * vessel-details-attack.test.ts): the demo crew's server, a position of Aurora and one of
 * Meridian, and the calls. The server's values are live bindings, set by
 * `requirementsAttackServer` before each file's tests run (a file's tests run one after another,
 * so one file's values never meet another's).
 */
export let s: TestServer;
export let aurora: number;
export let meridian: number;
export let token: Record<string, string>;
export let bosun: number;
export let meridianPos: number;

export const put = (who: string, path: string, body: unknown) =>
  s.request(path, {
    method: 'PUT',
    token: token[who],
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
export const get = (who: string, path: string) => s.request(path, { token: token[who] });
export const types = (list: Requirement[]) => list.map((r) => r.requirementTypeId);

/** A 400 in the spec's shape: a message and a list of {property, message}. */
export async function expect400(res: Response, property?: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as {
    message?: string;
    errorList?: { property: string; message: string }[];
  };
  expect(typeof body.message).toBe('string');
  expect(Array.isArray(body.errorList)).toBe(true);
  for (const e of body.errorList!) {
    expect(typeof e.property).toBe('string');
    expect(typeof e.message).toBe('string');
  }
  if (property) expect(body.errorList!.map((e) => e.property)).toContain(property);
  return body;
}

/** Opens the attack tests' server for the calling test file, and closes it after. */
export function requirementsAttackServer() {
  beforeAll(async () => {
    ({ s, aurora, token } = await crewServer());
    meridian = await s.vesselId('meridian');
    const [p] = await s.db.query<{ id: number }>(
      "SELECT id FROM positions WHERE vessel_id = $1 AND name = 'Bosun'",
      [aurora],
    );
    bosun = p!.id;
    const [m] = await s.db.query<{ id: number }>(
      'SELECT id FROM positions WHERE vessel_id = $1 AND NOT deleted ORDER BY id LIMIT 1',
      [meridian],
    );
    meridianPos = m!.id;
  });
  afterAll(() => s.close());
}
