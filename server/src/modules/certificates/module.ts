import { dailyJob, defineServerModule, mountedAt } from '../../kernel/server-module';
import { certFileRefusal } from './cert-attachment-read';
import { certAttachmentFeeds, certAttachmentOps } from './cert-attachment-sync';
import { sendCertExpiryAlerts } from './cert-expiry-alerts';
import { certFeeds } from './cert-feeds';
import { certOps } from './cert-sync-ops';
import { certAttachmentRoutes, certUploadLimit, isCertUpload } from './routes/cert-attachments';
import { certificateRoutes } from './routes/certificates';

/** The vessel's certificates, their attachments and expiry notices (the certs module). */
export const certificatesModule = defineServerModule({
  name: 'certificates',
  routes: mountedAt('/', certificateRoutes, certAttachmentRoutes),
  ops: { ...certOps, ...certAttachmentOps },
  feeds: { ...certFeeds, ...certAttachmentFeeds },
  files: { attachment: { hidden: async (db, actor, row) => !!(await certFileRefusal(db, actor, row)) } },
  jobs: {
    // Daily: vessel certificates expiring or expired, to the inbox.
    'cert-expiry-alerts': dailyJob(async (deps, { day }) => {
      await sendCertExpiryAlerts(deps.db, day, deps.clock());
    }),
  },
  bodyLimits: [{ applies: isCertUpload, limit: certUploadLimit }],
});
