import { Hono } from 'hono';
import { z } from 'zod';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { HttpError, readJson } from '../http/errors';

export const SIGNATURE_MAX_BYTES = 3 * 1024 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const optOutSchema = z.object({ optOut: z.boolean() });

/** GET and POST /hor/digital-signature: the caller's own signature image (PNG, under 3 MB). */
export function digitalSignatureRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  app.get('/digital-signature', async (c) => {
    const [row] = await deps.db.query<{ png: Uint8Array | null; opted_out: boolean }>(
      'SELECT png, opted_out FROM digital_signatures WHERE user_id = $1',
      [c.get('actor').id],
    );
    const image = row?.png ? `data:image/png;base64,${Buffer.from(row.png).toString('base64')}` : null;
    return c.json({ hasSignature: Boolean(image), image, optOut: row?.opted_out ?? false });
  });
  // The image itself as the body (image/png), so a 3 MB upload is not inflated by base64.
  app.post('/digital-signature', async (c) => {
    const name = c.req.header('x-file-name') ?? 'signature.png';
    const bytes = Buffer.from(await c.req.arrayBuffer());
    if (bytes.length > SIGNATURE_MAX_BYTES) {
      throw new HttpError(413, { message: `File '${name}' is too large. Please keep file under 3 MB.` });
    }
    if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) {
      throw new HttpError(400, { message: 'The signature must be a PNG image.' });
    }
    await deps.db.query(
      `INSERT INTO digital_signatures (user_id, png, opted_out, updated_at) VALUES ($1, $2, false, $3)
       ON CONFLICT (user_id) DO UPDATE SET png = EXCLUDED.png, opted_out = false, updated_at = EXCLUDED.updated_at`,
      [c.get('actor').id, bytes, deps.clock().toISOString()],
    );
    return c.json({ hasSignature: true });
  });
  app.post('/digital-signature/opt-out', async (c) => {
    const { optOut } = await readJson(c, optOutSchema);
    await deps.db.query(
      `INSERT INTO digital_signatures (user_id, opted_out, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET opted_out = EXCLUDED.opted_out, updated_at = EXCLUDED.updated_at`,
      [c.get('actor').id, optOut, deps.clock().toISOString()],
    );
    return c.json({ optOut });
  });
  return app;
}
