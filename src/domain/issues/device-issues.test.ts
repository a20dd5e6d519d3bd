import { describe, expect, it } from 'vitest';
import type { CrewIssues } from '../../contracts/issues';
import { issueBadge, withDeviceDocuments } from './device-issues';

const person = (userId: number, issues: CrewIssues['issues']): CrewIssues => ({
  userId,
  crewId: userId + 100,
  firstName: `F${userId}`,
  lastName: `L${userId}`,
  positionName: null,
  issues,
});
const expired = (crewId: number, date: string) => ({
  kind: 'documentExpired' as const,
  crewId,
  documentId: `doc-${crewId}`,
  name: 'Passport',
  date,
});

describe('issues on the device', () => {
  it('keeps the server’s hours-of-rest issues and takes document issues from the device', () => {
    const server = [person(1, [{ kind: 'unsigned', month: '2026-10' }, expired(101, '2026-01-01')])];
    const device = [person(1, [expired(101, '2026-11-20')]), person(2, [])];
    expect(withDeviceDocuments(server, device)).toEqual([
      person(1, [{ kind: 'unsigned', month: '2026-10' }, expired(101, '2026-11-20')]),
    ]);
  });

  it('shows a document issue the server has not heard of, and drops one settled on the device', () => {
    const server = [person(2, [expired(102, '2026-01-01')])];
    expect(withDeviceDocuments(server, [person(1, [expired(101, '2026-11-20')]), person(2, [])])).toEqual([
      person(1, [expired(101, '2026-11-20')]),
    ]);
  });

  it('keeps someone only the server lists, and the server’s list when the device holds no crew', () => {
    const server = [person(3, [{ kind: 'countersign', month: '2026-09' }])];
    expect(withDeviceDocuments(server, [])).toEqual(server);
    expect(withDeviceDocuments(server, null)).toEqual(server);
    expect(withDeviceDocuments(undefined, null)).toBeUndefined();
  });
});

describe('the issue badge', () => {
  const device = [person(1, [expired(101, '2026-11-20'), expired(101, '2026-12-01')]), person(2, [])];

  it('adds the device’s document and certificate issues to the server’s hours-of-rest months', () => {
    expect(issueBadge({ issueCount: 9, restIssueCount: 3 }, device, 0)).toBe(5);
    expect(issueBadge({ issueCount: 9, restIssueCount: 3 }, device, 4)).toBe(9);
    // A document that starts expiring offline counts at once; one settled offline stops counting.
    expect(issueBadge({ issueCount: 3, restIssueCount: 3 }, [person(1, [])], 0)).toBe(3);
  });

  it('keeps the server’s whole count without the device’s crew records, its certificates or its share of rest months', () => {
    // The server's 16: 1 rest month, 11 documents and 4 certificates (the badge once said 12).
    expect(issueBadge({ issueCount: 16, restIssueCount: 1 }, device, null)).toBe(16);
    expect(issueBadge({ issueCount: 9, restIssueCount: 3 }, null, 0)).toBe(9);
    expect(issueBadge({ issueCount: 9, restIssueCount: 3 }, undefined, 0)).toBe(9);
    expect(issueBadge({ issueCount: 9 }, device, 0)).toBe(9);
    expect(issueBadge(undefined, null, null)).toBe(0);
  });

  it('shows no count before the server answers for the vessel (its rest months are not known yet)', () => {
    expect(issueBadge(null, device, 1)).toBe(0);
  });
});
