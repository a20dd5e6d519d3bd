import type { ReportChoice, ReportFileFormat, ReportType } from '@contracts/reports';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import type { Answer } from '../../kernel/outcome';

/**
 * One report type's builder. The routes (/cmspages, /emailreport, the queued e-mail) check the
 * caller's standing on the vessel and the reports module first, then hand the builder a choice
 * already validated; the builder reads what it needs and draws the document in the asked format.
 * A builder never trusts the crew and guest ids it is given: it reads only those of `yachtId`.
 */
export interface ReportContext {
  /** The database, or the transaction of a queued e-mail checked as it arrives. */
  db: Queryable;
  actor: Actor;
  choice: ReportChoice;
  /** Today on the server (YYYY-MM-DD), for 'as of' lines and default periods. */
  today: string;
}

export interface ReportDocument {
  /** A file name without path, e.g. 'Aurora crew list 2026-11-26.pdf'. */
  fileName: string;
  contentType: string;
  body: Uint8Array;
}

/** The document, or the report's refusal (a module off, someone not of the vessel, a private record hidden). */
export type ReportBuilder = (ctx: ReportContext, format: ReportFileFormat) => Promise<Answer<ReportDocument>>;

export type ReportBuilders = Readonly<Record<ReportType, ReportBuilder>>;

export const CONTENT_TYPES: Readonly<Record<ReportFileFormat, string>> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
