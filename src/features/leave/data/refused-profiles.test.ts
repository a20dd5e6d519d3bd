import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../db/app-db';
import { ChangeState } from '../components/leave-bits';
import { type ProfileProblem, refusedProfiles } from './refused-requests';

/**
 * Field day s60: a purser changed a crew member's leave days on the crew record at sea, then
 * the same person's leave profile. Back in range the profile's edit met the server's link
 * (which had moved the profile) and waited on the Sync page as changed meanwhile, while the
 * profile's head still read "On this device, not sent yet".
 */
const MEANWHILE = 'The leave profile was changed by someone else meanwhile.';
const t = (text: string) => text;
const entry = (status: OutboxEntry['status'], op = 'leave/profile/edit', profileId = 'P1') =>
  ({
    id: `E-${op}-${status}`,
    op,
    body: { yachtId: 1, profileId },
    baseVersion: 3,
    status,
    attempts: 1,
    nextAttemptAt: 0,
    createdAt: 0,
    coalesceKey: null,
    userId: 20,
    ...(status === 'conflict'
      ? { conflict: { id: 'E', status: 'conflict', message: MEANWHILE, records: {} } }
      : {}),
  }) as unknown as OutboxEntry;

describe('a leave profile whose change came back from the shore', () => {
  it('is listed with the reason, for any profile operation; one on its way is not', () => {
    const refused = refusedProfiles(
      [
        entry('conflict'),
        entry('pending', 'leave/profile/rate', 'P2'),
        entry('rejected', 'leave/request/save', 'P3'),
      ],
      t,
    );
    expect([...refused.keys()]).toEqual(['P1']);
    expect(refused.get('P1')?.problem).toBe('conflict');
    expect(refused.get('P1')?.reason).toContain(MEANWHILE);
    expect(refusedProfiles([entry('rejected')], t).get('P1')?.problem).toBe('rejected');
  });

  it("its head says which, in the crew profile's words, with the way to the Sync page", () => {
    const head = (refused: ProfileProblem | undefined, pending = true) =>
      renderToStaticMarkup(
        createElement(MemoryRouter, null, createElement(ChangeState, { pending, refused })),
      );
    const conflict = head({ problem: 'conflict', reason: MEANWHILE });
    expect(conflict).toContain('Changed by someone else meanwhile');
    expect(conflict).not.toContain('Refused by the shore');
    expect(conflict).toContain('Shown as you entered it, not as the server keeps it.');
    expect(conflict).toContain('href="/sync"');
    expect(conflict).not.toContain('not sent yet');
    const rejected = head({ problem: 'rejected', reason: 'Days must be 0 or more.' });
    expect(rejected).toContain('Not accepted by the shore');
    expect(rejected).toContain('Days must be 0 or more.');
    expect(rejected).toContain('Shown as you entered it, not as the server keeps it.');
    expect(head(undefined)).toContain('not sent yet');
    expect(head(undefined, false)).toBe('');
  });
});
