import { authedBlob } from './api-client';
import { db, net } from './services';

/** Saves a file the server makes (records, exports) under `filename`, as a link click would. */
export async function saveDownload(path: string, filename: string) {
  saveBlob(await authedBlob(db, net, path), filename);
}

/** Saves bytes the device holds (a document opened before, offline too) under `filename`. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}
