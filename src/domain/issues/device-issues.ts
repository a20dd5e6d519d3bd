import type { CrewIssues } from './issue-types';

/**
 * The issues page's list, offline too: hours-of-rest issues as the server last listed them (a
 * countersignature is judged there), document issues from the device's own synced records (the
 * same domain function as the server's), so a passport that expires at sea shows at sea. Without
 * the device's crew records (crew module off, not yet synced) the server's list stands as it is.
 * `device` holds every crew member the user sees, in crew order, with their document issues.
 */
export function withDeviceDocuments(
  server: readonly CrewIssues[] | undefined,
  device: readonly CrewIssues[] | null,
): CrewIssues[] | undefined {
  if (!device) return server ? [...server] : undefined;
  const fromServer = new Map((server ?? []).map((c) => [c.userId, c]));
  const restOf = (userId: number) => fromServer.get(userId)?.issues.filter((i) => 'month' in i) ?? [];
  const answer: CrewIssues[] = [];
  for (const d of device) {
    const issues = [...restOf(d.userId), ...d.issues];
    if (issues.length) answer.push({ ...d, issues });
    fromServer.delete(d.userId);
  }
  // Someone the server lists whom this device does not hold yet: their rest issues still show.
  for (const s of fromServer.values()) {
    const issues = restOf(s.userId);
    if (issues.length) answer.push({ ...s, issues });
  }
  return answer;
}

/**
 * The issue badge of the top bar: the count of the issues page's items. The server's count of
 * hours-of-rest months (its last status answer, kept for offline) plus the document issues the
 * device computes from its own records, so a passport that starts expiring at sea counts at sea,
 * plus the vessel's certificate issues (the device's own reading; 0 without the module). Without
 * the device's crew records or its certificates, or from a server that does not say how many of its
 * issues are rest months, the server's whole count stands (it counts certificates too); with no
 * answer yet for the vessel, none.
 */
export function issueBadge(
  status: { issueCount: number; restIssueCount?: number } | null | undefined,
  device: readonly CrewIssues[] | null | undefined,
  certificates: number | null | undefined,
): number {
  // No answer for this vessel yet (first opened, or the last one kept was the fleet's): the
  // hours-of-rest months are not known, so neither is the count. No badge, rather than the
  // device's share alone (it showed 5, then 16 once the poll answered).
  if (!status) return 0;
  const documents = device?.reduce((n, c) => n + c.issues.length, 0);
  if (documents === undefined || certificates == null || status.restIssueCount === undefined)
    return status.issueCount;
  return status.restIssueCount + documents + certificates;
}
