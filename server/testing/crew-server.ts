import { afterAll, beforeAll } from 'vitest';
import { crewServer } from './crew-fixture';
import type { TestServer } from './test-server';

/**
 * The crew tests' server (crewServer) for the test file that calls `openCrewServer` at its top:
 * opened before its tests, closed after. The values are live bindings, set before the file's
 * tests run (a file's tests run one after another, so one file's values never meet another's).
 */
export let s: TestServer;
export let aurora: number;
export let token: Record<string, string>;
export let userId: Record<string, number>;
export let crewId: Record<string, number>;

export function openCrewServer() {
  beforeAll(async () => {
    ({ s, aurora, token, userId, crewId } = await crewServer());
  });
  afterAll(() => s.close());
}

/**
 * A queued operation as one of the demo roles, alone in a batch (ids `prefix` and a running
 * number, 25 characters); answers the server's JSON.
 */
export function opsAs(prefix: string) {
  let n = 0;
  return async (who: string, name: string, body: unknown, baseVersion = 0) => {
    const ops = [
      { id: `${prefix}${String(++n).padStart(25 - prefix.length, '0')}`, op: name, body, baseVersion },
    ];
    return (await s.post('/sync', { cursor: 0, ops }, token[who])).json();
  };
}
