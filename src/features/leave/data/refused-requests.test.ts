import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LEAVE_TYPE, leaveRequest } from '../../../../tests/kits/leave-test-rows';
import type { OutboxEntry } from '../../../db/app-db';
import { RequestRow } from '../components/profile-sections';
import { leaveDeviceSync } from './leave-device-sync';
import { refusedRequests } from './refused-requests';

/**
 * Field test s58, item 3: a request made offline that the server refused (dates overlapping leave
 * approved meanwhile) still read "On this device, not sent yet · Pending" on My leave; the review
 * sheet said the server's sentence as title and body, and its discard hint said the request
 * stays as the server has it though the server never had it.
 */
const OVERLAP = 'These dates overlap leave already approved.';
const t = (text: string, values?: Record<string, unknown>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? ''));
const ctx = { t, levelOn: () => 2, codenameOf: () => 'aurora' };
const approved = leaveRequest('R-APPROVED', 'P1', 'Approved', ['2027-01-12', '2027-01-13', '2027-01-14']);
const saveEntry = (over: Partial<OutboxEntry> = {}) =>
  ({
    id: 'E1',
    op: 'leave/request/save',
    body: {
      yachtId: 1,
      requestId: 'R-MINE',
      action: 'REQUEST',
      startDate: '2027-01-11',
      endDate: '2027-01-13',
    },
    baseVersion: 0,
    status: 'conflict',
    attempts: 1,
    nextAttemptAt: 0,
    createdAt: 0,
    coalesceKey: null,
    userId: 20,
    conflict: { id: 'E1', status: 'conflict', message: OVERLAP, records: { leaveRequests: [approved] } },
    ...over,
  }) as unknown as OutboxEntry;

describe('a leave request the shore refused', () => {
  it('is listed with the shore’s reason; one waiting to be sent is not', () => {
    const waiting = saveEntry({ id: 'E2', status: 'pending', conflict: undefined });
    const refused = refusedRequests(
      [saveEntry(), { ...waiting, body: { ...waiting.body, requestId: 'R2' } } as OutboxEntry],
      t,
    );
    expect([...refused]).toEqual([['R-MINE', OVERLAP]]);
  });

  it('its row says it was refused and why, with the way to review it, not "not sent yet · Pending"', () => {
    const mine = {
      ...leaveRequest('R-MINE', 'P1', 'Pending', ['2027-01-11', '2027-01-13']),
      pending: 1 as const,
    };
    const row = (refused?: string) =>
      renderToStaticMarkup(
        createElement(
          MemoryRouter,
          null,
          createElement(RequestRow, { request: mine, types: [LEAVE_TYPE], to: '/x', refused }),
        ),
      );
    const html = row(OVERLAP);
    expect(html).toContain('Refused by the shore');
    expect(html).toContain(OVERLAP);
    expect(html).toContain('href="/sync"');
    expect(html).not.toContain('not sent yet');
    expect(html).not.toContain('>Pending<');
    expect(row()).toContain('not sent yet');
  });

  it('the review sheet does not repeat the reason as its title, and discarding a new request removes it', () => {
    const prompt = leaveDeviceSync.ops['leave/request/save'].prompt!(saveEntry() as never, ctx);
    expect(prompt.what).toBe(OVERLAP);
    expect(prompt.title).not.toBe(prompt.what);
    const discard = prompt.choices.find((c) => c.action === 'discard');
    expect(discard?.hint).toBe('The request is removed from this phone: the server never had it.');
  });

  it('discarding a change to a request the server has keeps it as the server has it', () => {
    const mineOnShore = leaveRequest('R-MINE', 'P1', 'Draft', ['2027-01-11']);
    const entry = saveEntry({
      baseVersion: 3,
      conflict: {
        id: 'E1',
        status: 'conflict',
        message: OVERLAP,
        records: { leaveRequests: [approved, mineOnShore] },
      },
    } as Partial<OutboxEntry>);
    const prompt = leaveDeviceSync.ops['leave/request/save'].prompt!(entry as never, ctx);
    expect(prompt.choices.find((c) => c.action === 'discard')?.hint).toBe(
      'The request stays as the server has it.',
    );
  });
});
