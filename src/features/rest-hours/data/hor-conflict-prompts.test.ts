import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../db/app-db';
import { LEVEL } from '../../../domain/access/permissions';
import { signedMonthPrompt } from './hor-conflict-prompts';

/**
 * A day edit that met a countersigned month: a supervisor may resubmit it over another person's
 * month (reopening it); the month's owner, an officer too, keeps theirs as a request to reopen,
 * which the countersigner decides (the server refuses them the reopen).
 */
const OFFICER = 4;
const CREW = 7;
const edit = (author: number, owner: number) =>
  ({
    id: '01JPROMPTTEST0000000000001',
    op: 'hor/day/save',
    body: { yachtId: 1, userId: owner, dates: ['2026-10-14'], binary: '1'.repeat(48) },
    baseVersion: 3,
    status: 'conflict',
    attempts: 1,
    nextAttemptAt: 0,
    createdAt: 0,
    coalesceKey: null,
    userId: author,
    conflict: {
      id: '01JPROMPTTEST0000000000001',
      status: 'conflict',
      message:
        'Countersigned by James Whitfield: This month has been countersigned and can no longer be changed.',
      records: {
        restMonths: [
          {
            userId: owner,
            vesselId: 1,
            month: '2026-10',
            signedBy: owner,
            signedByName: 'Someone',
            signedAt: '2026-11-01T08:00:00.000Z',
            counterSignedBy: 1,
            counterSignedByName: 'James Whitfield',
            counterSignedAt: '2026-11-02T08:00:00.000Z',
            version: 9,
          },
        ],
      },
    },
  }) as OutboxEntry & { op: 'hor/day/save' };
const choicesOf = (author: number, owner: number, level: number) =>
  signedMonthPrompt(edit(author, owner), {
    levelOn: () => level,
    codenameOf: () => 'aurora',
    t: (id, values) => id.replace('{name}', String(values?.name ?? '')),
  }).choices.map((c) => c.action);

describe('a day edit that met a countersigned month', () => {
  it("an officer's edit of a crew member's month may reopen it", () => {
    expect(choicesOf(OFFICER, CREW, LEVEL.officer)).toEqual(['resubmit', 'discard']);
  });

  it("an officer's edit of their own month goes to the countersigner as a request", () => {
    expect(choicesOf(OFFICER, OFFICER, LEVEL.officer)).toEqual(['convert', 'discard']);
  });

  it("a crew member's edit of their own month goes to the countersigner as a request", () => {
    expect(choicesOf(CREW, CREW, LEVEL.crew)).toEqual(['convert', 'discard']);
  });
});
