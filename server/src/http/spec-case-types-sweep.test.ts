import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SampleIds } from '../../testing/route-samples';
import { auroraSampleIds, sendSample, writeSamples } from '../../testing/route-sweep-kit';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * The spec's other spellings (a field's name in another case, a number or boolean as text) on
 * every write's sample body, at every depth: never a 5xx (a text read as a number too big for
 * its column, a renamed field meeting a handler that read the exact one), and a vessel id named
 * in another case never lets a captain of one vessel write on another (the policy and the
 * handler read one field, whichever spelling wins).
 */
let s: TestServer;
let aurora: number;
let meridian: number;
let ids: SampleIds;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  meridian = await s.vesselId('meridian');
  ids = await auroraSampleIds(s, 'SWEEP');
});
afterAll(() => s.close());

type Path = (string | number)[];
type Node = Record<string | number, unknown>;
/** Every leaf of a body with its path. */
function leaves(v: unknown, path: Path = []): [Path, unknown][] {
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => leaves(x, [...path, Array.isArray(v) ? Number(k) : k]));
  return path.length ? [[path, v]] : [];
}
/** A copy of `body` whose leaf at `path` is `value`, or named `name` instead. */
function changed(body: unknown, path: Path, change: { value?: unknown; name?: string }): unknown {
  const copy = structuredClone(body) as Node;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Node;
  const key = path.at(-1)!;
  if (change.name === undefined) at[key] = change.value;
  else {
    const value = at[key];
    delete at[key];
    at[change.name] = value;
  }
  return copy;
}

/** The write routes with a JSON object for a sample body (/sync aside: its body is a list of operations). */
const writes = () =>
  writeSamples(aurora, ids).filter(
    ({ key, req }) => !key.includes('/sync') && req.body && typeof req.body === 'object' && !req.raw,
  );
const send = (w: ReturnType<typeof writes>[number], token: string, body: unknown) =>
  sendSample(s, w.key, w.req, token, JSON.stringify(body));

/** Over 500 writes each: on PostgreSQL every one is a round trip, past the default 30 s on a busy machine. */
const SWEEP_MS = 120_000;

describe('the spec’s other spellings on every write', () => {
  it(
    'never answer 5xx: each field in upper case, each number and boolean as odd text',
    async () => {
      const token = (await s.login('fleet@demo.yacht')).accessToken;
      const failed: string[] = [];
      let sent = 0;
      for (const w of writes())
        for (const [path, v] of leaves(w.req.body)) {
          const key = path.at(-1)!;
          const bodies = [
            ...(typeof key === 'string' ? [changed(w.req.body, path, { name: key.toUpperCase() })] : []),
            ...(typeof v === 'number'
              ? ['2147483648', '999999999999999', '-0'].map((t) => changed(w.req.body, path, { value: t }))
              : []),
            ...(typeof v === 'boolean' ? [changed(w.req.body, path, { value: 'TRUE' })] : []),
          ];
          for (const body of bodies) {
            sent++;
            const res = await send(w, token, body);
            if (res.status >= 500) failed.push(`${w.key} ${JSON.stringify(body)}: ${res.status}`);
          }
        }
      expect(sent).toBeGreaterThan(500);
      expect(failed).toEqual([]);
    },
    SWEEP_MS,
  );

  it(
    'never let a vessel id named in another case write on a vessel the caller has no role on',
    async () => {
      const token = (await s.login('captain@demo.yacht')).accessToken;
      const letIn: string[] = [];
      let sent = 0;
      for (const w of writes()) {
        const body = w.req.body as Record<string, unknown>;
        for (const k of Object.keys(body).filter((f) => /^(yacht|vessel)id$/i.test(f))) {
          const spellings = new Set([k.toUpperCase(), k.toLowerCase(), k[0]!.toUpperCase() + k.slice(1)]);
          spellings.delete(k);
          for (const other of spellings)
            for (const keep of [true, false]) {
              const renamed = keep ? { ...body, [other]: meridian } : changed(body, [k], { name: other });
              const named = keep ? renamed : { ...(renamed as Node), [other]: meridian };
              sent++;
              const res = await send(w, token, named);
              if (res.status < 300) letIn.push(`${w.key} ${JSON.stringify(named)}: ${res.status}`);
            }
        }
      }
      expect(sent).toBeGreaterThan(100);
      expect(letIn).toEqual([]);
    },
    SWEEP_MS,
  );
});
