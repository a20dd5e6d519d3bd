import type { CrewRecord } from '@contracts/crew';
import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import { crewId, openCrewServer, opsAs, s, token } from '../../../../testing/crew-server';

/**
 * PUT /crewonyacht/{id}/positiondetails (doc 2, section 7): a role below 6 needs its department
 * (and below 5 its position, doc 1 section 5), so leaving them out or sending null is refused
 * 'Field is required.', as PUT /users does; they were wiped. The start date is required: null or
 * '' is refused, no longer a 200 that kept the stored one unseen.
 */
openCrewServer();

const put = (body: unknown, who = 'officer') =>
  s.request(`/crewonyacht/${crewId.crew}/positiondetails`, {
    method: 'PUT',
    token: token[who],
    body: JSON.stringify(body),
  });
const stored = async () => {
  const feed = (await (await s.request('/sync/changes?since=0', { token: token.purser })).json()) as {
    crew: CrewRecord[];
  };
  return feed.crew.find((c) => c.id === crewId.crew)!;
};
const errorsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  return (await res.json()).errorList;
};
const required = (...properties: string[]) =>
  properties.map((property) => ({ property, message: MSG.required }));

describe('position details of a crew member (level 2)', () => {
  it('left out, the department and position are refused, not wiped', async () => {
    const before = await stored();
    expect(before.departmentId).not.toBeNull();
    expect(await errorsOf(await put({ customId: 'SW-1009' }))).toEqual(
      required('departmentId', 'positionId'),
    );
    expect(await stored()).toMatchObject({
      departmentId: before.departmentId,
      positionId: before.positionId,
    });
  });

  it('null is refused under the name the caller sent', async () => {
    const { departmentId, positionId } = await stored();
    expect(await errorsOf(await put({ department: null, positionId }))).toEqual(required('department'));
    expect(await errorsOf(await put({ departmentId, position: { id: null } }))).toEqual(required('position'));
  });

  it('a null or empty start date is refused; left out keeps the stored one', async () => {
    const c = await stored();
    const place = { departmentId: c.departmentId, positionId: c.positionId };
    for (const startDate of [null, ''])
      expect(await errorsOf(await put({ ...place, startDate }))).toEqual(required('startDate'));
    const res = await put({ ...place, customId: 'SW-1009' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await stored()).toMatchObject({ ...place, startDate: c.startDate, customId: 'SW-1009' });
  });

  it('a queued save (the app’s) is held to the same', async () => {
    const c = await stored();
    const op = opsAs('posdetails');
    const answer = await op('officer', 'crew/position/save', { crewId: c.id, customId: 'X' }, c.version);
    expect(JSON.stringify(answer)).toContain(MSG.required);
    const whole = {
      crewId: c.id,
      departmentId: c.departmentId,
      positionId: c.positionId,
      startDate: c.startDate,
      customId: 'SW-2000',
    };
    await op('officer', 'crew/position/save', whole, c.version);
    expect(await stored()).toMatchObject({ customId: 'SW-2000', departmentId: c.departmentId });
  });
});
