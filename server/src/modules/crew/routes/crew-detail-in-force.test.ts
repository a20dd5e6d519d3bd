import { describe, expect, it } from 'vitest';
import { aurora, crewId, openCrewServer, s, token } from '../../../../testing/crew-server';
import { TEST_TODAY } from '../../../../testing/test-server';

/**
 * GET /crew/{yachtId}/{crewId} (the spec's crew detail): its salary and leave increment are those
 * in force on the server's today, as the salary report and the crew record's leave days read them;
 * a change dated later is not in force yet, and the previous salary is the review before.
 */
openCrewServer();

type Detail = {
  salary: { amount: number; changeDate: string } | null;
  previousSalary: { amount: number; changeDate: string } | null;
  leaveIncrement: { amount: number; changeDate: string } | null;
  leave: number | null;
};
const detail = async (): Promise<Detail> =>
  (await s.request(`/crew/${aurora}/${crewId.crew}`, { token: token.purser })).json();
let seq = 0;
const review = (amount: number, changeDate: string) =>
  s.post(
    `/salary/crewonyacht/${crewId.crew}`,
    {
      salaryId: `01JINFORCESAL${String(++seq).padStart(12, '0')}`,
      amount,
      currencyId: 3,
      isBonus: false,
      changeDate,
    },
    token.purser,
  );
const increment = (amount: number, changeDate: string) =>
  s.post(
    `/leaveincrement/crewonyacht/${crewId.crew}`,
    { incrementId: `01JINFORCELEA${String(++seq).padStart(12, '0')}`, amount, changeDate },
    token.captain,
  );
const yesterday = new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const tomorrow = new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('the crew detail’s salary and leave increment', () => {
  it('a pay review dated later is not the salary yet; today’s is, and the one before it is the previous', async () => {
    expect((await review(5850, yesterday)).status).toBe(200);
    expect((await review(6000, TEST_TODAY)).status).toBe(200);
    expect((await review(9999, tomorrow)).status).toBe(200);
    expect((await review(12000, '2027-03-01')).status).toBe(200);
    const d = await detail();
    expect(d.salary).toMatchObject({ amount: 6000, changeDate: TEST_TODAY });
    expect(d.previousSalary).toMatchObject({ amount: 5850, changeDate: yesterday });
  });

  it('a leave rate dated later is not the leave increment yet; the crew record’s leave days agree', async () => {
    expect((await increment(31, TEST_TODAY)).status).toBe(200);
    expect((await increment(45, tomorrow)).status).toBe(200);
    const d = await detail();
    expect(d.leaveIncrement).toMatchObject({ amount: 31, changeDate: TEST_TODAY });
    expect(d.leave).toBe(31);
  });
});
