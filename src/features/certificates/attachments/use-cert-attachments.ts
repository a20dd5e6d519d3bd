import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import type { CertAttachment } from '../../../contracts/cert-attachments';
import type { FileRow, OutboxEntry, Pending } from '../../../db/app-db';
import { db } from '../../../lib/services';
import { attachmentsOf } from './attachment-commands';

/**
 * What the certificate form's attachments read on the device: the rows (live from Dexie, so an
 * upload, a check or the feed shows at once), how far each file added here got, and the failures
 * that need a popup.
 */

export function useCertAttachments(certificateId: string): Pending<CertAttachment>[] | undefined {
  return useLiveQuery(
    async () =>
      (await attachmentsOf(db, certificateId)).sort(
        (a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id),
      ),
    [certificateId],
  );
}

/** The device's file rows of these attachments (queued, uploading, refused, or a kept copy). */
export function useLocalFiles(ids: readonly string[]): Map<string, FileRow> {
  return (
    useLiveQuery(
      async () => new Map((await db.files.bulkGet([...ids])).flatMap((f) => (f ? [[f.id, f] as const] : []))),
      [ids.join(',')],
    ) ?? new Map()
  );
}

export interface Failure {
  key: string;
  kind: 'upload' | 'checkAll';
  names: string[];
  message: string;
}

/** The certificate's refused adds and bulk checks, waiting on the Sync page (rejected entries). */
function useRejected(certificateId: string) {
  return useLiveQuery(
    async () =>
      (await db.outbox.where('status').equals('rejected').toArray()).filter(
        (e): e is OutboxEntry =>
          (e.op === 'cert/attachment/add' || e.op === 'cert/attachment/check-all') &&
          (e.body as { certificateId?: string } | null)?.certificateId === certificateId,
      ),
    [certificateId],
  );
}

/**
 * The failures to tell the user about: a corrupted upload (the server kept it marked, doc 2:
 * 'Upload failed!'), a file the server refused before it arrived, a refused add or bulk check
 * ('Checking all documents failed!'). Only those that happen while the form is open: what was
 * already so when it opened is marked in the list, not popped up again on every visit.
 */
export function useFailures(
  rows: readonly CertAttachment[] | undefined,
  files: Map<string, FileRow>,
  certificateId: string,
): [Failure[], (key: string) => void] {
  const rejected = useRejected(certificateId);
  const known = useRef<Set<string> | null>(null);
  const [dismissed, setDismissed] = useState<Set<string>>(new Set());
  const all: Failure[] = [];
  for (const a of rows ?? []) {
    const local = files.get(a.id);
    if (a.isCorrupted)
      all.push({ key: `corrupt:${a.id}`, kind: 'upload', names: [a.name], message: 'corrupted' });
    else if (local?.state === 'refused')
      all.push({ key: `refused:${a.id}`, kind: 'upload', names: [a.name], message: local.error ?? '' });
  }
  for (const e of rejected ?? [])
    all.push({
      key: `op:${e.id}`,
      kind: e.op === 'cert/attachment/check-all' ? 'checkAll' : 'upload',
      names: [],
      message: e.rejection?.message ?? '',
    });
  const ready = rows !== undefined && rejected !== undefined;
  useEffect(() => {
    if (ready && known.current === null) known.current = new Set(all.map((f) => f.key));
  });
  const shown =
    ready && known.current ? all.filter((f) => !known.current!.has(f.key) && !dismissed.has(f.key)) : [];
  return [shown, (key) => setDismissed((d) => new Set(d).add(key))];
}
