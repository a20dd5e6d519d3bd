import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * Odd input inside one /sync batch (issue 30, section 6): each operation is judged on its own,
 * so a text PostgreSQL cannot store or a body nested thousands deep is that operation's clean
 * refusal, and the operations around it still apply.
 */
let s: TestServer;
let aurora: number;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
});
afterAll(() => s.close());

const guideOp = (id: string, text: string) => ({
  id,
  op: 'hor/guide/save',
  body: { yachtId: aurora, text },
  baseVersion: 0,
});
const guideNow = async () =>
  (
    await s.db.query<{ guide: string | null }>('SELECT guide FROM hor_vessel_settings WHERE vessel_id = $1', [
      aurora,
    ])
  )[0]?.guide ?? null;

/** Posts a batch written as JSON text (JSON.stringify cannot write the deepest bodies). */
async function pushText(json: string) {
  const { accessToken } = await s.login('captain@demo.yacht');
  const res = await s.request('/sync', { method: 'POST', body: json, token: accessToken });
  return { status: res.status, body: await res.json() };
}
const push = (ops: unknown[]) => pushText(JSON.stringify({ cursor: 0, ops }));
const opsText = (ops: string[]) => `{"cursor":0,"ops":[${ops.join(',')}]}`;

/** `[[[…]]]` nested `depth` deep, as JSON text, as a corrupted or hostile outbox entry might carry. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('a text with a NUL inside a sync operation', () => {
  it('is refused as that operation, with the field named; the operations around it apply', async () => {
    const errorsBefore = s.errors.length;
    const { status, body } = await push([
      guideOp('01JODDINPUT00000000000001', 'First guide'),
      guideOp('01JODDINPUT00000000000002', 'Watch \u0000 keeping'),
      guideOp('01JODDINPUT00000000000003', 'Last guide'),
    ]);
    expect(status).toBe(200);
    expect(body.results).toEqual([
      { id: '01JODDINPUT00000000000001', status: 'applied', version: expect.any(Number) },
      {
        id: '01JODDINPUT00000000000002',
        status: 'rejected',
        message: MSG.status400,
        errorList: [{ property: 'body.text', message: MSG.badText }],
      },
      { id: '01JODDINPUT00000000000003', status: 'applied', version: expect.any(Number) },
    ]);
    expect(await guideNow()).toBe('Last guide');
    // A clean refusal, not a server error caught on the way out.
    expect(s.errors.slice(errorsBefore)).toEqual([]);
  });

  it('is refused in any operation and any field, a key too', async () => {
    const { body } = await push([
      {
        id: '01JODDINPUT00000000000011',
        op: 'inbox/seen',
        body: { ids: ['01J\u0000'] },
        baseVersion: 0,
      },
      { ...guideOp('01JODDINPUT00000000000012', 'x'), body: { yachtId: aurora, text: 'x', 'k\u0000': 1 } },
    ]);
    expect(body.results.map((r: { status: string; message: string }) => [r.status, r.message])).toEqual([
      ['rejected', MSG.status400],
      ['rejected', MSG.status400],
    ]);
    // The operation's own schema speaks first (here: no such inbox body); what it lets through,
    // such as a key it does not read, is still held to what the database can store.
    expect(body.results[0].errorList.length).toBeGreaterThan(0);
    expect(body.results[1].errorList).toEqual([{ property: 'body.k\u0000', message: MSG.badText }]);
  });
});

describe('an operation this server does not know', () => {
  it('is refused under op saying so; one without an op, as required; the others apply', async () => {
    const { body } = await push([
      { ...guideOp('01JODDINPUT00000000000031', 'x'), op: 'hor/guide/burn' },
      { id: '01JODDINPUT00000000000032', body: {}, baseVersion: 0 },
      { ...guideOp('01JODDINPUT00000000000034', 'x'), op: 5 },
      guideOp('01JODDINPUT00000000000033', 'Known op'),
    ]);
    expect(body.results.map((r: { status: string; errorList?: unknown }) => [r.status, r.errorList])).toEqual(
      [
        ['rejected', [{ property: 'op', message: 'Unknown operation: this server does not take it.' }]],
        ['rejected', [{ property: 'op', message: MSG.required }]],
        ['rejected', [{ property: 'op', message: 'Must be text.' }]],
        ['applied', undefined],
      ],
    );
    expect(await guideNow()).toBe('Known op');
  });
});

describe('an operation whose body nests thousands deep', () => {
  it('is refused alone; the batch answers 200 and the other operations apply', async () => {
    const { status, body } = await pushText(
      opsText([
        JSON.stringify(guideOp('01JODDINPUT00000000000021', 'Before the odd one')),
        `{"id":"01JODDINPUT00000000000022","op":"hor/guide/save","body":${nested(5000)},"baseVersion":0}`,
        JSON.stringify(guideOp('01JODDINPUT00000000000023', 'After the odd one')),
      ]),
    );
    expect(status).toBe(200);
    expect(body.results.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
      ['01JODDINPUT00000000000021', 'applied'],
      ['01JODDINPUT00000000000022', 'rejected'],
      ['01JODDINPUT00000000000023', 'applied'],
    ]);
    expect(body.results[1].message).toBe(MSG.status400);
    expect(await guideNow()).toBe('After the odd one');
  });

  it('the batch envelope itself is still bounded: nested outside the operations, or too many, is a 400', async () => {
    const deep = await pushText(`{"cursor":0,"ops":[],"first":${nested(5000)}}`);
    expect(deep.status).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) =>
      guideOp(`01JODDINPUTMANY${String(i).padStart(10, '0')}`, 'too many'),
    );
    expect((await push(many)).status).toBe(400);
    expect(await guideNow()).not.toBe('too many');
  });
});

describe('fields beside an operation’s body', () => {
  it('a field the operation does not carry is refused with that operation alone; the others apply', async () => {
    const before = await guideNow();
    const stray = { ...guideOp('01JSTRAYFIELD0000000000001', 'Not this one'), reopen: true };
    const fine = guideOp('01JSTRAYFIELD0000000000002', 'This one');
    const { status, body } = await push([stray, fine]);
    expect(status).toBe(200);
    expect(body.results[0]).toEqual({
      id: stray.id,
      status: 'rejected',
      message: MSG.status400,
      errorList: [{ property: 'reopen', message: MSG.unknownField }],
    });
    expect(body.results[1]).toMatchObject({ id: fine.id, status: 'applied' });
    expect(before).not.toBe('This one');
    expect(await guideNow()).toBe('This one');
  });
});
