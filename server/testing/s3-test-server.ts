import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3 API on a local port, for tests of the S3-compatible file store: s3rver, with the
 * one call it lacks and tus's S3 store needs (ListParts, to learn how far an upload got), read
 * from the folder where s3rver keeps the parts of an open multipart upload.
 */
export async function startS3TestServer(bucket = 'seaworthy-test') {
  const directory = mkdtempSync(join(tmpdir(), 'seaworthy-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const listParts = (ctx: S3Context, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'GET' || typeof uploadId !== 'string' || !/^[0-9a-f]+$/.test(uploadId)) return next();
    const [, name, ...key] = ctx.path.split('/');
    const dir = join(directory, name!, '._S3rver_uploads', uploadId);
    let parts: number[];
    try {
      parts = readdirSync(dir)
        .filter((f) => /^\d+$/.test(f))
        .map(Number)
        .sort((a, b) => a - b);
    } catch {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code></Error>';
      return;
    }
    const xml = parts.map((n) => {
      const md5 = readFileSync(join(dir, `${n}.md5`), 'utf8');
      return `<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${statSync(join(dir, String(n))).size}</Size></Part>`;
    });
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${name}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${xml.join('')}</ListPartsResult>`;
  };
  // Before s3rver's own routes, which answer this call with 405.
  (s3 as unknown as { middleware: unknown[] }).middleware.unshift(listParts);
  const { port } = await s3.run();
  return {
    /** The server's environment for this store (see README, "Files"). */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    } as NodeJS.ProcessEnv,
    async close() {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

interface S3Context {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
