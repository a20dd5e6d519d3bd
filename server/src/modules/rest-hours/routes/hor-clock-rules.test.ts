import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClockChange } from '@domain/rest-hours/clock-change';
import { evaluateRuns } from '@domain/rest-hours/elapsed-days';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { aurora, crewId, openRestHoursServer, s } from '../../../../testing/rest-hours-kit';

/**
 * Issue 33: the vessel's recorded clock changes reach the server's rules and records. A watch of
 * 06:00-20:00 on the clocks is 14 h, the most one stretch may last; once the master records that
 * the clocks were retarded an hour at 08:00 that day, it was 15 h of elapsed time and breaks
 * rule 4. The records show the change as a note on its day, with the day's hours elapsed.
 */
openRestHoursServer();

const REST = '0'.repeat(48);
const WATCH = `${'0'.repeat(12)}${'1'.repeat(28)}${'0'.repeat(8)}`;
const dates = Array.from({ length: 12 }, (_, i) => `2026-04-${String(i + 1).padStart(2, '0')}`);
const workOn = (date: string) => (date === '2026-04-05' || date === '2026-04-10' ? WATCH : REST);

const tokens = async () => ({
  crew: (await s.login('crew@demo.yacht')).accessToken,
  captain: (await s.login('captain@demo.yacht')).accessToken,
});
const rulesOn = async (date: string, token: string) => {
  const res = await s.request(`/hor/compliance/daily/${aurora}/${crewId}/${date}`, { token });
  return ((await res.json()).rules as number[]) ?? [];
};
const download = async (format: 'pdf' | 'xlsx', token: string) =>
  Buffer.from(
    await (
      await s.request(`/hor/records/download/${aurora}/${crewId}/2026-04?format=${format}`, { token })
    ).arrayBuffer(),
  );

describe('the server judges days across the vessel’s clock changes', () => {
  it('a watch of 14 h on the clocks breaks rule 4 once the clocks are recorded retarded an hour during it', async () => {
    const { crew, captain } = await tokens();
    for (const work of [REST, WATCH]) {
      const these = dates.filter((d) => workOn(d) === work);
      const saved = await s.post(`/hor/day/${crewId}`, { yachtId: aurora, dates: these, binary: work }, crew);
      expect(saved.status).toBe(200);
    }
    expect(await rulesOn('2026-04-05', crew)).toEqual([]);

    const change: ClockChange = { date: '2026-04-05', at: '08:00', minutes: -60 };
    expect((await s.post(`/hor/clock-changes/${aurora}`, change, captain)).status).toBe(200);
    expect(await rulesOn('2026-04-05', crew)).toEqual([1, 4]);
    // The device's rules (the worker runs the same function) give the same verdict on the same days.
    const days = dates.map((date) => ({ date, work: workOn(date) }));
    const device = evaluateRuns(days, [change]).flatMap((r) => r.violations);
    expect(device.filter((v) => v.date === '2026-04-05').map((v) => v.rule)).toEqual([1, 4]);

    // Deleted, the day is judged on 24 hours again.
    expect(
      (await s.request(`/hor/clock-changes/${aurora}/2026-04-05`, { method: 'DELETE', token: captain }))
        .status,
    ).toBe(200);
    expect(await rulesOn('2026-04-05', crew)).toEqual([]);
    expect((await s.post(`/hor/clock-changes/${aurora}`, change, captain)).status).toBe(200);
  });

  it('the records PDF and xlsx note the change on its day and count the day in elapsed hours', async () => {
    const { crew, captain } = await tokens();
    // Retarded an hour at 02:00, in the rest before the watch: 11 h of rest in a 25-hour day.
    const change = { date: '2026-04-10', at: '02:00', minutes: -60 };
    expect((await s.post(`/hor/clock-changes/${aurora}`, change, captain)).status).toBe(200);

    const dir = mkdtempSync(join(tmpdir(), 'clock-pdf-'));
    writeFileSync(join(dir, 'r.pdf'), await download('pdf', crew));
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
    const lineOf = (day: string) => text.split('\n').find((l) => l.includes(day)) ?? '';
    expect(lineOf('10 Apr')).toMatch(/\b11\b.*Clocks retarded 1 h at 02:00/);
    expect(lineOf('05 Apr')).toMatch(/\b10\b.*Clocks retarded 1 h at 08:00/);
    expect(lineOf('09 Apr')).not.toContain('Clocks');

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download('xlsx', crew)) as never);
    const row = (date: string) => {
      let found: ExcelJS.Row | undefined;
      book.worksheets[0]!.eachRow((r) => {
        if (r.getCell(1).value === date) found = r;
      });
      return found
        ? { rest: found.getCell(50).value, rules: found.getCell(52).value, note: found.getCell(53).value }
        : null;
    };
    expect(row('2026-04-10')).toEqual({ rest: 11, rules: '', note: 'Clocks retarded 1 h at 02:00' });
    expect(row('2026-04-05')).toEqual({ rest: 10, rules: '1, 4', note: 'Clocks retarded 1 h at 08:00' });
    expect(row('2026-04-09')).toMatchObject({ rest: 24, note: '' });
  });
});
