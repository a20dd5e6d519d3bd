import type { CrewPrivate } from '@contracts/crew';
import { addTable } from '../../../render/report-xlsx';
import { PRIVATE_SELECT, toCrewPrivate } from '../../crew/crew-repo';
import type { ReportBuilder, ReportContext } from '../report-kind';
import { crewModuleRefusal, hiddenPrivateRefusal, type ReportCrew } from './report-crew';
import { crewAndVessel, drawReport } from './report-drawing';

/** The private records (bank details, next of kin) of the chosen crew, by crew id. */
export async function privateRecords(
  ctx: ReportContext,
  crew: readonly ReportCrew[],
): Promise<Map<number, CrewPrivate>> {
  const rows = await ctx.db.query<Record<string, unknown>>(
    `${PRIVATE_SELECT} WHERE p.crew_id = ANY($1::int[])`,
    [crew.map((c) => c.crewId)],
  );
  return new Map(rows.map((r) => [Number(r.crew_id), toCrewPrivate(r)]));
}

const FIELDS = [
  ['Account owner', 'bankAccountOwner'],
  ['Bank name', 'bankName'],
  ['Bank address', 'bankAddress'],
  ['Account no', 'bankAccountNo'],
  ['IBAN', 'bankIban'],
  ['SWIFT', 'bankSwift'],
  ['Additional info', 'bankAdditionalInfo'],
] as const satisfies readonly (readonly [string, keyof CrewPrivate])[];

/**
 * bankdetails: the bank fields of each chosen crew member. Bank details are private (the crew
 * member's own, or level 5): a caller who may not read one listed person's gets no report.
 */
export const bankDetails: ReportBuilder = async (ctx, format) => {
  const off = await crewModuleRefusal(ctx);
  if (off) return off;
  const data = await crewAndVessel(ctx, (crew) => hiddenPrivateRefusal(ctx, crew, 'bankDetails'));
  if (data.status !== 'applied') return data;
  const { crew, vessel } = data.value;
  const records = await privateRecords(ctx, crew);
  const fields = (c: ReportCrew) => FIELDS.map(([, key]) => records.get(c.crewId)?.[key] ?? null);
  return drawReport(ctx, format, {
    title: 'Bank details',
    vessel,
    sheets: (book) =>
      addTable(
        book,
        'Bank details',
        [
          { header: 'Name', width: 26 },
          { header: 'Position', width: 22 },
          ...FIELDS.map(([header]) => ({ header, width: header === 'IBAN' ? 34 : 22 })),
        ],
        crew.map((c) => [c.name, c.position, ...fields(c)]),
      ),
    landscape: true,
    pages: (pdf) =>
      pdf.tableOr(
        'No crew in this report.',
        [
          { header: 'Name', width: 95 },
          { header: 'Account owner', width: 90 },
          { header: 'Bank name', width: 75 },
          { header: 'Bank address', width: 0 },
          { header: 'Account no', width: 70 },
          { header: 'IBAN', width: 130 },
          { header: 'SWIFT', width: 62 },
          { header: 'Additional info', width: 0 },
        ],
        crew.map((c) => [c.name, ...fields(c).map((v) => v ?? '')]),
      ),
  });
};
