import { type Answer, answered } from '../../../kernel/outcome';
import { fmtAmount, fmtDate } from '../../../render/report-pdf';
import { AMOUNT, addTable, asDate, DAY } from '../../../render/report-xlsx';
import type { ReportBuilder, ReportContext } from '../report-kind';
import { crewModuleRefusal, hiddenPrivateRefusal, type ReportCrew } from './report-crew';
import { crewAndVessel, drawReport } from './report-drawing';

/**
 * The salary reports (doc 3, section 3: 'Salary history entry: changeDate, amount, currency,
 * isBonus, comment'): every entry of each chosen crew member, and one overview row each. Pay is
 * private: the caller must see every listed person's salary (their own, or level 5).
 */

export interface SalaryEntry {
  crewId: number;
  changeDate: string;
  amount: number;
  currency: string;
  isBonus: boolean;
  comment: string | null;
}

/** The chosen crew's salary entries, newest first (the later-recorded first on one day). */
async function salaryEntries(ctx: ReportContext, crew: readonly ReportCrew[]): Promise<SalaryEntry[]> {
  const rows = await ctx.db.query<{
    crew_id: number;
    change_date: string;
    amount: string | number;
    code: string;
    is_bonus: boolean;
    comment: string | null;
  }>(
    `SELECT s.crew_id, s.change_date::text AS change_date, s.amount, c.code, s.is_bonus, s.comment
       FROM crew_salaries s JOIN currencies c ON c.id = s.currency_id
      WHERE s.crew_id = ANY($1::int[])
      ORDER BY s.change_date DESC, s.created_at DESC, s.id DESC`,
    [crew.map((c) => c.crewId)],
  );
  return rows.map((r) => ({
    crewId: Number(r.crew_id),
    changeDate: String(r.change_date).slice(0, 10),
    amount: Number(r.amount),
    currency: r.code,
    isBonus: Boolean(r.is_bonus),
    comment: r.comment,
  }));
}

async function salaryData(
  ctx: ReportContext,
): Promise<Answer<{ crew: ReportCrew[]; vessel: string; entries: SalaryEntry[] }>> {
  const off = await crewModuleRefusal(ctx);
  if (off) return off;
  const data = await crewAndVessel(ctx, (crew) => hiddenPrivateRefusal(ctx, crew, 'salaries'));
  if (data.status !== 'applied') return data;
  const { crew, vessel } = data.value;
  return answered({ crew, vessel, entries: await salaryEntries(ctx, crew) });
}

const typeText = (e: SalaryEntry) => (e.isBonus ? 'Bonus' : 'Pay Review');

/** salaryhistory: each person's entries, newest first, grouped per person. */
export const salaryHistory: ReportBuilder = async (ctx, format) => {
  const data = await salaryData(ctx);
  if (data.status !== 'applied') return data;
  const { crew, vessel, entries } = data.value;
  const of = (c: ReportCrew) => entries.filter((e) => e.crewId === c.crewId);
  return drawReport(ctx, format, {
    title: 'Salary history',
    vessel,
    sheets: (book) =>
      addTable(
        book,
        'Salary history',
        [
          { header: 'Name', width: 26 },
          { header: 'Position', width: 22 },
          { header: 'Date of change', width: 14, format: DAY },
          { header: 'Amount', width: 13, format: AMOUNT },
          { header: 'Currency', width: 9 },
          { header: 'Type', width: 11 },
          { header: 'Comment', width: 40 },
        ],
        crew.flatMap((c) =>
          of(c).map((e) => [
            c.name,
            c.position,
            asDate(e.changeDate),
            e.amount,
            e.currency,
            typeText(e),
            e.comment,
          ]),
        ),
      ),
    pages: (pdf) => {
      if (crew.length === 0) pdf.note('No crew in this report.');
      for (const c of crew) {
        pdf.heading(c.name, [c.position, c.department].filter(Boolean).join('  ·  ') || undefined);
        const rows = of(c);
        if (rows.length === 0) {
          pdf.note('No salary entries.');
          continue;
        }
        pdf.table(
          [
            { header: 'Date of change', width: 70 },
            { header: 'Amount', width: 80, align: 'right' },
            { header: 'Currency', width: 50 },
            { header: 'Type', width: 62 },
            { header: 'Comment', width: 0 },
          ],
          rows.map((e) => [
            fmtDate(e.changeDate),
            fmtAmount(e.amount),
            e.currency,
            typeText(e),
            e.comment ?? '',
          ]),
          c.name,
        );
      }
    },
  });
};

