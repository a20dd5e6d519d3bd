import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_PURPOSES } from '@contracts/file-purposes';
import { MSG } from '@contracts/messages';
import { BRANDS } from '@domain/brand/brand';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerDeps } from './deps';
import { fileRoutes } from './files/file-routes';
import { brandedIndexHtml, brandedManifest } from './http/branding';
import { compressResponses } from './http/compress';
import type { AppEnv } from './http/env';
import { errorResponse, MAX_JSON_BYTES } from './http/errors';
import { policies } from './http/policy';
import { securityHeaders } from './http/security-headers';
import { accountRoutes } from './modules/accounts/routes/accounts';
import { authRoutes } from './modules/auth/routes/auth';
import { registrationRoutes } from './modules/auth/routes/registration';
import { twoFactorRoutes } from './modules/auth/routes/two-factor';
import {
  certAttachmentRoutes,
  certUploadLimit,
  isCertUpload,
} from './modules/certificates/routes/cert-attachments';
import { certificateRoutes } from './modules/certificates/routes/certificates';
import { crewRoutes } from './modules/crew/routes/crew';
import { crewDocumentRoutes } from './modules/crew/routes/crew-documents';
import { crewMoreRoutes } from './modules/crew/routes/crew-more';
import { crewWizardRoutes } from './modules/crew/routes/crew-wizard';
import { departmentRoutes } from './modules/crew/routes/departments';
import { requirementRoutes } from './modules/crew/routes/requirements';
import { documentLibraryRoutes } from './modules/documents/routes/documents-library';
import { fleetRoutes, supportRoutes, yachtFleetRoutes } from './modules/fleet/routes/fleet';
import { textPageRoutes } from './modules/fleet/routes/text-pages';
import { guestRoutes } from './modules/guests/routes/guests';
import { inboxRoutes } from './modules/inbox/routes/inbox';
import { issueRoutes } from './modules/issues/routes/issues';
import { leaveRoutes } from './modules/leave/routes/leave';
import { leaveReadRoutes } from './modules/leave/routes/leave-reads';
import { leaveReportRoutes } from './modules/leave/routes/leave-reports';
import { leaveRequestExtraRoutes } from './modules/leave/routes/leave-request-extras';
import { reportRoutes } from './modules/reports/routes/reports';
import { digitalSignatureRoutes } from './modules/rest-hours/routes/digital-signature';
import { horApprovalRoutes } from './modules/rest-hours/routes/hor-approval';
import { horDayRoutes } from './modules/rest-hours/routes/hor-days';
import { horQueryRoutes } from './modules/rest-hours/routes/hor-queries';
import { horRecordRoutes } from './modules/rest-hours/routes/hor-records';
import { horSettingsRoutes } from './modules/rest-hours/routes/hor-settings';
import { horSigningRoutes } from './modules/rest-hours/routes/hor-signing';
import { horVesselRoutes, vesselDetailsRoutes } from './modules/rest-hours/routes/hor-vessel';
import { userRoutes } from './modules/users/routes/users';
import { syncRoutes } from './sync/sync-routes';

export const MAX_BODY_BYTES = MAX_JSON_BYTES;

/**
 * A request refused before its body was read (no token, no access, too large) ends its
 * connection: the unread bytes would otherwise have to be drained first, or be taken for the
 * next request. Only for refusals, so a good client keeps its connection over a costly link.
 */
const closeAfterRefusal: MiddlewareHandler = async (c, next) => {
  await next();
  const hasBody = c.req.raw.body !== null || Number(c.req.header('content-length') ?? 0) > 0;
  if (hasBody && [401, 403, 413].includes(c.res.status)) c.res.headers.set('connection', 'close');
};

