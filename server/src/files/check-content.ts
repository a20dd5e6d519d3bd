import { createHash } from 'node:crypto';
import { FILE_PURPOSES, type FilePurpose, OLE_CONTAINER } from '@contracts/file-purposes';

export type ContentCheck =
  | { ok: true; mime: string; sha256: string; size: number }
  | { ok: false; sniffed: string | null };

/** Old Office files share one container; only there does the name pick the label. */
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/**
 * How much of a file the type check reads. The magic numbers are at the start; a ZIP-based
 * Office file names its parts in its first entry. Sniffing the whole file would let a small
 * ZIP whose first entry inflates to gigabytes stall or kill the server (a "zip bomb").
 */
const SNIFF_BYTES = 16 * 1024;

/**
 * A finished upload, judged from its bytes: the type from the magic numbers (a PDF named
 * photo.jpg is a PDF), refused unless its purpose takes that type; and its SHA-256, so the
 * device and the server can tell the bytes arrived whole.
 */
export async function checkContent(
  bytes: Uint8Array,
  purpose: FilePurpose,
  name: string,
): Promise<ContentCheck> {
  let sniffed: string | null;
  try {
    // Loaded with the first upload, not at start (issue 34: a restart under 1 s).
    const { fileTypeFromBuffer } = await import('file-type');
    sniffed = (await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES)))?.mime ?? null;
  } catch {
    // A file crafted to break the detector is not one we accept.
    return { ok: false, sniffed: null };
  }
  if (!sniffed || !(FILE_PURPOSES[purpose].types as readonly string[]).includes(sniffed))
    return { ok: false, sniffed };
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  const mime = sniffed === OLE_CONTAINER ? (LEGACY_OFFICE[ext] ?? sniffed) : sniffed;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { ok: true, mime, sha256, size: bytes.length };
}
