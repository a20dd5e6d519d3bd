import { describe, expect, it } from 'vitest';
import { documentIssues, type IssueDocument } from './document-issues';

const doc = (over: Partial<IssueDocument>): IssueDocument => ({
  id: 'd1',
  crewId: 1,
  categoryId: 1,
  name: 'Passport',
  expiryDate: null,
  deleted: false,
  ...over,
});
const crew = [{ id: 1, positionId: 10 }];
const today = '2026-11-25';

describe('document issues', () => {
  it('marks a document expired after its expiry date and expiring within 60 days', () => {
    const issues = documentIssues(
      crew,
      [
        doc({ id: 'a', categoryId: 1, expiryDate: '2026-11-24' }),
        doc({ id: 'b', categoryId: 3, name: 'ENG1', expiryDate: '2027-01-24' }),
        doc({ id: 'c', categoryId: 4, name: 'STCW', expiryDate: '2027-01-25' }),
      ],
      [],
      today,
    ).get(1);
    expect(issues?.map((i) => [i.kind, i.name])).toEqual([
      ['documentExpired', 'Passport'],
      ['documentExpiring', 'ENG1'],
    ]);
  });

  it('expires on the day after the expiry date, not on it', () => {
    const issues = documentIssues(crew, [doc({ expiryDate: today })], [], today).get(1);
    expect(issues?.[0]?.kind).toBe('documentExpiring');
  });

  it('lets a renewed document settle the old one, and ignores deleted documents', () => {
    const renewed = documentIssues(
      crew,
      [doc({ id: 'old', expiryDate: '2026-01-01' }), doc({ id: 'new', expiryDate: '2036-01-01' })],
      [],
      today,
    );
    expect(renewed.size).toBe(0);
    const deletedRenewal = documentIssues(
      crew,
      [
        doc({ id: 'old', expiryDate: '2026-01-01' }),
        doc({ id: 'new', expiryDate: '2036-01-01', deleted: true }),
      ],
      [],
      today,
    );
    expect(deletedRenewal.get(1)?.[0]).toMatchObject({ kind: 'documentExpired', documentId: 'old' });
  });

  it('names requirements of the vessel and of the position that have no document', () => {
    const requirements = [
      { positionId: null, requirementTypeId: 1, deleted: false },
      { positionId: 10, requirementTypeId: 3, deleted: false },
      { positionId: 11, requirementTypeId: 4, deleted: false },
      { positionId: 10, requirementTypeId: 26, deleted: true },
    ];
    const missing = documentIssues(
      crew,
      [doc({ categoryId: 1, expiryDate: '2030-01-01' })],
      requirements,
      today,
    );
    expect(missing.get(1)).toEqual([
      { kind: 'requirementMissing', crewId: 1, requirementTypeId: 3, name: 'ENG1 medical certificate' },
    ]);
    expect(
      documentIssues(crew, [], requirements, today)
        .get(1)
        ?.map((i) => i.name),
    ).toEqual(['Passport', 'ENG1 medical certificate']);
  });

  it('keeps each crew member’s issues apart', () => {
    const two = [...crew, { id: 2, positionId: null }];
    const issues = documentIssues(two, [doc({ crewId: 2, expiryDate: '2020-01-01' })], [], today);
    expect([...issues.keys()]).toEqual([2]);
  });
});
