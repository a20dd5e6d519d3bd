import { describe, expect, it } from 'vitest';
import { crewNamed, issueLink, issueNotice, issueSeverity, issueTitle } from './issue-text';

describe('issue wording', () => {
  it('titles each kind with its month, and links to that month', () => {
    expect(issueTitle({ kind: 'unsigned', month: '2026-10' })).toBe(
      'Hours of rest for October 2026 not signed off',
    );
    expect(issueTitle({ kind: 'countersign', month: '2026-09' })).toBe(
      'Hours of rest for September 2026 to countersign',
    );
    expect(issueLink('aurora', { kind: 'unsigned', month: '2026-10' })).toBe(
      '/fleet/aurora/hours-of-rest/calendar?month=2026-10',
    );
  });

  it('writes a notice listing every issue', () => {
    expect(issueNotice([{ kind: 'unsigned', month: '2026-10' }])).toEqual({
      header: 'An open issue',
      text: 'Please see to:\n- Hours of rest for October 2026 not signed off',
    });
    expect(
      issueNotice([
        { kind: 'unsigned', month: '2026-09' },
        { kind: 'unsigned', month: '2026-10' },
      ]).header,
    ).toBe('2 open issues');
  });

  it('finds crew by any part of their name', () => {
    const crew = [
      { firstName: 'Sam', lastName: 'Taylor' },
      { firstName: 'Erik', lastName: 'Holm' },
    ];
    expect(crewNamed(crew, ' tay ')).toEqual([crew[0]]);
    expect(crewNamed(crew, 'm t')).toEqual([crew[0]]);
    expect(crewNamed(crew, '')).toEqual(crew);
    expect(crewNamed(crew, 'zz')).toEqual([]);
  });
});

describe('document issue wording', () => {
  it('titles expired, expiring and missing documents, and links to the crew member’s documents', () => {
    const expired = {
      kind: 'documentExpired' as const,
      crewId: 7,
      documentId: '01J0000000000000000000000A',
      name: 'Passport',
      date: '2026-11-01',
    };
    expect(issueTitle(expired)).toBe('Passport expired on 01 Nov 2026');
    expect(issueTitle({ ...expired, kind: 'documentExpiring' })).toBe('Passport expires on 01 Nov 2026');
    // On a screen, how far away it is; never in the export or a notice, where it would go stale.
    expect(issueTitle(expired, '2026-11-13')).toBe('Passport expired on 01 Nov 2026 · 12 days ago');
    expect(
      issueTitle({
        kind: 'requirementMissing',
        crewId: 7,
        requirementTypeId: 3,
        name: 'ENG1 medical certificate',
      }),
    ).toBe('ENG1 medical certificate missing');
    expect(issueLink('aurora', expired)).toBe('/fleet/aurora/crew/7/doc');
    expect(issueNotice([expired]).text).toBe('Please see to:\n- Passport expired on 01 Nov 2026');
  });
});

describe('issue severity', () => {
  it('marks what is expired or missing as out of order, and what is coming or to sign as to do', () => {
    const doc = { crewId: 7, documentId: 'x', name: 'Passport', date: '2026-01-01' };
    expect(issueSeverity({ kind: 'documentExpired', ...doc })).toBe('bad');
    expect(issueSeverity({ kind: 'documentExpiring', ...doc })).toBe('warn');
    expect(issueSeverity({ kind: 'requirementMissing', crewId: 7, requirementTypeId: 1, name: 'STCW' })).toBe(
      'bad',
    );
    expect(issueSeverity({ kind: 'unsigned', month: '2026-10' })).toBe('warn');
    expect(issueSeverity({ kind: 'countersign', month: '2026-10' })).toBe('warn');
  });
});
