import { describe, expect, it } from 'vitest';
import type { CrewIssues } from '../../contracts/issues';
import { withDeviceDocuments } from './device-issues';

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
