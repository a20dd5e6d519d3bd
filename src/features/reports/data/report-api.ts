import { messageAnswerSchema } from '../../../contracts/common';
import {
  type ReportChoice,
  type ReportDisposition,
  type ReportFailed,
  type ReportFileFormat,
  reportChoiceSchema,
  reportFailedSchema,
  reportPagePath,
  reportPageQuery,
} from '../../../contracts/reports';
import type { AppDb } from '../../../db/app-db';
import { ApiError, authedFetch, authedJson } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { db, net, requestSync } from '../../../lib/services';
import { enqueueAlone } from '../../../sync/outbox';
import { lastGeneratedKey } from './last-generated';

/**
 * The report calls of doc 3, section 7: the document itself (download or view), the e-mail
 * (online, else queued as 'report/email' so it goes out when the device is back online), the
 * report-failed message and when a report was last generated.
 */

/** Doc 3, section 7: downloads time out after 90,000 ms (a slow satellite link gives up then). */
export const DOWNLOAD_TIMEOUT_MS = 90_000;

export type Disposition = ReportDisposition;

/** GET /cmspages/{page}.aspx with the spec's query names; empty values are dropped (doc 3, section 7). */
export function reportDocumentPath(choice: ReportChoice, disposition: Disposition): string {
  return `${reportPagePath(choice)}?${new URLSearchParams(reportPageQuery(choice, { disposition }))}`;
}

/** The file name the server gave (Content-Disposition), else one made here. */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (header) {
    const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
    if (star?.[1]) {
      try {
        return decodeURIComponent(star[1].trim());
      } catch {
        // A malformed encoding: the plain name below, or the fallback.
      }
    }
    const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
    if (plain?.[1]) return plain[1].trim();
  }
  return fallback;
}

export interface ReportFile {
  blob: Blob;
  fileName: string;
}

/**
 * The server has just recorded a run of a report on the vessel: its 'Last generated' line (the
 * download options and the reports page) is read again. It said 'Not generated yet' after the
 * report was downloaded, until the next sync that changed something.
 */
export function madeOnServer(vesselId: number) {
  void queryClient.invalidateQueries({ queryKey: lastGeneratedKey(vesselId) });
}

/** The GET of a report's document: the app's client (bearer token, one refresh on 401). */
type ReportGet = (path: string, init: RequestInit) => Promise<Response>;
const liveGet: ReportGet = (path, init) => authedFetch(db, net, path, init);

/** The document from the server, through the app's client (bearer token, one refresh on 401). */
export async function fetchReport(
  choice: ReportChoice,
  disposition: Disposition,
  fallbackName: string,
  get: ReportGet = liveGet,
): Promise<ReportFile> {
  const res = await get(reportDocumentPath(choice, disposition), {
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
  });
  const blob = await res.blob().catch(() => {
    throw new ApiError(0, 'The download was cut off. Please try again.');
  });
  madeOnServer(choice.yachtId);
  return { blob, fileName: fileNameFrom(res.headers.get('content-disposition'), fallbackName) };
}

/** A name for a file made here, or when the server gave none: 'Aurora crew and guest list 2026-11-26.pdf'. */
export function reportFileName(codename: string, title: string, today: string, format: ReportFileFormat) {
  return `${codename} ${title.toLowerCase()} ${today}.${format}`;
}

export type EmailOutcome = { sent: 'now'; message: string } | { sent: 'queued' };

/** What sending an e-mail needs: the device database, the POST, and a nudge to the sync. */
export interface EmailDeps {
  db: AppDb;
  post: (path: string, body: unknown) => Promise<{ message?: string }>;
  flush: () => void;
}

export const liveEmailDeps: EmailDeps = {
  db,
  post: (path, body) =>
    authedJson(messageAnswerSchema, db, net, path, { method: 'POST', body: JSON.stringify(body) }),
  flush: requestSync,
};

/**
 * POST /emailreport online. Offline, or when the network fails on the way, the same request is
 * queued as 'report/email' and goes out when the device is back online. A refusal or a server
 * failure is thrown (ApiError), for the caller to show.
 */
export async function emailReport(
  deps: EmailDeps,
  choice: ReportChoice,
  userId: number,
  online: boolean,
): Promise<EmailOutcome> {
  const body = reportChoiceSchema.parse(choice);
  if (online) {
    try {
      const answer = await deps.post('/emailreport', body);
      madeOnServer(choice.yachtId);
      return { sent: 'now', message: answer.message ?? '' };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 0) throw e;
    }
  }
  await enqueueAlone(
    deps.db,
    { op: 'report/email', body, baseVersion: 0, coalesceKey: null, userId },
    Date.now(),
  );
  deps.flush();
  return { sent: 'queued' };
}

/** A server failure (5xx, or an answer that is not the document) opens the report failed popup. */
export const isServerFailure = (e: unknown) => e instanceof ApiError && e.status >= 500;

/** POST /reports/failed: the user's message to support about a report that failed. */
export async function sendReportFailure(input: ReportFailed) {
  return authedJson(messageAnswerSchema, db, net, '/reports/failed', {
    method: 'POST',
    body: JSON.stringify(reportFailedSchema.parse(input)),
  });
}
