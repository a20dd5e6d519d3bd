import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/** Issue 6, defect 6: no request may make the server walk a span nobody's screen needs. */
let s: TestServer;
let aurora: number;
let crewId: number;
let crew: string;
let officer: string;

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  crew = (await s.login('crew@demo.yacht')).accessToken;
  officer = (await s.login('officer@demo.yacht')).accessToken;
});
afterAll(() => s.close());

const WATCH = '111111110000000000000000111111110000000000000000';
const SPREAD = 'The dates of one save must fall within 62 days.';
const timed = async (run: () => Promise<Response> | Response) => {
  const started = performance.now();
  const res = await run();
  return { res, ms: performance.now() - started };
};

describe('the dates of one save or check fall within 62 days', () => {
  it('a non-compliance check from 0100-01-01 to 9999-12-29 is refused at once', async () => {
    const { res, ms } = await timed(() =>
      s.post(
        `/hor/compliance/noncompliances/${crewId}`,
        { yachtId: aurora, dates: ['0100-01-01', '9999-12-29'], binary: WATCH },
        crew,
      ),
    );
    expect(res.status).toBe(400);
    expect(ms).toBeLessThan(1000);
  });

  it('dates in range but a year apart are refused with a clear message, on save and check alike', async () => {
    const body = { yachtId: aurora, dates: ['2026-01-01', '2026-12-31'], binary: WATCH };
    for (const path of [`/hor/compliance/noncompliances/${crewId}`, `/hor/day/${crewId}`]) {
      const res = await s.post(path, body, crew);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: "Data you've entered are invalid.",
        errorList: [{ property: 'dates', message: SPREAD }],
      });
    }
    const sync = await s.post(
      '/sync',
      {
        cursor: 0,
        ops: [
          {
            id: '01JSPANTEST00000000000001',
            op: 'hor/day/save',
            body: { ...body, userId: crewId },
            baseVersion: 0,
          },
        ],
      },
      crew,
    );
    expect((await sync.json()).results[0]).toMatchObject({
      status: 'rejected',
      errorList: [{ message: SPREAD }],
    });
  });

  it('a whole month (the day page range save) still goes through', async () => {
    const dates = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
    const res = await s.post(
      `/hor/compliance/noncompliances/${crewId}`,
      { yachtId: aurora, dates, binary: WATCH },
      crew,
    );
    expect(res.status).toBe(200);
    const edges = ['2026-08-01', '2026-10-02']; // 62 days apart
    expect(
      (
        await s.post(
          `/hor/compliance/noncompliances/${crewId}`,
          { yachtId: aurora, dates: edges, binary: WATCH },
          crew,
        )
      ).status,
    ).toBe(200);
  });

  it('clearing days has the same bound', async () => {
    const res = await s.request(`/hor/day/rest/${crewId}`, {
      method: 'DELETE',
      body: JSON.stringify({ yachtId: aurora, dates: ['1900-01-01', '2100-12-31'] }),
      token: crew,
    });
    expect(res.status).toBe(400);
  });
});

describe('copying days', () => {
  const copy = (fromDateBegin: string, fromDateEnd: string, toDateBegin: string, toDateEnd: string) =>
    s.post(
      '/hor/day/copy',
      {
        yachtId: aurora,
        fromUser: crewId,
        toUser: crewId,
        fromDateBegin,
        fromDateEnd,
        toDateBegin,
        toDateEnd,
      },
      officer,
    );

  it('refuses a source range of more than 62 days rather than copying part of it', async () => {
    const res = await copy('1900-01-01', '2100-12-31', '2026-12-01', '2026-12-07');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('At most 62 days can be copied at once.');
  });

  it('refuses dates out of range', async () => {
    expect((await copy('2026-10-01', '2026-10-07', '9999-12-25', '9999-12-31')).status).toBe(400);
  });

  it('refuses a range that ends before it begins, naming the end', async () => {
    const res = await copy('2026-10-07', '2026-10-01', '2026-12-01', '2026-12-07');
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([
      { property: 'fromDateEnd', message: 'Must not be before the start date.' },
    ]);
  });
});