export interface SalaryOverview {
  crew: ReportCrew;
  /** The newest pay review up to today: the salary in force. */
  inForce: SalaryEntry | null;
  changes: number;
  lastBonus: SalaryEntry | null;
}

/** One person's overview from their entries (newest first); entries dated after today are not yet in force. */
export function salaryOverview(
  crew: ReportCrew,
  entries: readonly SalaryEntry[],
  today: string,
): SalaryOverview {
  const mine = entries.filter((e) => e.crewId === crew.crewId);
  const past = mine.filter((e) => e.changeDate <= today);
  return {
    crew,
    inForce: past.find((e) => !e.isBonus) ?? null,
    changes: mine.length,
    lastBonus: past.find((e) => e.isBonus) ?? null,
  };
}

const bonusText = (e: SalaryEntry | null) =>
  e ? `${fmtAmount(e.amount)} ${e.currency}, ${fmtDate(e.changeDate)}` : '';

/** salaryhistorycrew: one row per chosen crew member. */
export const salaryHistoryCrew: ReportBuilder = async (ctx, format) => {
  const data = await salaryData(ctx);
  if (data.status !== 'applied') return data;
  const { crew, vessel, entries } = data.value;
  const rows = crew.map((c) => salaryOverview(c, entries, ctx.today));
  return drawReport(ctx, format, {
    title: 'Crew salaries',
    vessel,
    sheets: (book) =>
      addTable(
        book,
        'Crew salaries',
        [
          { header: 'Name', width: 26 },
          { header: 'Position', width: 22 },
          { header: 'Department', width: 16 },
          { header: 'Salary', width: 13, format: AMOUNT },
          { header: 'Currency', width: 9 },
          { header: 'Since', width: 13, format: DAY },
          { header: 'Changes', width: 9 },
          { header: 'Last bonus', width: 13, format: AMOUNT },
          { header: 'Bonus currency', width: 9 },
          { header: 'Bonus date', width: 13, format: DAY },
        ],
        rows.map((r) => [
          r.crew.name,
          r.crew.position,
          r.crew.department,
          r.inForce?.amount ?? null,
          r.inForce?.currency ?? null,
          asDate(r.inForce?.changeDate ?? null),
          r.changes,
          r.lastBonus?.amount ?? null,
          r.lastBonus?.currency ?? null,
          asDate(r.lastBonus?.changeDate ?? null),
        ]),
      ),
    landscape: true,
    pages: (pdf) =>
      pdf.tableOr(
        'No crew in this report.',
        [
          { header: 'Name', width: 0 },
          { header: 'Position', width: 0 },
          { header: 'Department', width: 90 },
          { header: 'Salary', width: 70, align: 'right' },
          { header: 'Currency', width: 50 },
          { header: 'Since', width: 60 },
          { header: 'Changes', width: 48, align: 'right' },
          { header: 'Last bonus', width: 130 },
        ],
        rows.map((r) => [
          r.crew.name,
          r.crew.position ?? '',
          r.crew.department ?? '',
          r.inForce ? fmtAmount(r.inForce.amount) : '',
          r.inForce?.currency ?? '',
          fmtDate(r.inForce?.changeDate ?? null),
          String(r.changes),
          bonusText(r.lastBonus),
        ]),
      ),
  });
};
