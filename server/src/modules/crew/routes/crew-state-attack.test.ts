import { END_DATE_FORMER_ONLY, END_DATE_KEPT } from '@contracts/crew';
import { describe, expect, it } from 'vitest';
import { crewId, openCrewServer, s, token } from '../../../../testing/crew-server';
import { TEST_TODAY } from '../../../../testing/test-server';

/**
 * PUT /crewonyacht/{id}/assignstate (doc 2: stateId with an optional endDate and a force flag):
 * an end date sent with status 1 or -1 answered 200 and was dropped, and one sent for someone who
 * had left already was dropped too (their old day kept). Both are refused now, nothing changed.
 */
openCrewServer();

const assign = (body: unknown) =>
  s.request(`/crewonyacht/${crewId.crew}/assignstate`, {
    method: 'PUT',
    token: token.captain,
    body: JSON.stringify(body),
  });
const role = async () =>
  (
    await s.db.query<{ crew_status: number; end_date: string | null }>(
      "SELECT crew_status, to_char(end_date, 'YYYY-MM-DD') AS end_date FROM user_vessel_roles WHERE id = $1",
      [crewId.crew],
    )
  )[0]!;
const refusal = async (res: Response) => [res.status, (await res.json()).errorList];

describe('an end date in a status change', () => {
  it('with Current Crew or Prospective is refused, and the role is as it was', async () => {
    const before = await role();
    expect(await refusal(await assign({ stateId: 1, endDate: '2099-01-01' }))).toEqual([
      400,
      [{ property: 'endDate', message: END_DATE_FORMER_ONLY }],
    ]);
    expect(await refusal(await assign({ stateId: -1, endDate: '2099-01-01', force: true }))).toEqual([
      400,
      [{ property: 'endDate', message: END_DATE_FORMER_ONLY }],
    ]);
    expect(await role()).toEqual(before);
    // As clients send 'no date': empty or null passes.
    expect((await assign({ stateId: 1, endDate: '' })).status).toBe(200);
    expect((await assign({ stateId: 1, endDate: null })).status).toBe(200);
  });

  it('for someone who has left already is refused; their day stays; without one, status 2 stands', async () => {
    expect((await assign({ stateId: 2 })).status).toBe(200);
    const left = await role();
    expect(left.crew_status).toBe(2);
    expect(left.end_date! < TEST_TODAY).toBe(true);
    expect(await refusal(await assign({ stateId: 2, endDate: '2099-01-01' }))).toEqual([
      400,
      [{ property: 'endDate', message: END_DATE_KEPT }],
    ]);
    expect(await role()).toEqual(left);
    expect((await assign({ stateId: 2 })).status).toBe(200);
    expect(await role()).toEqual(left);
  });
});
