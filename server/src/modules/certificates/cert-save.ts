import { CERT_TEXT, type certRefSchema, certSavedFields, type certSaveSchema } from '@contracts/certificates';
import { MSG } from '@contracts/messages';
import { STALE_WHAT } from '@contracts/refusal-text';
import { certDateProblems } from '@domain/certificates/cert-form';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { auditedTombstone } from '../../kernel/audit';
import { takeChangeLock } from '../../kernel/change-numbers';
import { applied, badInput, fieldRefused, forbidden, notFound, staleEdit } from '../../kernel/outcome';
import { unchanged } from '../../kernel/unchanged';
import type { BasedEdit, WriteUseCase } from '../../kernel/use-case';
import { attachmentsChecked } from './cert-attachment-repo';
import { removeCertificateAttachments } from './cert-attachment-write';
import { findCertificate, findType } from './cert-repo';
import { auditCerts, certScope } from './cert-scope';

type Save = z.infer<typeof certSaveSchema>;
type Ref = z.infer<typeof certRefSchema>;

/**
 * The version of a certificate's last edit (a save or a delete). Checked following the
 * attachments raises the version too, but is no edit: judging an edit against this instead
 * keeps a form opened before a document was checked from coming back as a conflict.
 */
async function editedVersion(tx: Queryable, id: string): Promise<number> {
  const [row] = await tx.query<{ v: string }>('SELECT edited_version AS v FROM certificates WHERE id = $1', [
    id,
  ]);
  return Number(row?.v ?? 0);
}

const markEdited = (tx: Queryable, id: string) =>
  tx.query('UPDATE certificates SET edited_version = version WHERE id = $1', [id]);

/**
 * Save a certificate (doc 2, section 4: 'created when the id is 0, otherwise updated'; the id is
 * the device's, so an unknown id is a new certificate). Level 4+ or the approval group. An edit
 * based on an older copy than the server's is a conflict carrying the server's copy. The dates
 * follow the type's rules; Checked changes only with the check right.
 *
 * With documents, Checked is Yes only when every one is checked (doc 2, section 4), so a `checked`
 * they contradict cannot be honoured: it is refused naming the field, by REST and by a queued
 * save alike, never saved with the value dropped unseen. The app's device never sends `checked`
 * with its save (its documents' Check controls and Check all are their own operations), so its
 * saves made at sea replay whole however the documents changed meanwhile: they decide Checked.
 */
export const saveCertificate: WriteUseCase<Save, BasedEdit> = async (tx, actor, body, ctx) => {
  // The change-number lock before the certificate's row lock: the order every write keeps.
  await takeChangeLock(tx);
  const scope = await certScope(tx, actor, body.yachtId);
  if (!scope?.sees) return forbidden();
  const existing = await findCertificate(tx, body.certificateId, true);
  if (existing && (existing.vesselId !== body.yachtId || existing.deleted)) return notFound();
  if (existing) {
    const stale = staleEdit(await editedVersion(tx, existing.id), ctx.baseVersion, STALE_WHAT.certificate, {
      certificates: [existing],
    });
    if (stale) return stale;
  }
  const type = await findType(tx, body.certificateTypeId);
  if (!type || type.deleted || (type.vesselId !== null && type.vesselId !== body.yachtId))
    return fieldRefused('certificateTypeId', CERT_TEXT.typeElsewhere);
  const [section] = await tx.query('SELECT 1 FROM cert_sections WHERE id = $1', [body.sectionId]);
  if (!section) return fieldRefused('sectionId', CERT_TEXT.sectionMissing);
  const problems = certDateProblems(body, type);
  const errors = Object.entries(problems).map(([property, message]) => ({ property, message: message! }));
  // Every field the date rules refuse, at once, under their fields (doc 2, section 5).
  if (errors.length) return badInput(errors);
  const wasChecked = existing?.checked ?? false;
  // With attachments, Checked follows them (doc 2, section 4); their Checked controls change it.
  const followed = existing ? await attachmentsChecked(tx, existing.id) : null;
  if (followed !== null && body.checked !== undefined && body.checked !== followed)
    return fieldRefused('checked', CERT_TEXT.checkedFollowsDocuments);
  const checked = followed ?? body.checked ?? wasChecked;
  if (checked !== wasChecked && !scope.checks)
    return { ...fieldRefused('checked', MSG.status403), httpStatus: 403 };
  // Saved as it stands (the form saved again, a replay): the stored version, no change number, no
  // audit line (kernel/unchanged.ts).
  const next = { certificateTypeId: type.id, ...certSavedFields(body), checked };
  if (existing && unchanged(existing, next)) return applied(existing.version);
  const values = [
    body.certificateId,
    body.yachtId,
    type.id,
    body.sectionId,
    body.sectionNumber,
    body.certificateID,
    body.expireDate,
    body.surveyWindowOpen,
    body.surveyWindowClosing,
    body.lastSurveyDate,
    body.alertDays,
    body.certificateComments,
    checked,
  ];
  const [row] = existing
    ? await tx.query<{ version: number }>(
        `UPDATE certificates SET cert_type_id = $3, section_id = $4, section_number = $5, title_suffix = $6,
            expire_date = $7, survey_window_open = $8, survey_window_closing = $9, last_survey_date = $10,
            alert_days = $11, comments = $12, checked = $13, version = next_change()
          WHERE id = $1 AND vessel_id = $2 RETURNING version`,
        values,
      )
    : await tx.query<{ version: number }>(
        `INSERT INTO certificates (id, vessel_id, cert_type_id, section_id, section_number, title_suffix,
            expire_date, survey_window_open, survey_window_closing, last_survey_date, alert_days, comments,
            checked, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING version`,
        [...values, actor.id, ctx.now.toISOString()],
      );
  await markEdited(tx, body.certificateId);
  const { version: _, deleted: __, ...before } = existing ?? { version: 0, deleted: false };
  await auditCerts(tx, actor, ctx.now, {
    vesselId: body.yachtId,
    action: existing ? 'cert.update' : 'cert.create',
    entity: 'certificate',
    key: body.certificateId,
    before: existing ? before : null,
    after: { ...body, checked },
  });
  return applied(Number(row!.version));
};

/** Delete (level 6+; the app asks 'Please confirm you wish to DELETE this certificate.'): a tombstone. */
export const deleteCertificate: WriteUseCase<Ref, BasedEdit> = async (tx, actor, body, ctx) => {
  await takeChangeLock(tx);
  const scope = await certScope(tx, actor, body.yachtId);
  if (!scope?.deletes) return forbidden();
  const existing = await findCertificate(tx, body.certificateId, true);
  if (!existing || existing.vesselId !== body.yachtId || existing.deleted) return notFound();
  const stale = staleEdit(await editedVersion(tx, existing.id), ctx.baseVersion, STALE_WHAT.certificate, {
    certificates: [existing],
  });
  if (stale) return stale;
  const [row] = await tx.query<{ version: number }>(
    'UPDATE certificates SET deleted = true, version = next_change() WHERE id = $1 RETURNING version',
    [existing.id],
  );
  await markEdited(tx, existing.id);
  // Its attachments go with it: tombstones, and files no route reads (their bytes leave after).
  await removeCertificateAttachments(tx, existing.id);
  const entry = { vesselId: body.yachtId, action: 'cert.delete', entity: 'certificate', key: existing.id };
  return auditedTombstone(tx, actor, ctx.now, entry, Number(row!.version));
};
