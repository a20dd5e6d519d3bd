import { certSaveSchema, certSettingsSaveSchema, certTypeIdSchema } from '@contracts/certificates';
import {
  certGroupUserSchema,
  certRequirementWireSchema,
  certWireSaveSchema,
  certYachtDataPutSchema,
} from '@contracts/certificates-wire';
import { MSG } from '@contracts/messages';
import { LEVEL } from '@domain/access/permissions';
import { type Context, Hono } from 'hono';
import { ulid } from 'ulidx';
import type { Queryable } from '../../../db/client';
import type { ServerDeps } from '../../../deps';
import { baseVersionOf } from '../../../http/base-version';
import type { AppEnv } from '../../../http/env';
import { badRequest, jsonBody, parseId, parseParam, parseWith, readJson } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies, type Source } from '../../../http/policy';
import { refuseChangedReadOnly } from '../../../http/read-only-fields';
import { recordVessel } from '../../../http/record-sources';
import { readSpecJson } from '../../../http/spec-names';
import { answerValue, inCallersNames, type Outcome, outcomeError } from '../../../kernel/outcome';
import { todayOf } from '../../../kernel/today';
import { writeOutcome } from '../../../kernel/write-outcome';
import { dropRemovedBytes } from '../cert-attachment-repo';
import {
  availableTypes,
  certDetail,
  certGroupUsers,
  certList,
  certModuleState,
  certYachtData,
  isCertGroup,
  requirementList,
} from '../cert-read';
import { deleteCertificate, saveCertificate } from '../cert-save';
import { CERT_GROUP } from '../cert-scope';
import { changeCertGroup, initCerts, saveCertSettings, setRequirement } from '../cert-settings';
import { CERT_SAVE_NAMES, refuseChangedReadFields, refuseChangedType } from '../cert-spec-names';

const YACHT = '{[0-9]{1,10}}';
/** A certificate's id (made on the device, a ULID) in a path. */
const CERT_ID = '{[0-9A-Za-z]{10,40}}';
const TYPE_ID = '{[0-9A-Za-z]{2,40}}';
/**
 * The use cases' field names (the queued operations') as the spec's calls name them: a refusal
 * is shown under the field the caller sent, never under a name it does not know.
 */
const SPEC_NAMES = {
  certificateTypeId: 'certificateTypeID',
  sectionId: 'sectionID',
  vesselParameterId: 'vesselParametersID',
  userIds: 'userID',
};

/**
 * Where a certificate id in the path leads, for the policies: its vessel (a deleted certificate's
 * too, so that reading it is a 404). An id that is no one's leads to no vessel (MAX_ID): refused.
 */
function certVessel(db: Queryable, param: string): Source {
  return recordVessel(param, async (c) => {
    const [row] = await db.query<{ vessel_id: number }>('SELECT vessel_id FROM certificates WHERE id = $1', [
      c.req.param(param) ?? '',
    ]);
    return row;
  });
}

/**
 * Vessel certificates, the spec's calls (doc 2, section 7), gated by the certs module. Those who
 * keep the certificates (level 4+, or the certificate approval group) read and save them; level 6
 * deletes one; level 5 keeps the settings (see domain/access/cert-access for why). Each write runs
 * the use case its queued operation runs; the policy is the front door, the use case holds the rules.
 */
