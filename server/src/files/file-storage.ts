import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';

// The S3 store and the AWS SDK under it take about 0.13 s to load: only a server that uses them
// reads them (Node loads this ES module synchronously through require, from 20.19 on).
const require = createRequire(import.meta.url);
const s3Store = (): typeof S3Store => (require('@tus/s3-store') as { S3Store: typeof S3Store }).S3Store;

/** Where uploaded files live: the tus store, which also reads a finished file back. */
export type FileStorage = DataStore & { read(id: string): Readable | Promise<Readable> };

/**
 * Disk under the data folder by default; S3-compatible storage when S3_BUCKET is set, so that
 * several server processes share the files (see README).
 */
export function openFileStorage(dataDir: string, env: NodeJS.ProcessEnv = process.env): FileStorage {
  if (env.S3_BUCKET) {
    return new (s3Store())({
      partSize: 8 * 1024 * 1024,
      s3ClientConfig: {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION ?? 'us-east-1',
        // Other S3-compatible stores than AWS often take neither the SDK's default checksums
        // nor its aws-chunked bodies (s3rver stored the chunk framing as file bytes).
        ...(env.S3_ENDPOINT
          ? {
              endpoint: env.S3_ENDPOINT,
              requestChecksumCalculation: 'WHEN_REQUIRED' as const,
              responseChecksumValidation: 'WHEN_REQUIRED' as const,
            }
          : {}),
        forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
        ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
          : {}),
      },
    }) as unknown as FileStorage;
  }
  mkdirSync(dataDir, { recursive: true });
  return new FileStoreInMadeDirectory({ directory: dataDir });
}

/**
 * tus's FileStore makes its directory again with a callback mkdir whose error it throws where
 * nobody can catch it (a server stopped and its directory removed at once crashed the process).
 * The directory is made above, synchronously, so that second mkdir is left out.
 */
const FileStoreBase = FileStore as unknown as new (options: { directory: string }) => FileStorage;
class FileStoreInMadeDirectory extends FileStoreBase {
  checkOrCreateDirectory() {}
}

/** A stored file's bytes (small files: signatures, stamps). */
export async function readStoredFile(storage: FileStorage, id: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(id)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
