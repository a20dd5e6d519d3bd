import type { RecordMap } from '@contracts/sync';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { applyAt, applyBased } from '../../kernel/op-apply';
import { syncOutcome } from '../../kernel/outcome';
import type { OpHandlers } from '../../kernel/sync-kit';
import { gatedOps } from '../../kernel/vessel-modules';
import { dropRemovedBytes } from './cert-attachment-repo';
import { findCertificate } from './cert-repo';
import { deleteCertificate, saveCertificate } from './cert-save';
import { certScope } from './cert-scope';
import { saveCertSettings, setCertGroup, setRequirement } from './cert-settings';
import { addCertType } from './cert-types';

/** The REST status stays out of a sync answer. */

/** The server's copy of a certificate, for a caller who keeps the vessel's certificates. */
async function certificateCopy(tx: Queryable, actor: Actor, yachtId: number, id: string): Promise<RecordMap> {
  const scope = await certScope(tx, actor, yachtId);
  if (!scope?.sees) return {};
  const cert = await findCertificate(tx, id);
  return cert && cert.vesselId === yachtId ? { certificates: [cert] } : {};
}

async function settingsCopy(tx: Queryable, actor: Actor, yachtId: number): Promise<RecordMap> {
  const scope = await certScope(tx, actor, yachtId);
  return scope?.sees && scope.settings.version > 0 ? { certSettings: [scope.settings] } : {};
}

/**
 * Certificates queued offline: each operation runs the use case of its REST call, refused on a
 * vessel where the certs module is off. A refusal brings back the server's copy of the record.
 */
export const certOps = gatedOps(
  'certs',
  {
    'cert/save': {
      apply: applyBased(saveCertificate),
      current: (tx, b, { actor }) => certificateCopy(tx, actor, b.yachtId, b.certificateId),
    },
    'cert/delete': {
      apply: async (tx, b, { actor, now, baseVersion, files }) => {
        const outcome = syncOutcome(await deleteCertificate(tx, actor, b, { now, baseVersion }));
        // Its attachments' bytes leave the storage (see cert-attachment-sync for why here).
        if (outcome.status === 'applied') await dropRemovedBytes(tx, files, b.certificateId);
        return outcome;
      },
      current: (tx, b, { actor }) => certificateCopy(tx, actor, b.yachtId, b.certificateId),
    },
    'cert/settings/save': {
      apply: applyAt(saveCertSettings),
      current: (tx, b, { actor }) => settingsCopy(tx, actor, b.yachtId),
    },
    'cert/requirement/set': {
      apply: applyAt(setRequirement),
      current: (tx, b, { actor }) => settingsCopy(tx, actor, b.yachtId),
    },
    'cert/group/set': {
      apply: applyAt(setCertGroup),
      current: (tx, b, { actor }) => settingsCopy(tx, actor, b.yachtId),
    },
    'cert/type/add': {
      apply: applyAt(addCertType),
    },
  } satisfies OpHandlers,
  [],
);
