import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * The leave approval group and other crew members' requests (doc 3, section 6): it decides on
 * them whatever the settings, but saves, comments on or deletes them only when the vessel lets it
 * edit leave (editByApprovalGroup, the spec's canLAGEditLeave), as for profiles and adjustments.
 */
let t: LeaveTestServer;
beforeAll(async () => {
  t = await leaveServer();
});
afterAll(() => t.s.close());

const save = (who: string, id: string, body: unknown) => t.call(who, 'PUT', `/leave/requests/${id}`, body);
/** The demo crew member's request as a save of a sent one carries it: no action. */
const sent = (dates: string[]) => ({ ...t.requestBody('crew', dates), action: undefined });

describe('the approval group and other people’s requests', () => {
  it('changes or deletes them only with editByApprovalGroup, over REST and /sync; decides either way', async () => {
    await t.inApprovalGroup(t.userId.officer!, async () => {
      await t.editByGroup(false);
      const draft = t.newId('R');
      const dates = ['2027-05-03'];
      expect((await save('crew', draft, t.requestBody('crew', dates, { action: 'SAVE' }))).status).toBe(200);
      const pending = t.newId('R');
      expect((await save('crew', pending, t.requestBody('crew', ['2027-05-10']))).status).toBe(200);
      const del = (id: string) => t.call('officer', 'DELETE', `/leave/requests/${id}?yachtId=${t.aurora}`);
      const edit = t.requestBody('crew', dates, { action: 'SAVE', travelDays: 2 });
      expect((await save('officer', draft, edit)).status).toBe(403);
      expect((await save('officer', pending, { ...sent(['2027-05-10']), comments: 'Mine' })).status).toBe(
        403,
      );
      expect((await save('officer', t.newId('R'), t.requestBody('crew', ['2027-05-17']))).status).toBe(403);
      expect((await del(pending)).status).toBe(403);
      const ops = [
        ['leave/request/save', { ...edit, requestId: draft }],
        ['leave/request/delete', { yachtId: t.aurora, requestId: pending }],
      ] as const;
      for (const [op, body] of ops) expect((await t.op('officer', op, body)).status).toBe('rejected');
      expect(await t.requestRow(draft)).toMatchObject({ status: 'Draft', deleted: false });
      expect(await t.requestRow(pending)).toMatchObject({
        status: 'Pending',
        deleted: false,
        comments: null,
      });
      // Their own request stays theirs; deciding on the crew member's is the group's job.
      expect((await save('officer', t.newId('R'), t.requestBody('officer', ['2027-05-24']))).status).toBe(
        200,
      );
      const rejected = await t.call('officer', 'PUT', `/leave/requests/${pending}/decide`, {
        yachtId: t.aurora,
        action: 'REJECT',
      });
      expect(rejected.status).toBe(200);
      await t.editByGroup(true);
      expect((await save('officer', draft, edit)).status).toBe(200);
      expect((await del(draft)).status).toBe(200);
    });
  });
});
