import { describe, expect, it } from 'vitest';
import { crew } from '../../../../tests/kits/leave-test-rows';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import { saveLeaveIncrement } from './crew-commands';

const appDb = freshAppDbEachTest('crew-commands');
// 2027-01-15T08:00:00Z: the device's today.
const NOW = Date.parse('2027-01-15T08:00:00Z');
const who = () => ({ db: appDb(), userId: 9, now: NOW });

describe('Edit leave details on the device', () => {
  it('shows the leave days in force today: a change dated later takes over on its day, as on the server', async () => {
    const record = crew(3, 'Lee', { leaveDays: 30 });
    await appDb().crew.put({ ...record, pending: 0 });
    await saveLeaveIncrement(who(), record, { amount: 40, changeDate: '2027-06-30', comment: 'Later' });
    expect((await appDb().crew.get(3))?.leaveDays).toBe(30);
    await saveLeaveIncrement(who(), record, { amount: 35, changeDate: '2027-01-15', comment: 'Today' });
    expect((await appDb().crew.get(3))?.leaveDays).toBe(35);
    expect((await appDb().outbox.toArray()).map((e) => e.op)).toEqual(['crew/leave/save', 'crew/leave/save']);
  });
});