export function createApp(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => errorResponse(err, c, deps.log));
  app.use('*', closeAfterRefusal);
  app.use('*', securityHeaders);
  app.use('*', compressResponses());

  const api = new Hono<AppEnv>();
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: MSG.tooLarge }, 413),
  });
  // A signature image may be up to 3 MB (the route says so in the spec's words); JSON stays at 1 MB.
  const imageLimit = bodyLimit({
    maxSize: FILE_PURPOSES.signature.maxBytes,
    onError: (c) =>
      c.json(
        { message: FILE_PURPOSES.signature.tooBig(c.req.header('x-file-name') ?? 'signature.png') },
        413,
      ),
  });
  // tus chunks (up to 5 MB) pass as sent: the files route bounds each upload by its purpose.
  api.use('*', (c, next) =>
    c.req.path.startsWith('/api/v1/files/uploads')
      ? next()
      : c.req.path.endsWith('/hor/digital-signature')
        ? imageLimit(c, next)
        : isCertUpload(c.req.method, c.req.path)
          ? certUploadLimit(c, next)
          : jsonLimit(c, next),
  );
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
  });
  api.get('/health', policies(deps).public(), (c) => c.json({ ok: true }));
  api.route('/', authRoutes(deps));
  api.route('/', twoFactorRoutes(deps));
  api.route('/', registrationRoutes(deps));
  api.route('/fleet', fleetRoutes(deps));
  api.route('/textpage', textPageRoutes(deps));
  api.route('/users', userRoutes(deps));
  api.route('/', supportRoutes(deps));
  // The HR instance has no Accounts area (doc 1, section 1): its routes are not there.
  if (BRANDS[deps.config.instance].accounts) api.route('/', accountRoutes(deps));
  api.route('/', inboxRoutes(deps));
  // Every route declares who may call it (http/policy.ts); the policy signs the caller in.
  const hor = new Hono<AppEnv>();
  // Order matters where paths overlap: records before '/records/:yacht/:user' (queries), and
  // '/signoff/signState' (queries) before '/signoff/:yacht' (signing).
  hor.route('/', horDayRoutes(deps));
  hor.route('/', horRecordRoutes(deps));
  hor.route('/', horQueryRoutes(deps));
  hor.route('/', horSigningRoutes(deps));
  hor.route('/', horVesselRoutes(deps)); // after signing: '/preset/new' before '/preset/:id'
  hor.route('/', digitalSignatureRoutes(deps));
  hor.route('/', horSettingsRoutes(deps));
  hor.route('/', horApprovalRoutes(deps));
  api.route('/hor', hor);
  const yacht = new Hono<AppEnv>();
  yacht.route('/', vesselDetailsRoutes(deps));
  yacht.route('/', yachtFleetRoutes(deps));
  api.route('/yacht', yacht);
  api.route('/issues', issueRoutes(deps));
  api.route('/', crewWizardRoutes(deps));
  api.route('/', crewRoutes(deps));
  api.route('/', crewMoreRoutes(deps));
  api.route('/', crewDocumentRoutes(deps));
  api.route('/', departmentRoutes(deps));
  api.route('/requirements', requirementRoutes(deps));
  api.route('/', leaveRoutes(deps));
  api.route('/', leaveReadRoutes(deps));
  api.route('/', leaveReportRoutes(deps));
  api.route('/', leaveRequestExtraRoutes(deps));
  api.route('/', certificateRoutes(deps));
  api.route('/', certAttachmentRoutes(deps));
  api.route('/', documentLibraryRoutes(deps));
  api.route('/', guestRoutes(deps));
  api.route('/', reportRoutes(deps));
  api.route('/sync', syncRoutes(deps));
  api.route('/files', fileRoutes(deps));
  api.all('*', (c) => c.json({ message: MSG.status404 }, 404));
  app.route('/api/v1', api);

  const dir = deps.config.staticDir;
  if (dir) {
    const brand = BRANDS[deps.config.instance];
    const indexHtml = brandedIndexHtml(readFileSync(join(dir, 'index.html'), 'utf8'), brand);
    const manifestFile = join(dir, 'manifest.webmanifest');
    const manifest = existsSync(manifestFile)
      ? brandedManifest(readFileSync(manifestFile, 'utf8'), brand)
      : null;
    // Hashed build assets never change; everything else (sw.js first) is re-checked.
    app.use('*', async (c, next) => {
      await next();
      const hashed = c.req.path.startsWith('/assets/') && c.res.ok;
      c.res.headers.set('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    });
    // The page and the manifest as this instance names them, before the files as built.
    app.get('/', (c) => c.html(indexHtml));
    app.get('/index.html', (c) => c.html(indexHtml));
    if (manifest)
      app.get('/manifest.webmanifest', (c) =>
        c.body(manifest, 200, { 'content-type': 'application/manifest+json' }),
      );
    app.use('*', serveStatic({ root: dir }));
    // SPA fallback: any other GET is a client route; a missing file is a plain 404.
    app.get('*', (c, next) => {
      if (/\.[a-z0-9]+$/i.test(c.req.path) || /^\/api(\/|$)/.test(c.req.path)) return next();
      return c.html(indexHtml);
    });
  }
  app.all('*', (c) => c.json({ message: MSG.status404 }, 404));
  return app;
}
