import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText, sheetRows, workbook } from '../../../../testing/report-files';
import { aurora, crewId, openRestHoursServer, s } from '../../../../testing/rest-hours-kit';

/**
 * Issue 33: the records (PDF and xlsx) draw a date with a clock change as it was lived. May
 * 2026 on M/Y Aurora, a day watch of 08:00–18:00: the clocks advanced an hour at 02:00 on the
 * 10th (a 23-hour day, the hour 02:00–03:00 never lived) and retarded an hour at 07:00 on the
 * 20th (a 25-hour day, 07:00–08:00 lived twice: rested the first time, worked the second).
 * Totals are elapsed hours; no day breaks a rule, so the month fits its page.
 */
openRestHoursServer();

const WATCH = `${'0'.repeat(16)}${'1'.repeat(20)}${'0'.repeat(12)}`; // 08:00–18:00
// 50 elapsed cells: 00:00–08:00 rest, 07:00–08:00 again worked, then the watch.
const RETARDED = `${'0'.repeat(16)}11${'1'.repeat(20)}${'0'.repeat(12)}`;
const dates = Array.from({ length: 31 }, (_, i) => `2026-05-${String(i + 1).padStart(2, '0')}`);
/** Where a half hour on the clocks sits in a workbook row (after the date: '00:00' is 1). */
const at = (hhmm: string) => 1 + Number(hhmm.slice(0, 2)) * 2 + (hhmm.endsWith('30') ? 1 : 0);

const download = async (format: 'pdf' | 'xlsx', token: string) =>
  new Uint8Array(
    await (
      await s.request(`/hor/records/download/${aurora}/${crewId}/2026-05?format=${format}`, { token })
    ).arrayBuffer(),
  );

describe('the records draw a month with a +60 and a −60 clock change as it was lived', () => {
  it('prints the repeated hour as a row of its own, leaves the skipped hour out, totals elapsed', async () => {
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    for (const change of [
      { date: '2026-05-10', at: '02:00', minutes: 60 },
      { date: '2026-05-20', at: '07:00', minutes: -60 },
    ])
      expect((await s.post(`/hor/clock-changes/${aurora}`, change, captain)).status).toBe(200);
    const plain = dates.filter((d) => d !== '2026-05-20');
    // The 10th as 48 cells of ship's time (logged before the change was known), the 20th elapsed.
    expect(
      (await s.post(`/hor/day/${crewId}`, { yachtId: aurora, dates: plain, binary: WATCH }, crew)).status,
    ).toBe(200);
    expect(
      (await s.post(`/hor/day/${crewId}`, { yachtId: aurora, dates: ['2026-05-20'], binary: RETARDED }, crew))
        .status,
    ).toBe(200);

    const pdf = await download('pdf', crew);
    const lines = pdfText(pdf)
      .split('\n')
      .filter((l) => l.trim());
    const lineOf = (day: string) => lines.findIndex((l) => l.includes(day));
    // 23 hours lived on the 10th: 13 of rest; 25 on the 20th: 14 of rest (11 h worked with the hour again).
    expect(lines[lineOf('09 May')]).toMatch(/May\s+14\b/);
    expect(lines[lineOf('10 May')]).toMatch(/\b13\b.*Clocks advanced 1 h at 02:00/);
    expect(lines[lineOf('20 May')]).toMatch(/\b14\b.*Clocks retarded 1 h at 07:00/);
    // The hour lived again has its own row right under its date, named by its clock hour.
    expect(lines[lineOf('20 May') + 1]?.trim()).toBe('07 again');
    expect(lines.filter((l) => l.includes('07 again'))).toHaveLength(1);
    expect(lines.join('\n')).toContain('Struck: time the clocks skipped when advanced.');
    // The rows shrink to fit: the signatures stay on the grid's page.
    expect(pdfPages(pdf)).toBe(1);
    expect(lines.at(-1)).toMatch(/^\s*Verification code/);

    const rows = sheetRows(await workbook(await download('xlsx', crew)), 'Sam Taylor');
    const row = (label: string) => rows.find((r) => r[0] === label) ?? [];
    const skippedDay = row('2026-05-10');
    expect(skippedDay.slice(at('01:30'), at('03:00') + 1)).toEqual(['', '–', '–', '']);
    expect([skippedDay[at('07:30')], skippedDay[at('08:00')]]).toEqual(['', 'X']);
    expect(skippedDay[49]).toBe(13);
    const retarded = row('2026-05-20');
    expect(retarded.slice(at('06:30'), at('08:00') + 1)).toEqual(['', '', '', 'X']);
    expect(retarded[49]).toBe(14);
    // The next row: the hour again, worked, in the 07:00 and 07:30 columns and nowhere else.
    const again = rows[rows.indexOf(retarded) + 1]!;
    expect(again[0]).toBe('2026-05-20 07 again');
    expect(again.map((v, i) => (v === 'X' ? i : null)).filter((i) => i !== null)).toEqual([
      at('07:00'),
      at('07:30'),
    ]);
    expect(row('2026-05-21')[49]).toBe(14);
  });

  it('in the vessel’s working language, the labels, the narrow columns and the hour again are bilingual', async () => {
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    expect((await s.post(`/hor/language/${aurora}`, { language: 'es' }, captain)).status).toBe(200);
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const pdf = await download('pdf', crew);
    const text = pdfText(pdf);
    expect(pdfPages(pdf)).toBe(1);
    expect(text).toMatch(
      /Buque \/ Vessel: M\/Y Aurora\s+IMO: \d+\s+Bandera \/ Flag: [\w ]+\s+Tripulante \/ Seafarer: Sam Taylor\s+Cargo \/ Position: /,
    );
    expect(text).toMatch(/Mes \/ Month: May 2026/);
    // Each heading wraps in its column: the Spanish words over the English.
    const heading = text.split('\n').slice(0, 12).join(' ').replace(/\s+/g, ' ');
    for (const words of ['Descanso en', '7 días', 'Rest 24 h', 'Rest 7 days', 'Comentarios / Comments'])
      expect(heading).toContain(words);
    expect(text).toMatch(/07 de nuevo \/ again/);
    const rows = sheetRows(await workbook(await download('xlsx', crew)), 'Sam Taylor');
    expect(rows.map((r) => r[0])).toContain('2026-05-20 07 de nuevo / again');
    await s.post(`/hor/language/${aurora}`, { language: 'en' }, captain);
  });
});
