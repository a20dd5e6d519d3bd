import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { pdfText, sheetRows, workbook } from '../../../../testing/report-files';

/**
 * Issue 30, 1.4: the approver's comment never replaces the crew member's. A decision's comment
 * is the request's decision comment; the requester's comments stay as they wrote them, in the
 * record, the feed and a refusal's copy, through REST and through a queued decision alike.
 */
let t: LeaveTestServer;
beforeAll(async () => {
  t = await leaveServer();
});
afterAll(() => t.s.close());

const request = async (dates: string[], comments: string) => {
  const id = t.newId('R');
  const res = await t.call(
    'crew',
    'PUT',
    `/leave/requests/${id}`,
    t.requestBody('crew', dates, { comments }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
};
const decide = (who: string, id: string, action: string, extra: Record<string, unknown> = {}) =>
  t.call(who, 'PUT', `/leave/requests/${id}/decide`, { yachtId: t.aurora, action, ...extra });
const inFeed = async (who: string, id: string) => (await t.feed(who)).leaveRequests?.find((r) => r.id === id);

describe("the requester's comments and the decision's comment", () => {
  it('approving with a comment keeps the crew member’s comment; both reach the crew member’s device', async () => {
    const id = await request(['2027-05-03', '2027-05-04'], 'My sister’s wedding');
    const res = await decide('purser', id, 'APPROVE', { comments: 'Enjoy, back on the 5th' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await inFeed('crew', id)).toMatchObject({
      status: 'Approved',
      comments: 'My sister’s wedding',
      decisionComment: 'Enjoy, back on the 5th',
    });
  });

  it('a queued rejection keeps both too; a later decision without a comment keeps the last one', async () => {
    const id = await request(['2027-06-07'], 'Dentist in Palma');
    const rejected = await t.op('captain', 'leave/request/decide', {
      yachtId: t.aurora,
      requestId: id,
      action: 'REJECT',
      comments: 'We sail that day',
    });
    expect(rejected.status).toBe('applied');
    expect(await inFeed('captain', id)).toMatchObject({
      status: 'Denied',
      comments: 'Dentist in Palma',
      decisionComment: 'We sail that day',
    });
    const back = await t.op('captain', 'leave/request/decide', {
      yachtId: t.aurora,
      requestId: id,
      action: 'PENDING',
    });
    expect(back.status).toBe('applied');
    expect(await inFeed('crew', id)).toMatchObject({
      status: 'Pending',
      comments: 'Dentist in Palma',
      decisionComment: 'We sail that day',
    });
  });

  it('the crew member changing their comments after the decision leaves the decision’s comment alone', async () => {
    const id = await request(['2027-07-12'], 'Flight at 9');
    expect((await decide('purser', id, 'APPROVE', { comments: 'Fine' })).status).toBe(200);
    const res = await t.call(
      'crew',
      'PUT',
      `/leave/requests/${id}`,
      // Once decided, a save carries no action: its comments alone.
      t.requestBody('crew', ['2027-07-12'], { action: undefined, comments: 'Flight moved to 11' }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await inFeed('crew', id)).toMatchObject({
      comments: 'Flight moved to 11',
      decisionComment: 'Fine',
    });
  });

  it('a decision refused as stale answers with the server’s copy holding both comments', async () => {
    const id = await request(['2027-08-02'], 'Visa renewal');
    expect((await decide('purser', id, 'APPROVE', { comments: 'Seen' })).status).toBe(200);
    const stale = await t.op(
      'captain',
      'leave/request/decide',
      { yachtId: t.aurora, requestId: id, action: 'CHECK', comments: 'Yes' },
      1,
    );
    expect(stale.status).toBe('conflict');
    expect(stale.records?.leaveRequests?.[0]).toMatchObject({
      comments: 'Visa renewal',
      decisionComment: 'Seen',
    });
  });

  it('the leave history report has each in its own column, as PDF and as a workbook', async () => {
    const id = await request(['2027-09-06', '2027-09-07'], 'Brother’s graduation');
    expect((await decide('purser', id, 'APPROVE', { comments: 'Agreed with the chief' })).status).toBe(200);
    const query = `profileIds=${t.profileId.crew}&from=2027-09-01&to=2027-09-30`;
    const xlsx = await t.call('captain', 'GET', `/leave/${t.aurora}/reports/history?format=xlsx&${query}`);
    expect(xlsx.status).toBe(200);
    const rows = sheetRows(await workbook(new Uint8Array(await xlsx.arrayBuffer())), 'Leave history');
    expect(rows[0]).toEqual([
      'Name',
      'Date',
      'Entry',
      'Amount',
      'Available',
      'Comments',
      'Decision comments',
    ]);
    expect(rows.find((r) => r[2] === 'Leave booked, 06 Sep 27 to 07 Sep 27')?.slice(5)).toEqual([
      'Brother’s graduation',
      'Agreed with the chief',
    ]);
    const pdf = await t.call('captain', 'GET', `/leave/${t.aurora}/reports/history?format=pdf&${query}`);
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toContain('Decision comments');
    expect(text).toContain('Brother’s graduation');
    expect(text).toContain('Agreed with the chief');
  });
});

describe('a decision made on an older copy', () => {
  it('is a conflict naming who decided it meanwhile, to what and why (field test: it said only "changed")', async () => {
    const id = await request(['2027-08-23'], 'Boat show');
    const before = await inFeed('captain', id);
    const rejected = await t.op('purser', 'leave/request/decide', {
      yachtId: t.aurora,
      requestId: id,
      action: 'REJECT',
      comments: 'Too many ashore that week',
    });
    expect(rejected.status).toBe('applied');
    const approved = await t.op(
      'captain',
      'leave/request/decide',
      { yachtId: t.aurora, requestId: id, action: 'APPROVE' },
      before!.version,
    );
    expect(approved.status).toBe('conflict');
    expect(approved.message).toBe(
      'Clara Mendes set this leave request to Denied meanwhile: “Too many ashore that week”.',
    );
    expect(await inFeed('captain', id)).toMatchObject({ status: 'Denied' });
    // Set back to Pending meanwhile: the earlier decision's comment is no one's reason now.
    const back = await t.op('purser', 'leave/request/decide', {
      yachtId: t.aurora,
      requestId: id,
      action: 'PENDING',
    });
    expect(back.status).toBe('applied');
    const again = await t.op(
      'captain',
      'leave/request/decide',
      { yachtId: t.aurora, requestId: id, action: 'APPROVE' },
      before!.version,
    );
    expect([again.status, again.message]).toEqual([
      'conflict',
      'This leave request was changed by someone else meanwhile.',
    ]);
  });
});
