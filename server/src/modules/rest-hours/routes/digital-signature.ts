import { FILE_PURPOSES } from '@contracts/file-purposes';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { HttpError, readJson } from '../../../http/errors';
import { policies } from '../../../http/policy';
import { saveSignaturePng, setSignatureOptOut } from '../digital-signature';

const optOutSchema = z.object({ optOut: z.boolean() });
/** The spec's body: the image as `binary`, base64 or a PNG data URL (the 3 MB limit holds for the body). */
const specImageSchema = z.object({
  binary: z
    .string()
    .max(FILE_PURPOSES.signature.maxBytes)
    .regex(/^(data:image\/png;base64,)?[A-Za-z0-9+/]+={0,2}$/, 'The signature must be a PNG image.'),
});

/** GET and POST /hor/digital-signature: the caller's own signature image (PNG, under 3 MB). */
export function digitalSignatureRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  // Each call is about the caller's own signature.
  app.get('/digital-signature', policy.signedIn(), async (c) => {
    const [row] = await deps.db.query<{ png: Uint8Array | null; opted_out: boolean }>(
      'SELECT png, opted_out FROM digital_signatures WHERE user_id = $1',
      [c.get('actor').id],
    );
    const image = row?.png ? `data:image/png;base64,${Buffer.from(row.png).toString('base64')}` : null;
    // `binary` is the spec's name of the image.
    return c.json({ hasSignature: Boolean(image), image, binary: image, optOut: row?.opted_out ?? false });
  });
  // The image itself as the body (image/png), so a 3 MB upload is not inflated by base64.
  app.post('/digital-signature', policy.signedIn(), async (c) => {
    const name = c.req.header('x-file-name') ?? 'signature.png';
    // The app sends the image itself; the spec's call sends it inside JSON as `binary`.
    const json = (c.req.header('content-type') ?? '').startsWith('application/json');
    const png = json
      ? Buffer.from(
          (await readJson(c, specImageSchema)).binary.replace(/^data:image\/png;base64,/, ''),
          'base64',
        )
      : Buffer.from(await c.req.arrayBuffer());
    const saved = await saveSignaturePng(deps.db, c.get('actor').id, png, name, deps.clock());
    if (!saved.ok) throw new HttpError(saved.status, { message: saved.message });
    return c.json({ hasSignature: true });
  });
  app.post('/digital-signature/opt-out', policy.signedIn(), async (c) => {
    const { optOut } = await readJson(c, optOutSchema);
    await setSignatureOptOut(deps.db, c.get('actor').id, optOut, deps.clock());
    return c.json({ optOut });
  });
  return app;
}
