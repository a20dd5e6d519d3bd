import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import { dropRequestDraft, keepRequestDraft, readRequestDraft } from './request-draft';
import { emptyRequestForm } from './request-form';

const appDb = freshAppDbEachTest('request-draft');
const ID = '01M9AE36NTGKE0TDK89AJ2H4RP';
// A crew member's new request, half typed at sea when the phone reloaded the app.
const typed = {
  ...emptyRequestForm('01JDEMOLVP0000000000000007', 1),
  startDate: '2027-01-11',
  endDate: '2027-01-15',
  travelDays: '1',
  comments: 'Family wedding',
};

describe('a new leave request kept on the device as it is typed', () => {
  it('comes back after a reload, with the id the form made', async () => {
    const db = appDb();
    await keepRequestDraft(db, 5, 1, { requestId: ID, form: typed });
    expect(await readRequestDraft(db, 5, 1)).toEqual({ requestId: ID, form: typed });
    // Another vessel's form, or another person's, is not this one.
    expect(await readRequestDraft(db, 5, 2)).toBeNull();
    expect(await readRequestDraft(db, 6, 1)).toBeNull();
  });

  it('goes once discarded, and counts for nothing once the request is stored', async () => {
    const db = appDb();
    await keepRequestDraft(db, 5, 1, { requestId: ID, form: typed });
    await dropRequestDraft(db, 5, 1);
    expect(await readRequestDraft(db, 5, 1)).toBeNull();
    await keepRequestDraft(db, 5, 1, { requestId: ID, form: typed });
    await db.leaveRequests.put({ id: ID, vesselId: 1, userId: 5 } as LeaveRequestRecord);
    expect(await readRequestDraft(db, 5, 1)).toBeNull();
  });

  it('is not brought back over another request the link asks for', async () => {
    const db = appDb();
    await keepRequestDraft(db, 5, 1, { requestId: ID, form: typed });
    // The same person's form, asked again: it comes back.
    expect(await readRequestDraft(db, 5, 1, { profileId: typed.profileId })).not.toBeNull();
    // New request for another person (an officer), or from another day of the leave table: blank.
    expect(await readRequestDraft(db, 5, 1, { profileId: '01JDEMOLVP0000000000000009' })).toBeNull();
    expect(await readRequestDraft(db, 5, 1, { date: '2027-03-01' })).toBeNull();
    expect(await readRequestDraft(db, 5, 1, { date: '2027-01-11' })).not.toBeNull();
  });
});
