import {
  type CertSettings,
  type CertSettingsSave,
  certGroupSetSchema,
  certRequirementSetSchema,
  certSettingsSaveSchema,
} from '../../../contracts/certificates';
import type { AppDb } from '../../../db/app-db';
import { enqueue } from '../../../sync/outbox';
import type { Who } from './cert-commands';

/**
 * Writes of a vessel's certificate settings (level 5+): Required Settings, a requirement on or
 * off, the approval group. Each checks its input with the shared schema, then in one transaction
 * changes the local settings (marked pending, so the screens show the change offline at once)
 * and queues the same change. The server takes the last save of each (no base-version conflict).
 */

/** What a vessel's settings are before anyone saved them (the server's defaults). */
export const blankCertSettings = (vesselId: number): CertSettings => ({
  vesselId,
  flag: null,
  class: null,
  vesselParameterId: null,
  cruisingUSWaters: false,
  initialized: false,
  approvalGroup: [],
  requirements: [],
  version: 0,
});

async function writeSettings(db: AppDb, next: CertSettings) {
  await db.certSettings.put({ ...next, pending: 1 });
}

/**
 * Required Settings (doc 2: FLAG, CLASS, VESSEL PARAMETERS required, 'Cruising US Waters').
 * The server's first save also sets up the requirements from the vessel parameter, and a later
 * change of parameter moves them; the device cannot (the parameter's list of types stays on the
 * server), so it marks the module set up and the requirements arrive with the next pull: the
 * spec's 'the page reloads', offline-first.
 */
export async function saveCertSettings(
  { db, userId, now }: Who,
  current: CertSettings | null,
  input: CertSettingsSave,
) {
  const body = certSettingsSaveSchema.parse(input);
  const base = current ?? blankCertSettings(body.yachtId);
  await db.transaction('rw', db.certSettings, db.outbox, async () => {
    await writeSettings(db, {
      ...base,
      flag: body.flag,
      class: body.class,
      vesselParameterId: body.vesselParameterId,
      cruisingUSWaters: body.cruisingUSWaters,
      initialized: true,
    });
    await enqueue(
      db,
      {
        op: 'cert/settings/save',
        body,
        baseVersion: base.version,
        coalesceKey: `cert-settings:${body.yachtId}`,
        userId,
      },
      now,
    );
  });
}

/** A requirement on or off (doc 2, section 4); switching it back before it is sent sends only the last. */
export async function setCertRequirement(
  { db, userId, now }: Who,
  current: CertSettings,
  certificateTypeId: string,
  isActive: boolean,
) {
  const body = certRequirementSetSchema.parse({ yachtId: current.vesselId, certificateTypeId, isActive });
  const others = current.requirements.filter((r) => r.certificateTypeId !== body.certificateTypeId);
  await db.transaction('rw', db.certSettings, db.outbox, async () => {
    await writeSettings(db, {
      ...current,
      requirements: [...others, { certificateTypeId: body.certificateTypeId, isActive: body.isActive }],
    });
    await enqueue(
      db,
      {
        op: 'cert/requirement/set',
        body,
        baseVersion: current.version,
        coalesceKey: `cert-requirement:${body.yachtId}:${body.certificateTypeId}`,
        userId,
      },
      now,
    );
  });
}

/** The certificate approval group, the whole list (members see the register and check documents). */
export async function setCertGroup(
  { db, userId, now }: Who,
  current: CertSettings,
  userIds: readonly number[],
) {
  const body = certGroupSetSchema.parse({ yachtId: current.vesselId, userIds: [...new Set(userIds)] });
  await db.transaction('rw', db.certSettings, db.outbox, async () => {
    await writeSettings(db, { ...current, approvalGroup: body.userIds });
    await enqueue(
      db,
      {
        op: 'cert/group/set',
        body,
        baseVersion: current.version,
        coalesceKey: `cert-group:${body.yachtId}`,
        userId,
      },
      now,
    );
  });
}