export function certificateRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'certs' });
  const yacht = from.param('yachtId');
  const byCert = certVessel(deps.db, 'certId');
  const keeper = (vessel: Source = yacht) => policy.level(LEVEL.officer, vessel, { group: CERT_GROUP });
  const manager = policy.level(LEVEL.purser, yacht);
  const now = () => deps.clock();
  const actor = (c: Context<AppEnv>) => c.get('actor');
  const yachtOf = (c: Context<AppEnv>) => parseId('yachtId', c.req.param('yachtId'));
  const base = (c: Context<AppEnv>) => baseVersionOf(c);
  /** A write's answer: the new version (with `extra`), a 409 with the server's copy, or the refusal. */
  const answer = async (c: Context<AppEnv>, run: (tx: Queryable) => Promise<Outcome>, extra = {}) => {
    const outcome = inCallersNames(await writeOutcome(deps.db, run), SPEC_NAMES);
    if (outcome.status === 'applied') return c.json({ ...extra, version: outcome.version });
    if (outcome.status === 'conflict')
      return c.json({ message: outcome.message, records: outcome.records ?? {} }, 409);
    throw outcomeError(outcome);
  };

  // The module's state, and whether the caller is in the group (the navigation asks, from level 2).
  app.get(`/cert/isCertGroup/:yachtId${YACHT}`, policy.member(yacht), async (c) =>
    c.json(await isCertGroup(deps.db, actor(c), yachtOf(c))),
  );
  app.get(`/cert/:yachtId${YACHT}`, keeper(), async (c) =>
    c.json(answerValue(await certModuleState(deps.db, actor(c), yachtOf(c)))),
  );

  // Required Settings; the first save initialises the module, as POST /cert/init does.
  app.get(`/cert/yachtData/:yachtId${YACHT}`, keeper(), async (c) =>
    c.json(answerValue(await certYachtData(deps.db, actor(c), yachtOf(c)))),
  );
  app.put(`/cert/yachtData/:yachtId${YACHT}`, manager, async (c) => {
    const { version, certsModuleInitialized, ...data } = await readJson(c, certYachtDataPutSchema);
    // The body may carry the vessel (doc 2); another than the path's would be saved on this one.
    if (data.yachtID !== undefined && data.yachtID !== yachtOf(c))
      throw badRequest([{ property: 'yachtID', message: MSG.invalidId }]);
    // The GET's read-only fields, sent back as read: accepted, changed: refused.
    if (version !== undefined || certsModuleInitialized !== undefined)
      refuseChangedReadOnly(
        { version, certsModuleInitialized },
        answerValue(await certYachtData(deps.db, actor(c), yachtOf(c))),
      );
    const body = parseWith(certSettingsSaveSchema, {
      yachtId: yachtOf(c),
      flag: data.flag,
      class: data.class,
      vesselParameterId: data.vesselParametersID,
      cruisingUSWaters: data.cruisingUSWaters,
    });
    return answer(c, (tx) => saveCertSettings(tx, actor(c), body, now()));
  });
  app.post(`/cert/init/:yachtId${YACHT}`, manager, noBody(), (c) =>
    answer(c, (tx) => initCerts(tx, actor(c), yachtOf(c), now())),
  );

  // The register, one certificate, its save (create or update) and delete.
  app.get(`/certs/:yachtId${YACHT}`, keeper(), async (c) =>
    c.json(answerValue(await certList(deps.db, actor(c), yachtOf(c), todayOf(deps)))),
  );
  app.get(`/certsDetail/certificate/:certId${CERT_ID}`, keeper(byCert), async (c) =>
    c.json(answerValue(await certDetail(deps.db, actor(c), c.req.param('certId'), todayOf(deps)))),
  );
  // The save (doc 2, section 4: 'created when the id is 0, otherwise updated'): at the spec's
  // path the `{id}` is the certificate (0 creates, on the body's yachtID); the app's device
  // posts to its vessel with the id it made in the body. One save for all three.
  const save = async (c: Context<AppEnv>, yachtId: number, certificateIdInPath: string | null) => {
    const { status, statusText, certificateSectionNumber, attachments, version, ...wire } =
      await readSpecJson(c, certWireSaveSchema, CERT_SAVE_NAMES);
    if (wire.yachtID !== undefined && wire.yachtID !== yachtId)
      throw badRequest([{ property: 'yachtID', message: MSG.invalidId }]);
    if (certificateIdInPath && wire.certID && wire.certID !== certificateIdInPath)
      throw badRequest([{ property: 'certID', message: MSG.invalidId }]);
    // The nested type's fields are the catalogue's: as read, accepted; changed, refused.
    await refuseChangedType(deps.db, await jsonBody(c), yachtId);
    const certificateId = certificateIdInPath ?? wire.certID ?? ulid();
    const readFields = { status, statusText, certificateSectionNumber, attachments, version };
    const at = { vesselId: yachtId, certificateId, today: todayOf(deps) };
    await refuseChangedReadFields(deps.db, actor(c), readFields, at);
    const body = parseWith(certSaveSchema, {
      yachtId,
      certificateId,
      certificateTypeId: wire.certificateTypeID,
      sectionId: wire.sectionID,
      sectionNumber: wire.sectionNumber,
      certificateID: wire.certificateID,
      expireDate: wire.expireDate,
      surveyWindowOpen: wire.surveyWindowOpen,
      surveyWindowClosing: wire.surveyWindowClosing,
      lastSurveyDate: wire.lastSurveyDate,
      alertDays: wire.alertDays,
      certificateComments: wire.certificateComments,
      checked: wire.checked,
    });
    const ctx = { now: now(), baseVersion: base(c) };
    return answer(c, (tx) => saveCertificate(tx, actor(c), body, ctx), { certID: certificateId });
  };
  app.post('/certsDetail/certificate/0', keeper(from.body('yachtID')), async (c) =>
    save(c, parseId('yachtID', await from.body('yachtID').read(c)), null),
  );
  app.post(`/certsDetail/certificate/:yachtId${YACHT}`, keeper(), (c) => save(c, yachtOf(c), null));
  app.post(`/certsDetail/certificate/:certId${CERT_ID}`, keeper(byCert), async (c) =>
    save(c, Number(await byCert.read(c)), c.req.param('certId')),
  );
  app.delete(
    `/certsDetail/certificate/:certId${CERT_ID}`,
    policy.level(LEVEL.captain, byCert),
    noBody(),
    async (c) => {
      const vesselId = Number(await byCert.read(c));
      const body = { yachtId: vesselId, certificateId: c.req.param('certId') };
      const res = await answer(c, (tx) =>
        deleteCertificate(tx, actor(c), body, { now: now(), baseVersion: base(c) }),
      );
      // Its attachments' files were made unreadable with it; their bytes leave the storage now.
      await dropRemovedBytes(deps.db, deps.files, body.certificateId, deps.log);
      return res;
    },
  );

  // The types that can be added, and the requirements (on or off).
  app.get(`/certificateType/:yachtId${YACHT}`, keeper(), async (c) =>
    c.json(answerValue(await availableTypes(deps.db, actor(c), yachtOf(c)))),
  );
  app.get(`/certificateRequirement/:yachtId${YACHT}`, keeper(), async (c) =>
    c.json(answerValue(await requirementList(deps.db, actor(c), yachtOf(c)))),
  );
  app.post(`/certificateRequirement/:yachtId${YACHT}`, manager, async (c) => {
    const { certificateTypeID, isActive } = await readJson(c, certRequirementWireSchema);
    const body = { yachtId: yachtOf(c), certificateTypeId: certificateTypeID, isActive };
    return answer(c, (tx) => setRequirement(tx, actor(c), body, now()));
  });
  app.delete(`/certificateRequirement/:yachtId${YACHT}/:typeId${TYPE_ID}`, manager, noBody(), async (c) => {
    const certificateTypeId = parseParam('typeId', certTypeIdSchema, c.req.param('typeId'));
    const body = { yachtId: yachtOf(c), certificateTypeId, isActive: false };
    return answer(c, (tx) => setRequirement(tx, actor(c), body, now()));
  });

  // The certificate approval group (certs/settings): the crew with their membership; add, remove.
  app.get(`/certs/settings/:yachtId${YACHT}`, manager, async (c) =>
    c.json(answerValue(await certGroupUsers(deps.db, actor(c), yachtOf(c), todayOf(deps)))),
  );
  app.post(`/certs/settings/:yachtId${YACHT}`, manager, async (c) => {
    const { userID, inCertGroup } = await readJson(c, certGroupUserSchema);
    const body = { yachtId: yachtOf(c), userId: userID, inGroup: inCertGroup ?? true };
    return answer(c, (tx) => changeCertGroup(tx, actor(c), body, now()));
  });
  app.delete(`/certs/settings/:yachtId${YACHT}/:userId${YACHT}`, manager, noBody(), async (c) => {
    const body = { yachtId: yachtOf(c), userId: parseId('userId', c.req.param('userId')), inGroup: false };
    return answer(c, (tx) => changeCertGroup(tx, actor(c), body, now()));
  });
  return app;
}
