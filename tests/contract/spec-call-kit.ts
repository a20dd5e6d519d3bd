import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../server/testing/crew-fixture';
import type { TestServer } from '../../server/testing/test-server';

/**
 * The contract suite (issue 32): each call the spec lists, sent as the spec writes it (its path,
 * method, query and body names and value types), against a fresh server on the demo fleet; on
 * embedded PostgreSQL in `npm test` and again on PostgreSQL in its PostgreSQL pass. A call
 * fails when it is refused, or when its answer lacks a field the spec's data model names.
 */
export type Who = 'fleet' | 'captain' | 'purser' | 'officer' | 'crew';

export interface ContractContext {
  s: TestServer;
  /** M/Y Aurora (every module) and S/Y Meridian. */
  aurora: number;
  meridian: number;
  userId: Record<Who, number>;
  /** Each demo login's crew-on-yacht id on M/Y Aurora. */
  crewId: Record<Who, number>;
  token: Record<Who, string>;
  /** Values a call keeps for later ones (an id it created), by name. */
  kept: Record<string, unknown>;
}

export interface SpecRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api/v1, as the spec writes it, with its query names. */
  path: string;
  /** In the spec's shape: its field names, value types and nested objects; a form is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SpecCall {
  /** The call as the spec's call list writes it, e.g. "GET /crew/onyacht/{yachtId}". */
  call: string;
  /** Who makes it (a demo login); the spec's permission level for the call. */
  as: Who;
  request: (x: ContractContext) => SpecRequest;
  /** The status it must answer; any 2xx when not given. */
  status?: number;
  /** The fields the spec's data model names for its answer (for a list: every item's). */
  fields?: readonly string[];
  /** The object the fields are looked for in (default: the answer, or each item of a list). */
  item?: (answer: unknown) => unknown;
  /** What the call must have done, read back (a write that changed nothing fails here). */
  readBack?: (x: ContractContext, answer: unknown) => Promise<void> | void;
}

const WHO: readonly Who[] = ['fleet', 'captain', 'purser', 'officer', 'crew'];

/** The fields of `fields` that `value` (or each item of it, when a list) lacks. */
export function missingFields(value: unknown, fields: readonly string[]): string[] {
  // An empty list proves nothing: the call must be made where the list has items.
  if (Array.isArray(value) && value.length === 0) return ['(an empty list)'];
  const items = Array.isArray(value) ? value : [value];
  const missing = new Set<string>();
  for (const item of items) {
    for (const f of fields)
      if (typeof item !== 'object' || item === null || !Object.hasOwn(item, f)) missing.add(f);
  }
  return [...missing];
}

/** The body as sent: JSON, or a form in its own multipart encoding (the test server calls a body without a type JSON). */
async function encoded(req: SpecRequest): Promise<{ body?: BodyInit; headers?: Record<string, string> }> {
  if (!(req.body instanceof FormData))
    return { body: req.body === undefined ? undefined : JSON.stringify(req.body), headers: req.headers };
  const form = new Request('http://localhost/', { method: 'POST', body: req.body });
  return {
    body: new Uint8Array(await form.arrayBuffer()),
    headers: { ...req.headers, 'content-type': form.headers.get('content-type')! },
  };
}

/**
 * `body` with every number and boolean inside it written as text (`12` as `"12"`, `true` as
 * `"true"`), as a client of the spec's .NET back end may send them; a form or a body that is
 * itself a value stays as it is.
 */
export function asSpecText(body: unknown): unknown {
  const inner = (v: unknown): unknown => {
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (Array.isArray(v)) return v.map(inner);
    if (typeof v === 'object' && v !== null)
      return Object.fromEntries(Object.entries(v).map(([k, i]) => [k, inner(i)]));
    return v;
  };
  return typeof body === 'object' && body !== null && !(body instanceof FormData) ? inner(body) : body;
}

/**
 * `body` with its field names spelled in the spec's other case, at every level: `yachtID` as
 * `yachtId` and back, `firstname` as `firstName` (the spec writes both of each).
 */
export function inOtherCase(body: unknown): unknown {
  const flip = (k: string) =>
    k.endsWith('ID')
      ? `${k.slice(0, -2)}Id`
      : k.endsWith('Id')
        ? `${k.slice(0, -2)}ID`
        : k.replace(/^(first|last)name$/, '$1Name');
  const inner = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(inner);
    if (typeof v === 'object' && v !== null)
      return Object.fromEntries(Object.entries(v).map(([k, i]) => [flip(k), inner(i)]));
    return v;
  };
  return body instanceof FormData ? body : inner(body);
}

export interface SuiteOptions {
  /** Send each body's numbers and booleans as text (asSpecText). */
  asText?: boolean;
  /** Send each body's field names in the spec's other case (inOtherCase). */
  otherCase?: boolean;
}

async function send(x: ContractContext, call: SpecCall, options: SuiteOptions) {
  const sent = call.request(x);
  let req = options.asText ? { ...sent, body: asSpecText(sent.body) } : sent;
  if (options.otherCase) req = { ...req, body: inOtherCase(req.body) };
  if ((options.asText || options.otherCase) && JSON.stringify(req.body) !== JSON.stringify(sent.body))
    x.kept.textBodies = (Number(x.kept.textBodies) || 0) + 1;
  const res = await x.s.request(req.path, {
    method: req.method ?? 'GET',
    token: x.token[call.as],
    ...(await encoded(req)),
  });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
  return { res, json, text };
}

/**
 * One `it` per call, in the order given, on one server: a later call may use what an earlier
 * one created (`kept`).
 */
export function specCallSuite(title: string, calls: readonly SpecCall[], options: SuiteOptions = {}) {
  describe(title, () => {
    const x = { kept: {} } as ContractContext;
    beforeAll(async () => {
      const fixture = await crewServer();
      x.s = fixture.s;
      x.aurora = fixture.aurora;
      x.meridian = await fixture.s.vesselId('meridian');
      x.userId = {} as Record<Who, number>;
      x.crewId = {} as Record<Who, number>;
      x.token = {} as Record<Who, string>;
      for (const who of WHO) {
        x.userId[who] = fixture.userId[who]!;
        x.crewId[who] = fixture.crewId[who]!;
        x.token[who] = fixture.token[who]!;
      }
    });
    afterAll(() => x.s?.close());

    for (const call of calls) {
      it(`${call.call} as ${call.as}`, async () => {
        const { res, json, text } = await send(x, call, options);
        const what = `${call.call}: ${res.status} ${text.slice(0, 300)}`;
        if (call.status !== undefined) expect(res.status, what).toBe(call.status);
        else expect(res.ok, what).toBe(true);
        if (call.fields) {
          const target = call.item ? call.item(json) : json;
          expect(missingFields(target, call.fields), `${call.call}: fields the spec names`).toEqual([]);
        }
        await call.readBack?.(x, json);
      });
    }
    // A run meant to send bodies otherwise than the tables write them must have sent some.
    if (options.asText || options.otherCase)
      it('sent bodies otherwise written', () => expect(Number(x.kept.textBodies)).toBeGreaterThan(0));
  });
}
