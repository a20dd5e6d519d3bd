// One file each, not the package's index (the server loads this at start; see survey-hints.ts).
import { addDays } from 'date-fns/addDays';
import { parseISO } from 'date-fns/parseISO';
import { isoDay } from '../dates/format';
import type { DocumentIssue } from '../issues/issue-types';
import { categoryOf } from './document-categories';
import { requirementName } from './requirement-types';

/** Documents turn to 'expiring' this many days ahead: the spec's default alert days (doc 2, section 9). */
export const EXPIRY_ALERT_DAYS = 60;

export interface IssueCrew {
  id: number;
  positionId: number | null;
}
export interface IssueDocument {
  id: string;
  crewId: number;
  categoryId: number;
  name: string;
  expiryDate: string | null;
  deleted: boolean;
}
export interface IssueRequirement {
  positionId: number | null;
  requirementTypeId: number;
  deleted: boolean;
}

/**
 * The document issues of each crew member (doc 2, Issues), the same on the server (the issues
 * page and the badge) and on the device (offline): per category, the newest document counts
 * (a renewed passport settles the old one); it is expired after its expiry date and expiring
 * within the alert days. A requirement of the vessel (no position) or of the crew member's
 * position with no document of its category is missing. Answers by crew id, in list order.
 */
export function documentIssues(
  crew: readonly IssueCrew[],
  documents: readonly IssueDocument[],
  requirements: readonly IssueRequirement[],
  today: string,
): Map<number, DocumentIssue[]> {
  const alertUntil = isoDay(addDays(parseISO(today), EXPIRY_ALERT_DAYS));
  const live = documents.filter((d) => !d.deleted);
  const answer = new Map<number, DocumentIssue[]>();
  for (const member of crew) {
    const own = live.filter((d) => d.crewId === member.id);
    const issues: DocumentIssue[] = [];
    for (const doc of newestPerCategory(own)) {
      if (!doc.expiryDate || doc.expiryDate > alertUntil) continue;
      const kind = doc.expiryDate < today ? 'documentExpired' : 'documentExpiring';
      issues.push({ kind, crewId: member.id, documentId: doc.id, name: doc.name, date: doc.expiryDate });
    }
    const held = new Set(own.map((d) => d.categoryId));
    const asked = requirements.filter(
      (r) => !r.deleted && (r.positionId === null || r.positionId === member.positionId),
    );
    for (const typeId of [...new Set(asked.map((r) => r.requirementTypeId))].sort((a, b) => a - b))
      if (!held.has(typeId))
        issues.push({
          kind: 'requirementMissing',
          crewId: member.id,
          requirementTypeId: typeId,
          name: requirementName(typeId),
        });
    if (issues.length) answer.set(member.id, issues);
  }
  return answer;
}

/** The document of each category that expires last (no expiry: never); each 'other' document alone. */
function newestPerCategory(docs: readonly IssueDocument[]): IssueDocument[] {
  const byCategory = new Map<string, IssueDocument>();
  for (const d of docs) {
    const key = categoryOf(d.categoryId)?.kind === 'other' ? `doc:${d.id}` : `cat:${d.categoryId}`;
    const known = byCategory.get(key);
    if (!known || expiresLater(d, known)) byCategory.set(key, d);
  }
  return [...byCategory.values()].sort(
    (a, b) => (a.expiryDate ?? '9999').localeCompare(b.expiryDate ?? '9999') || a.id.localeCompare(b.id),
  );
}

const expiresLater = (a: IssueDocument, b: IssueDocument) =>
  b.expiryDate !== null && (a.expiryDate === null || a.expiryDate > b.expiryDate);
