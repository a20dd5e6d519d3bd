import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The app's pages and assets: the full set a browser applies to a document. */
const forDocuments = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    // A crew document's PDF shows in a frame from the device's copy (a blob: URL).
    frameSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'no-referrer',
});

/** What a browser applies to an answer it never renders: no sniffing, no cross-origin reads. */
const NOT_A_DOCUMENT = {
  xContentTypeOptions: 'nosniff',
  crossOriginResourcePolicy: 'same-origin',
  xFrameOptions: false,
  referrerPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * JSON answers are never rendered, so the document headers (about 700 bytes) would only cost
 * satellite time on every sync. They keep what matters for an API (OWASP REST cheat sheet):
 * nothing may load or frame them, no sniffing, HTTPS only, no cross-origin reads.
 */
const forJson = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  strictTransportSecurity: 'max-age=15552000; includeSubDomains',
  ...NOT_A_DOCUMENT,
});

/**
 * An answer only a script of the page reads: the request carries a bearer token (a navigation,
 * a form, an <img> or <script> tag cannot), or the browser says it is a CORS fetch
 * (`Sec-Fetch-Mode: cors`, which no page can forge and another site cannot read without CORS).
 * Such an answer is never rendered, framed or loaded by another site, and the pages bring HSTS:
 * CSP, CORP and HSTS would be some 170 bytes of nothing on every poll and token refresh (issue
 * 34: an idle device's day is mostly headers). No sniffing and no storing stay. A browser that
 * does not say gets the whole set.
 */
const forScriptOnly = secureHeaders({
  ...NOT_A_DOCUMENT,
  crossOriginResourcePolicy: false,
  strictTransportSecurity: false,
});
const scriptOnly = (c: Context) =>
  c.req.header('authorization')?.startsWith('Bearer ') === true ||
  (c.req.header('sec-fetch-mode') === 'cors' && c.req.header('sec-fetch-dest') === 'empty');

/**
 * An API answer that no cache may keep (`no-store`, the API's default) needs no `Vary`: the
 * header only tells caches which request headers chose the answer. Dropped, it is some 30 bytes
 * off every poll (issue 34: an idle device's day is mostly headers).
 */
const forApi: MiddlewareHandler = async (c, next) => {
  await (scriptOnly(c) ? forScriptOnly : forJson)(c, next);
  if (c.res.headers.get('cache-control') === 'no-store') c.res.headers.delete('vary');
};

/**
 * The build's hashed scripts and styles are never documents either (HSTS comes with the page),
 * nor are the packs of them the service worker fetches and the plan it reads them by
 * (scripts/precache-plan.ts). An install fetches them over the link, so the document set (about
 * 600 bytes each) is not sent with them. A worker script keeps it: a worker takes its policy
 * from its own script's answer.
 */
const forAssets = secureHeaders({ ...NOT_A_DOCUMENT, strictTransportSecurity: false });
const isBuiltAsset = (path: string) =>
  (path.startsWith('/assets/') && /\.(js|css|pack)$/.test(path) && !path.includes('.worker-')) ||
  path === '/warm-plan.json';

/** Stored files (photos, scans) can be opened in a tab, so they are treated as documents. */
export const securityHeaders: MiddlewareHandler = (c, next) => {
  if (c.req.path.startsWith('/api/') && !c.req.path.startsWith('/api/v1/files/')) return forApi(c, next);
  return isBuiltAsset(c.req.path) ? forAssets(c, next) : forDocuments(c, next);
};
