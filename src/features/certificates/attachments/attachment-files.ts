import { type CertAttachment, certAttachmentDownloadsSchema } from '../../../contracts/cert-attachments';
import type { AppDb } from '../../../db/app-db';
import { ApiError, authedJson } from '../../../lib/api-client';
import type { Net } from '../../../sync/auth-refresh';
import { openFile } from '../../../sync/files/file-cache';

/**
 * A certificate attachment's bytes on the device (doc 2, section 7). Opened once, a file is kept
 * within the device's file budget (the Sync page sets it), so it opens again at sea; one added on
 * this device is there from the start. Downloads wait up to 90,000 ms (the spec's timeout, for
 * 20 MB over a satellite link) and name the file as the server's Content-Disposition does.
 */

export const CERT_DOWNLOAD_TIMEOUT_MS = 90_000;

const base = (a: { vesselId: number; certificateId: string }) =>
  `/certsDetail/attachments/${a.vesselId}/${a.certificateId}`;
export const downloadPath = (a: CertAttachment) => `${base(a)}/${a.id}/download`;

/** The same network, each request given up after the spec's 90 s. */
const patient = (net: Net): Net => ({
  ...net,
  fetch: (url, init) => net.fetch(url, { ...init, signal: AbortSignal.timeout(CERT_DOWNLOAD_TIMEOUT_MS) }),
});

/**
 * The file's bytes: the device's copy (offline too), else downloaded through the certificate's
 * own route (which those in the approval group at any level may read) and kept within the budget.
 */
export function openAttachment(db: AppDb, net: Net, a: CertAttachment): Promise<Blob> {
  return openFile(db, patient(net), a.id, downloadPath(a));
}

/** The name to save under: the one Content-Disposition gave the kept copy, else the record's. */
export async function savedName(db: AppDb, a: CertAttachment): Promise<string> {
  return (await db.files.get(a.id))?.name ?? a.name;
}

const fromBase64 = (b64: string, type: string) => {
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type });
};

/**
 * Download all: the live files, from the spec's call (base64 with attachmentName) when online;
 * offline, the copies this device holds. Throws when any live file cannot be had.
 */
export async function downloadAllFiles(
  db: AppDb,
  net: Net,
  live: readonly CertAttachment[],
): Promise<{ name: string; blob: Blob }[]> {
  const first = live[0];
  if (!first) return [];
  try {
    const files = await authedJson(certAttachmentDownloadsSchema, db, net, `${base(first)}/downloadAll`, {
      signal: AbortSignal.timeout(CERT_DOWNLOAD_TIMEOUT_MS),
    });
    const types = new Map(live.map((a) => [a.id, a.mime ?? 'application/octet-stream']));
    return files.map((f) => ({ name: f.attachmentName, blob: fromBase64(f.base64, types.get(f.id) ?? '') }));
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 0) throw e;
    const kept = await db.files.bulkGet(live.map((a) => a.id));
    if (kept.some((f) => !f?.blob)) throw e;
    return kept.map((f) => ({ name: f!.name, blob: f!.blob! }));
  }
}
