import { CERT_TEXT, type certTypeAddSchema } from '@contracts/certificates';
import { bareNumber, sectionNumberProblem } from '@domain/certificates/cert-form';
import type { z } from 'zod';
import { takeChangeLock } from '../../kernel/change-numbers';
import { applied, fieldRefused, forbidden } from '../../kernel/outcome';
import type { WriteUseCase } from '../../kernel/use-case';
import { auditCerts, certScope } from './cert-scope';

type TypeAdd = z.infer<typeof certTypeAddSchema>;

/** Vessel types sort after the catalogue's in their section, by number. */
const VESSEL_TYPE_ORDER = 100;

/**
 * Add Other (doc 2, sections 2 and 5): a certificate type of the vessel's own, with a title, a
 * section and a number of two digits, shown after the section's shortcut (the user may type the
 * shortcut too: 'SF07' and '07' are the same number). Whoever keeps the certificates may add one.
 * It gets no requirement row: it is offered in the search, never reported missing.
 */
export const addCertType: WriteUseCase<TypeAdd> = async (tx, actor, body, now) => {
  await takeChangeLock(tx);
  const scope = await certScope(tx, actor, body.yachtId);
  if (!scope?.sees) return forbidden();
  const [section] = await tx.query<{ shortcut: string }>('SELECT shortcut FROM cert_sections WHERE id = $1', [
    body.sectionId,
  ]);
  if (!section) return fieldRefused('sectionId', CERT_TEXT.sectionMissing);
  const number = bareNumber(section.shortcut, body.sectionNumber);
  const problem = sectionNumberProblem(number);
  if (problem) return fieldRefused('sectionNumber', problem);
  const [taken] = await tx.query('SELECT 1 FROM cert_types WHERE id = $1', [body.typeId]);
  if (taken) return fieldRefused('typeId', CERT_TEXT.typeTaken);
  const [sameName] = await tx.query(
    `SELECT 1 FROM cert_types WHERE (vessel_id IS NULL OR vessel_id = $1) AND NOT deleted
        AND lower(name) = lower($2)`,
    [body.yachtId, body.title],
  );
  if (sameName) return fieldRefused('title', CERT_TEXT.typeTaken);
  const [row] = await tx.query<{ version: number }>(
    `INSERT INTO cert_types (id, vessel_id, section_id, number, name, sort_order, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING version`,
    [
      body.typeId,
      body.yachtId,
      body.sectionId,
      number,
      body.title,
      VESSEL_TYPE_ORDER + Number(number),
      actor.id,
    ],
  );
  await auditCerts(tx, actor, now, {
    vesselId: body.yachtId,
    action: 'cert.type.add',
    entity: 'cert-type',
    key: body.typeId,
    after: { title: body.title, sectionId: body.sectionId, number },
  });
  return applied(Number(row!.version));
};
