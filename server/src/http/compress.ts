import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /^(application\/(json|javascript|manifest\+json)|text\/|image\/svg\+xml)/;

/**
 * Brotli where the client takes it, else gzip: every byte over a satellite link costs.
 * Quality 5 keeps the CPU cost per response small while winning most of the size.
 */
export const compressResponses = (threshold = 512) =>
  createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (!res.body || res.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return;
    const accept = c.req.header('accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    if (!encoding) return;
    const raw = Buffer.from(await res.arrayBuffer());
    if (raw.length < threshold) {
      c.res = new Response(raw, res);
      c.res.headers.append('vary', 'accept-encoding');
      return;
    }
    const body =
      encoding === 'br'
        ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gz(raw, { level: 6 });
    c.res = new Response(body, res);
    // Hono copies the old headers onto a new response, so these are set afterwards.
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.set('content-length', String(body.length));
    c.res.headers.append('vary', 'accept-encoding');
  });
