import { MAX_FILE_BYTES, UPLOAD_FAILED, WRONG_TYPE } from '@contracts/file-purposes';
import type { Server as TusServer } from '@tus/server';
import type { ServerDeps } from '../deps';
import { checkContent } from './check-content';
import { type FileRow, fileRow } from './file-row';
import { readStoredFile } from './file-storage';

export const UPLOADS_PATH = '/api/v1/files/uploads';

/** An error tus answers as it is: status and a JSON body in the spec's shape. */
const answer = (status: number, message: string) => ({
  status_code: status,
  body: JSON.stringify({ message }),
});

/**
 * The tus protocol for one server: bytes go to the storage under the id the device chose. The
 * route has already signed the caller in, checked the metadata and bounded the length; here a
 * finished upload is checked from its content and registered (or refused and removed). The
 * library is loaded here, on first use (file-routes.ts), not with the server.
 */
export async function tusServer(deps: Pick<ServerDeps, 'db' | 'files' | 'log'>): Promise<TusServer> {
  const { Server } = await import('@tus/server');
  const storage = deps.files;
  return new Server({
    path: UPLOADS_PATH,
    datastore: storage,
    relativeLocation: true,
    maxSize: MAX_FILE_BYTES,
    // The route validated the id (a ULID) before handing the request over.
    namingFunction: (_req, metadata) => String(metadata?.id),
    // The upload is the one the route checked: the last segment of the path, never anything
    // in the query (tus's default reads the whole URL, so '?x=/other-id' would pick another).
    getFileIdFromRequest: (req) => /\/files\/uploads\/([^/]+)$/.exec(new URL(req.url).pathname)?.[1],
    onUploadFinish: async (_req, upload) => {
      const row = (await fileRow(deps.db, upload.id)) as FileRow;
      const bytes = await readStoredFile(storage, upload.id);
      const checked = await checkContent(bytes, row.purpose, row.name);
      if (!checked.ok) {
        await deps.db.query("UPDATE files SET state = 'refused', mime = $2 WHERE id = $1", [
          row.id,
          checked.sniffed,
        ]);
        await storage.remove(upload.id).catch(deps.log);
        throw answer(415, WRONG_TYPE);
      }
      await deps.db.query(
        "UPDATE files SET state = 'stored', mime = $2, sha256 = $3, size = $4, stored_at = now() WHERE id = $1",
        [row.id, checked.mime, checked.sha256, checked.size],
      );
      return {};
    },
    onResponseError: (_req, err) => {
      if ('status_code' in err) return err;
      deps.log(err);
      return answer(500, UPLOAD_FAILED);
    },
  });
}
