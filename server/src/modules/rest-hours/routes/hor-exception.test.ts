import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  aurora,
  crewId,
  openRestHoursServer,
  opsWith,
  s,
  syncBatch,
} from '../../../../testing/rest-hours-kit';
import { loadSeafarerRecord } from '../records/load-record';

openRestHoursServer();
const op = opsWith('01JEXCEPTION');
const syncOp = (periods: object[]) => op('hor/exception/save', { yachtId: aurora, periods });
// Each for the demo crew member (read once the server is open: a period names its watchkeepers).
const may = () => ({ from: '2026-05-01', to: '2026-05-10', userIds: [crewId] });
const july = () => ({ from: '2026-07-01', to: '2026-07-14', userIds: [crewId] });

describe('the STCW exception regime setting', () => {
  it('anyone on board reads it; only the master (level 6+) sets it', async () => {
    const crew = await s.login('crew@demo.yacht');
    const read = async () =>
      (await s.request(`/hor/exception/${aurora}`, { token: crew.accessToken })).json();
    expect(await read()).toEqual({ periods: [] });
    for (const who of ['crew@demo.yacht', 'officer@demo.yacht', 'purser@demo.yacht']) {
      const { accessToken } = await s.login(who);
      expect((await s.post(`/hor/exception/${aurora}`, { periods: [may()] }, accessToken)).status).toBe(403);
    }
    const captain = await s.login('captain@demo.yacht');
    const saved = await s.post(`/hor/exception/${aurora}`, { periods: [july(), may()] }, captain.accessToken);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ periods: [may(), july()] });
    expect(await read()).toEqual({ periods: [may(), july()] });
  });

  it.each([
    [{ from: '2026-05-10', to: '2026-05-09' }, 'Must not be before start'],
    [{ from: '2026-05-01', to: '2026-05-15' }, 'At most 14 days (2 consecutive weeks)'],
  ])('refuses %j with the error on its end date', async (period, message) => {
    const captain = await s.login('captain@demo.yacht');
    const res = await s.post(`/hor/exception/${aurora}`, { periods: [period] }, captain.accessToken);
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([{ property: 'periods.0.to', message }]);
  });

  it('refuses overlapping periods', async () => {
    const captain = await s.login('captain@demo.yacht');
    const res = await s.post(
      `/hor/exception/${aurora}`,
      { periods: [may(), { from: '2026-05-10', to: '2026-05-12' }] },
      captain.accessToken,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([
      { property: 'periods', message: 'Periods must not overlap' },
    ]);
  });

  it('is set offline through /sync by the master, and refused there for an officer', async () => {
    const officer = await s.login('officer@demo.yacht');
    const refused = await syncBatch(s, officer.accessToken, [syncOp([july()])]);
    expect(refused.results[0].status).toBe('rejected');
    const captain = await s.login('captain@demo.yacht');
    const applied = await syncBatch(s, captain.accessToken, [syncOp([july()])]);
    expect(applied.results[0].status).toBe('applied');
    const read = await s.request(`/hor/exception/${aurora}`, { token: captain.accessToken });
    expect(await read.json()).toEqual({ periods: [july()] });
  });

  it("judges the crew's days by the regime on its dates, and says so", async () => {
    const crew = await s.login('crew@demo.yacht');
    const dates = Array.from({ length: 10 }, (_, i) => `2026-06-${String(i + 1).padStart(2, '0')}`);
    const binary = '1'.repeat(29) + '0'.repeat(19); // 9.5 h of rest a day: 66.5 h in 7 days
    expect(
      (await s.post(`/hor/day/${crewId}`, { yachtId: aurora, dates, binary }, crew.accessToken)).status,
    ).toBe(200);
    const captain = await s.login('captain@demo.yacht');
    await s.post(
      `/hor/exception/${aurora}`,
      { periods: [{ from: '2026-06-08', to: '2026-06-14', userIds: [crewId] }] },
      captain.accessToken,
    );
    const weekly = async (date: string) => {
      const res = await s.request(`/hor/compliance/daily/${aurora}/${crewId}/${date}`, {
        token: crew.accessToken,
      });
      return ((await res.json()).issues as { ruleId: number; text: string; regime?: string }[]).find(
        (i) => i.ruleId === 2,
      );
    };
    const before = await weekly('2026-06-07');
    expect(before).toMatchObject({ text: 'less than 77 hours of rest in the last 7 days' });
    expect(before).not.toHaveProperty('regime');
    expect(await weekly('2026-06-08')).toMatchObject({
      text: 'less than 70 hours of rest in the last 7 days',
      regime: 'exception',
    });
  });

  it('the records name the regime and print its rule texts on its dates (PDF and xlsx)', async () => {
    const record = await loadSeafarerRecord(s.db, aurora, crewId, '2026-06', '2026-06-30');
    const label = 'STCW exception regime (A-VIII/1 para 9) 08 Jun – 14 Jun 26';
    expect(record?.exceptions).toEqual([label]);
    const rulesOn = (date: string) => record?.nonCompliances.find((n) => n.date === date)?.rules;
    expect(rulesOn('2026-06-07')).toContain('2. less than 77 hours of rest in the last 7 days');
    expect(rulesOn('2026-06-08')).toContain('2. less than 70 hours of rest in the last 7 days');
    const crew = await s.login('crew@demo.yacht');
    const pdf = await s.request(`/hor/records/download/${aurora}/${crewId}/2026-06?format=pdf`, {
      token: crew.accessToken,
    });
    expect(pdf.status).toBe(200);
    const res = await s.request(`/hor/records/download/${aurora}/${crewId}/2026-06?format=xlsx`, {
      token: crew.accessToken,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push([row.getCell(1).value, row.getCell(2).value]));
    expect(rows).toContainEqual(['Exception regime', label]);
  });
});
