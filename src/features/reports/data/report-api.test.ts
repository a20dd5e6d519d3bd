import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import type { ReportChoice } from '../../../contracts/reports';
import { ApiError } from '../../../lib/api-client';
import { emailReport, fileNameFrom, isServerFailure, reportDocumentPath } from './report-api';

const db = freshAppDbEachTest('report-api');

const choice: ReportChoice = {
  yachtId: 1,
  reportType: 'crewandguests',
  crewList: [4, 7],
  guestList: ['01JGUEST00000000000000001'],
  portOfDeparture: 'Antibes',
  portOfArrival: 'Porto Cervo',
  departureDate: '2026-07-01',
  arrivalDate: '2026-07-03',
  format: 'pdf',
};

describe('the report document path (doc 3, section 7)', () => {
  it('asks the crew page with the spec names, comma lists and our format and disposition', () => {
    const path = reportDocumentPath(choice, 'inline');
    const [page, query] = path.split('?') as [string, string];
    expect(page).toBe('/cmspages/yachtcrewreport.aspx');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      report: 'crewandguests',
      yachtid: '1',
      crew: '4,7',
      guest: '01JGUEST00000000000000001',
      pod: 'Antibes',
      poa: 'Porto Cervo',
      depDate: '2026-07-01',
      arrDate: '2026-07-03',
      format: 'pdf',
      disposition: 'inline',
    });
  });

  it('drops empty values and sends access cards and crew issues to their own pages', () => {
    const cards = reportDocumentPath(
      { yachtId: 2, reportType: 'accesscards', crewList: [3], guestList: [], format: 'xlsx' },
      'attachment',
    );
    expect(cards).toBe(
      '/cmspages/AccessCardReport.aspx?report=accesscards&yachtid=2&crew=3&format=xlsx&disposition=attachment',
    );
    expect(reportDocumentPath({ ...choice, reportType: 'crewissues' }, 'attachment')).toMatch(
      /^\/cmspages\/CrewIssuesReport\.aspx\?/,
    );
  });
});

describe('the file name a download is saved under', () => {
  it.each([
    ['attachment; filename="Aurora crew list 2026-07-01.pdf"', 'Aurora crew list 2026-07-01.pdf'],
    ['attachment; filename="x.pdf"; filename*=UTF-8\'\'Br%C3%BCcke%20list.pdf', 'Brücke list.pdf'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ['attachment', 'fallback.pdf'],
    [null, 'fallback.pdf'],
  ])('%s -> %s', (header, name) => {
    expect(fileNameFrom(header, 'fallback.pdf')).toBe(name);
  });
});

describe('e-mailing a report', () => {
  const deps = (post: (path: string, body: unknown) => Promise<{ message?: string }>) => {
    const calls = { posts: [] as [string, unknown][], flushes: 0 };
    return {
      calls,
      deps: {
        db: db(),
        post: async (path: string, body: unknown) => {
          calls.posts.push([path, body]);
          return post(path, body);
        },
        flush: () => {
          calls.flushes++;
        },
      },
    };
  };

  it('online: POST /emailreport with the choice, nothing queued, the server notice returned', async () => {
    const { deps: d, calls } = deps(async () => ({ message: 'Email has been sent to your email address' }));
    const out = await emailReport(d, choice, 9, true);
    expect(out).toEqual({ sent: 'now', message: 'Email has been sent to your email address' });
    expect(calls.posts).toEqual([['/emailreport', choice]]);
    expect(await db().outbox.count()).toBe(0);
  });

  it("offline: the 'report/email' operation is queued for the user and the sync nudged, no call made", async () => {
    const { deps: d, calls } = deps(async () => ({}));
    expect(await emailReport(d, choice, 9, false)).toEqual({ sent: 'queued' });
    expect(calls.posts).toEqual([]);
    const [entry] = await db().outbox.toArray();
    expect(entry).toMatchObject({ op: 'report/email', body: choice, userId: 9, status: 'pending' });
    expect(calls.flushes).toBe(1);
  });

  it('a network failure on the way queues it too', async () => {
    const { deps: d } = deps(async () => {
      throw new ApiError(0, 'Error while connecting to service. Please try again.');
    });
    expect(await emailReport(d, choice, 9, true)).toEqual({ sent: 'queued' });
    expect(await db().outbox.count()).toBe(1);
  });

  it('a server failure is thrown (the report failed popup) and nothing is queued', async () => {
    const { deps: d } = deps(async () => {
      throw new ApiError(500, 'Application error occured! Please contact support for help.');
    });
    const err = await emailReport(d, choice, 9, true).catch((e: unknown) => e);
    expect(isServerFailure(err)).toBe(true);
    expect(isServerFailure(new ApiError(403, 'no'))).toBe(false);
    expect(await db().outbox.count()).toBe(0);
  });
});
