import type { CrewDocument } from '@contracts/crew-documents';
import { afterEach, beforeAll, expect } from 'vitest';
import { aurora, crewId, openCrewServer, s, token, userId } from './crew-server';
import { storedFile } from './file-fixtures';

/**
 * What the crew documents' attack tests share (crew-documents-attack-*.test.ts): the demo
 * fleet's server, its people, and calls that answer 2xx or 4xx, never 5xx. Roles on M/Y Aurora:
 * crew 2, officer 4, purser 5, captain 6, fleet 8; crew@ and fleet@ are on S/Y Meridian too.
 * The server's values are live bindings, set by `crewDocumentsAttackServer` before each file's
 * tests run (a file's tests run one after another, so one file's values never meet another's).
 */
export { aurora, crewId, s, token, userId };
export let meridian: number;
export let crewOnMeridian: number;

let seq = 0;
export const ulid = () => `01JX${String(++seq).padStart(22, '0')}`;
export const opId = () => `op${String(++seq).padStart(20, '0')}`;

export const call = (
  who: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  s.request(path, {
    method,
    token: token[who],
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
/** 2xx or 4xx, never a 5xx. */
export async function answered(res: Response | Promise<Response>) {
  const r = await res;
  const text = await r.clone().text();
  expect(r.status, text).toBeGreaterThanOrEqual(200);
  expect(r.status, text).toBeLessThan(500);
  return r;
}
export const passport = {
  categoryId: 1,
  nationality: 77,
  passportNo: 'X1234567',
  issuedAt: '2020-01-02',
  expiryDate: '2030-01-01',
};

/** A stored crewDocument file uploaded by `who` for `owner` on `vessel`. */
export const fileFor = (who: string, owner: string, vessel = aurora) =>
  storedFile(s, token[who]!, vessel, userId[owner]!, ulid(), 'crewDocument');

/** Uploads a file and adds it as a document by REST; answers the response and the ids. */
export async function add(
  who: string,
  owner: string,
  details: Record<string, unknown>,
  opts: { documentId?: string; fileId?: string; vessel?: number; crew?: number } = {},
) {
  const vessel = opts.vessel ?? aurora;
  const fileId = opts.fileId ?? (await fileFor(who, owner, vessel));
  const documentId = opts.documentId ?? ulid();
  const res = await answered(
    call(who, 'POST', `/documents/crew/${vessel}/${opts.crew ?? crewId[owner]}`, {
      documentId,
      fileId,
      fileName: 'scan.png',
      ...details,
    }),
  );
  return { res, documentId, fileId };
}
export async function added(who: string, owner: string, details: Record<string, unknown>, opts = {}) {
  const a = await add(who, owner, details, opts);
  expect(a.res.status, await a.res.clone().text()).toBe(200);
  return a;
}

export type Result = { id: string; status: string; message?: string; records?: Record<string, unknown[]> };
export async function sync(who: string, op: string, body: unknown, baseVersion = 0) {
  const res = await answered(
    call(who, 'POST', '/sync', { cursor: 0, ops: [{ id: opId(), op, body, baseVersion }] }),
  );
  expect(res.status).toBe(200);
  const json = (await res.json()) as { results: Result[]; changes: { crewDocuments?: CrewDocument[] } };
  return json.results[0]!;
}
export const feed = async (who: string) =>
  ((await (await call(who, 'GET', '/sync/changes?since=0')).json()).crewDocuments ?? []) as CrewDocument[];
export const listOf = async (who: string, path: string) => {
  const res = await answered(call(who, 'GET', path));
  return res.status === 200 ? ((await res.json()) as CrewDocument[]) : [];
};
export type Listed = {
  userId: number;
  crewId: number;
  issues: { kind: string; name?: string; documentId?: string }[];
};
export const issuesOf = async (who: string) =>
  ((await (await call(who, 'GET', `/issues/${aurora}`)).json()).crew ?? []) as Listed[];

/** The stored row of a document, and the whole table: a refusal must change neither. */
export const rowOf = async (id: string) =>
  (await s.db.query<Record<string, unknown>>('SELECT * FROM crew_documents WHERE id = $1', [id]))[0];
export const table = async () => JSON.stringify(await s.db.query('SELECT * FROM crew_documents ORDER BY id'));

/** Every place a level-4 officer could read a document: lists, feed, file route, issues. */
export async function officerSees(documentId: string, fileId: string) {
  const seen: string[] = [];
  for (const path of [
    `/documents/onyacht/${aurora}`,
    `/xdocuments/onyacht/${aurora}`,
    `/documents/crewonyacht/${crewId.crew}`,
  ])
    if ((await listOf('officer', path)).some((d) => d.id === documentId)) seen.push(path);
  if ((await feed('officer')).some((d) => d.id === documentId)) seen.push('feed');
  if ((await answered(call('officer', 'GET', `/files/${fileId}`))).status === 200) seen.push('file');
  if ((await answered(call('officer', 'GET', `/files/${fileId}/meta`))).status === 200) seen.push('meta');
  const issues = (await issuesOf('officer')).flatMap((c) => c.issues);
  if (issues.some((i) => i.documentId === documentId)) seen.push('issues');
  return seen;
}

/** Opens the attack tests' server for the calling test file, and closes it after. */
export function crewDocumentsAttackServer() {
  openCrewServer();
  beforeAll(async () => {
    meridian = await s.vesselId('meridian');
    const [row] = await s.db.query<{ id: number }>(
      'SELECT id FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
      [userId.crew, meridian],
    );
    crewOnMeridian = row!.id;
  });
  // Never a 500: nothing reaches the server's error log.
  afterEach(() => {
    expect(s.errors.splice(0).map(String)).toEqual([]);
  });
}
