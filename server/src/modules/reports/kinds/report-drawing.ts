import type { ReportFileFormat } from '@contracts/reports';
import type ExcelJS from 'exceljs';
import { type Answer, answered, type Refusal } from '../../../kernel/outcome';
import { ReportPdf } from '../../../render/report-pdf';
import { finishBook, newBook } from '../../../render/report-xlsx';
import type { ReportContext, ReportDocument } from '../report-kind';
import { chosenCrew, type ReportCrew, reportFile, vesselName } from './report-crew';

/**
 * The chosen crew and the vessel's name, read as every crew report starts: the crew first, then
 * `check` (a private record hidden, a level too low) on them, then the vessel.
 */
export async function crewAndVessel(
  ctx: ReportContext,
  check: (crew: ReportCrew[]) => Refusal | null = () => null,
): Promise<Answer<{ crew: ReportCrew[]; vessel: string }>> {
  const chosen = await chosenCrew(ctx);
  if (chosen.status !== 'applied') return chosen;
  const refusal = check(chosen.value);
  if (refusal) return refusal;
  const named = await vesselName(ctx);
  if (named.status !== 'applied') return named;
  return answered({ crew: chosen.value, vessel: named.value });
}

/** One report in both formats: what goes in the workbook, and what is drawn on the pages. */
export interface ReportDrawing {
  title: string;
  vessel: string;
  /** The workbook's tables; its 'Report' sheet (with `notes`) is added after them. */
  sheets: (book: ExcelJS.Workbook) => void;
  /** Lines the workbook's 'Report' sheet carries (the PDF places its own). */
  notes?: readonly string[];
  landscape?: boolean;
  pages: (pdf: ReportPdf) => void | Promise<void>;
}

/** The report's file in the asked format, named after the vessel, the title and the day. */
export async function drawReport(
  ctx: ReportContext,
  format: ReportFileFormat,
  d: ReportDrawing,
): Promise<Answer<ReportDocument>> {
  const head = { title: d.title, vessel: d.vessel, generatedOn: ctx.today };
  if (format === 'xlsx') {
    const book = newBook(d.title, d.vessel);
    d.sheets(book);
    const body = await finishBook(book, head, d.notes);
    return answered(reportFile(d.vessel, d.title, ctx.today, format, body));
  }
  const pdf = new ReportPdf(d.landscape ? { ...head, landscape: true } : head);
  await d.pages(pdf);
  return answered(reportFile(d.vessel, d.title, ctx.today, format, await pdf.end()));
}
