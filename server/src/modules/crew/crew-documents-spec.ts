import type { CrewDocument } from '@contracts/crew-documents';
import { levelOn } from '@domain/access/permissions';
import { addDays } from '@domain/calendar/iso-date';
import { editsDocument, verifiesDocument } from '@domain/crew/document-access';
import { documentIssues, EXPIRY_ALERT_DAYS } from '@domain/crew/document-issues';
import type { Queryable } from '../../db/client';
import { withSpecFields } from '../../http/spec-names';
import type { Actor } from '../../kernel/actors';

/**
 * Crew documents with the spec's names and computed fields beside the app's (doc 2, section 3;
 * issue 32): `category`, `crewOnYachtId`, `isMissing` (a listed document is never a missing
 * one), `status` and `color` by its expiry (the issues page's 60 days), `isIssue` (it is one of
 * the issues page's), and what the caller may do with it (`canEdit`, `canVerifyDocument`, the
 * rules the writes apply).
 */

export type DocumentStatus = 'expired' | 'expiring' | 'valid' | 'none';
/** The badge colours of the expiry states (doc 2: status and color). */
export const DOCUMENT_COLOR: Record<DocumentStatus, string> = {
  expired: 'red',
  expiring: 'orange',
  valid: 'green',
  none: 'grey',
};

export function documentStatus(expiryDate: string | null, today: string): DocumentStatus {
  if (!expiryDate) return 'none';
  if (expiryDate < today) return 'expired';
  return expiryDate <= addDays(today, EXPIRY_ALERT_DAYS) ? 'expiring' : 'valid';
}

export async function specDocuments(db: Queryable, actor: Actor, docs: CrewDocument[], today: string) {
  const crewIds = [...new Set(docs.map((d) => d.crewId))];
  const owners = await db.query<{ id: number; permission_level: number }>(
    `SELECT uvr.id, r.permission_level FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.id = ANY($1::int[])`,
    [crewIds],
  );
  const ownerLevel = new Map(owners.map((o) => [o.id, o.permission_level]));
  const issues = documentIssues(
    crewIds.map((id) => ({ id, positionId: null })),
    docs,
    [],
    today,
  );
  const inIssues = new Set(
    [...issues.values()].flat().flatMap((i) => ('documentId' in i ? [i.documentId] : [])),
  );
  return docs.map((d) => {
    const level = levelOn(actor.roles, d.vesselId);
    const target = ownerLevel.get(d.crewId) ?? 0;
    const own = d.userId === actor.id;
    const status = documentStatus(d.expiryDate, today);
    return withSpecFields(d, {
      category: 'categoryId',
      crewOnYachtId: 'crewId',
      isMissing: () => false,
      status: () => status,
      color: () => DOCUMENT_COLOR[status],
      isIssue: () => inIssues.has(d.id),
      canEdit: () => editsDocument(level, target, own, d.isVerified),
      canVerifyDocument: () => verifiesDocument(level, target, own),
    });
  });
}
