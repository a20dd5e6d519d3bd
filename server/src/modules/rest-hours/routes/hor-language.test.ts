import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

openRestHoursServer();
const op = opsWith('01JLANGUAGE');
const MONTH = '2026-06';

async function pdfText(token: string) {
  const res = await s.request(`/hor/records/download/${aurora}/${crewId}/${MONTH}?format=pdf`, { token });
  expect(res.status).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'language-pdf-'));
  writeFileSync(join(dir, 'r.pdf'), Buffer.from(await res.arrayBuffer()));
  // Without -layout: a heading is one run of text, whatever the columns around it.
  return execFileSync('pdftotext', [join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
}

async function xlsxCells(token: string) {
  const res = await s.request(`/hor/records/download/${aurora}/${crewId}/${MONTH}?format=xlsx`, { token });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const sheet = book.worksheets[0]!;
  const firstColumn: unknown[] = [];
  sheet.eachRow((row) => firstColumn.push(row.getCell(1).value));
  return {
    title: sheet.getRow(1).getCell(1).value,
    header: sheet.getRow(2).values as unknown[],
    firstColumn,
  };
}

describe("the vessel's working language on the records (STCW A-VIII/1)", () => {
  it('is English alone by default: the records print their headings once, in English', async () => {
    const crew = await s.login('crew@demo.yacht');
    expect(await (await s.request(`/hor/language/${aurora}`, { token: crew.accessToken })).json()).toEqual({
      language: 'en',
    });
    const text = await pdfText(crew.accessToken);
    expect(text).toContain('Record of hours of rest');
    expect(text).toContain('Non-compliances');
    expect(text).not.toContain('Registro de horas de descanso');
    const cells = await xlsxCells(crew.accessToken);
    expect(cells.title).toBe('Record of hours of rest');
    expect(cells.header).toContain('Comments');
    expect(cells.firstColumn).toContain('Seafarer');
  });

  it('only the master (level 6+) sets it, online or through /sync', async () => {
    for (const who of ['crew@demo.yacht', 'officer@demo.yacht', 'purser@demo.yacht']) {
      const { accessToken } = await s.login(who);
      expect((await s.post(`/hor/language/${aurora}`, { language: 'es' }, accessToken)).status).toBe(403);
    }
    const officer = await s.login('officer@demo.yacht');
    const refused = await syncBatch(s, officer.accessToken, [
      op('hor/language/save', { yachtId: aurora, language: 'es' }),
    ]);
    expect(refused.results[0].status).toBe('rejected');
    const captain = await s.login('captain@demo.yacht');
    const wrong = await s.post(`/hor/language/${aurora}`, { language: 'xx' }, captain.accessToken);
    expect(wrong.status).toBe(400);
    const applied = await syncBatch(s, captain.accessToken, [
      op('hor/language/save', { yachtId: aurora, language: 'es' }),
    ]);
    expect(applied.results[0].status).toBe('applied');
    const crew = await s.login('crew@demo.yacht');
    expect(await (await s.request(`/hor/language/${aurora}`, { token: crew.accessToken })).json()).toEqual({
      language: 'es',
    });
  });

  it('in Spanish, the PDF and the workbook print each heading in Spanish beside the English', async () => {
    const captain = await s.login('captain@demo.yacht');
    expect((await s.post(`/hor/language/${aurora}`, { language: 'es' }, captain.accessToken)).status).toBe(
      200,
    );
    const crew = await s.login('crew@demo.yacht');
    const text = (await pdfText(crew.accessToken)).replace(/\s+/g, ' ');
    expect(text).toContain('Registro de horas de descanso / Record of hours of rest');
    expect(text).toContain('Incumplimientos / Non-compliances');
    expect(text).toContain('Firmas / Signatures');
    expect(text).toContain('Tripulante / Seafarer:');
    const cells = await xlsxCells(crew.accessToken);
    expect(cells.title).toBe('Registro de horas de descanso / Record of hours of rest');
    expect(cells.header).toContain('Fecha / Date');
    expect(cells.header).toContain('Descanso en 24 h / Rest 24 h');
    expect(cells.header).toContain('Comentarios / Comments');
    expect(cells.firstColumn).toContain('Capitán o persona autorizada / Master or authorised person');
    // Back to English alone.
    await s.post(`/hor/language/${aurora}`, { language: 'en' }, captain.accessToken);
    expect((await xlsxCells(crew.accessToken)).title).toBe('Record of hours of rest');
  });
});
