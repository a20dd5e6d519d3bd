import { FILE_PURPOSES } from '@contracts/file-purposes';
import { bodyLimit } from 'hono/body-limit';
import { loadActor } from '../../kernel/actors';
import { dailyJob, defineServerModule, followUp, mountedAt } from '../../kernel/server-module';
import { vesselHasModule } from '../../kernel/vessel-modules';
import { HOR_ALERTS_JOB } from './alert-queue';
import { alertsAfter, mayAlert, mayAlertIn } from './alerts';
import { ANCHOR_JOB, anchorChains } from './chain/chain-anchor';
import { horFeeds } from './hor-feeds';
import { horOps } from './hor-sync-ops';
import { deviceKeyRoutes } from './routes/device-keys';
import { digitalSignatureRoutes } from './routes/digital-signature';
import { horApprovalRoutes } from './routes/hor-approval';
import { horChainRoutes } from './routes/hor-chain';
import { horClockChangeRoutes } from './routes/hor-clock-changes';
import { horDayRoutes } from './routes/hor-days';
import { horExceptionRoutes } from './routes/hor-exception';
import { horLanguageRoutes } from './routes/hor-language';
import { horQueryRoutes } from './routes/hor-queries';
import { horRecordRoutes } from './routes/hor-records';
import { horSettingsRoutes } from './routes/hor-settings';
import { horSigningRoutes } from './routes/hor-signing';
import { horVesselRoutes, vesselDetailsRoutes } from './routes/hor-vessel';

/** A signature image may be up to 3 MB (the route says so in the spec's words); JSON stays at 1 MB. */
const signatureLimit = bodyLimit({
  maxSize: FILE_PURPOSES.signature.maxBytes,
  onError: (c) =>
    c.json({ message: FILE_PURPOSES.signature.tooBig(c.req.header('x-file-name') ?? 'signature.png') }, 413),
});

/** Hours of rest: days, months signed and countersigned, presets, the vessel's rules and alerts. */
export const restHoursModule = defineServerModule({
  name: 'rest-hours',
  // Order matters where paths overlap: records before '/records/:yacht/:user' (queries),
  // '/signoff/signState' (queries) before '/signoff/:yacht' (signing), and signing before the
  // vessel's routes ('/preset/new' before '/preset/:id').
  routes: [
    ...mountedAt(
      '/hor',
      horDayRoutes,
      horRecordRoutes,
      horQueryRoutes,
      horSigningRoutes,
      horVesselRoutes,
      digitalSignatureRoutes,
      horSettingsRoutes,
      horExceptionRoutes,
      horLanguageRoutes,
      horApprovalRoutes,
      horClockChangeRoutes,
      horChainRoutes,
    ),
    { path: '/yacht', routes: vesselDetailsRoutes },
    { path: '/', routes: deviceKeyRoutes },
  ],
  ops: horOps,
  feeds: horFeeds,
  jobs: {
    // Who is told about an applied operation (alert recipients, chosen supervisors), by e-mail.
    [HOR_ALERTS_JOB]: followUp(
      ['hor/month/notify', 'hor/month/sign', 'hor/day/save', 'hor/reopen/request', 'hor/records/email'],
      async (deps, { actorId, op }) => {
        if (!(await mayAlert(deps.db, op))) return;
        // The module switched off since the operation was applied: nothing of it goes out.
        const vesselId = 'yachtId' in op.body ? Number(op.body.yachtId) : null;
        if (vesselId !== null && !(await vesselHasModule(deps.db, vesselId, 'hoursofrest'))) {
          deps.log(
            new Error(`${op.op} of user ${actorId} not told: hours of rest is off on vessel ${vesselId}`),
          );
          return;
        }
        const actor = await loadActor(deps.db, actorId, deps.clock().toISOString().slice(0, 10));
        if (actor) await alertsAfter(deps, actor, op);
      },
      mayAlertIn,
    ),
    // Each vessel's chain head, kept once a day (issue 33: records no one can quietly alter).
    [ANCHOR_JOB]: dailyJob(async (deps, { day }) => {
      await anchorChains(deps.db, day);
    }),
  },
  bodyLimits: [
    { applies: (_method, path) => path.endsWith('/hor/digital-signature'), limit: signatureLimit },
  ],
});
