import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../db/app-db';
import { ChangeState } from '../components/leave-bits';
import { refusedProfiles } from './refused-requests';

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
    expect(refused.get('P1')).toContain(MEANWHILE);
  });

  it('its head says so with the way to the Sync page, not "not sent yet"', () => {
    const head = (refused: string | undefined, pending = true) =>
      renderToStaticMarkup(
        createElement(MemoryRouter, null, createElement(ChangeState, { pending, refused })),
      );
    const html = head(MEANWHILE);
    expect(html).toContain('Refused by the shore');
    expect(html).toContain('href="/sync"');
    expect(html).not.toContain('not sent yet');
    expect(head(undefined)).toContain('not sent yet');
    expect(head(undefined, false)).toBe('');
  });
});
