import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * An attack review's findings on the leave calls: a body naming another record than the path
 * (overruled unseen), a path id past PostgreSQL's integers (a 500), a rate with both figures (one
 * kept unseen), and a refusal named in the app's words where the caller used the spec's.
 */
let t: LeaveTestServer;
let meridian: number;
beforeAll(async () => {
  t = await leaveServer();
  meridian = await t.s.vesselId('meridian');
});
afterAll(() => t.s.close());

const answer = async (res: Response) => {
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
};
/** The properties a 400 names. */
const refusedAt = async (res: Response) => {
  const { status, text, body } = await answer(res);
  expect(status, text).toBe(400);
  return (body.errorList as { property: string; message: string }[]).map((e) => e.property);
};
const profileRow = async (id: string) =>
  (
    await t.s.db.query<{ initial_leave: string; rates: unknown; version: number }>(
      'SELECT initial_leave, rates, version FROM leave_profiles WHERE id = $1',
      [id],
    )
  )[0];
const note = { changeDate: '2026-11-14', comment: 'Review' };

describe('a body naming another record or vessel than the path', () => {
  const edit = { startDate: '2026-01-01', initialLeave: 7, ...note };

  it('is refused under the name the caller used, and neither profile is written', async () => {
    const [officer, crew] = [await profileRow(t.profileId.officer!), await profileRow(t.profileId.crew!)];
    const path = `/leave/profiles/${t.profileId.officer}`;
    for (const [field, yachtId] of [
      ['profileId', t.aurora],
      ['leaveProfileID', t.aurora],
    ] as const) {
      const res = await t.call('purser', 'PUT', path, { yachtId, [field]: t.profileId.crew, ...edit });
      const { body } = await answer(res.clone());
      expect(await refusedAt(res)).toEqual([field]);
      expect(body.errorList[0].message).toBe(MSG.notTheAddress);
    }
    const rate = { yachtId: t.aurora, profileId: t.profileId.crew, type: 'yearly', daysPerYear: 30, ...note };
    expect(await refusedAt(await t.call('purser', 'PUT', `${path}/rate`, rate))).toEqual(['profileId']);
    expect(await profileRow(t.profileId.officer!)).toEqual(officer);
    expect(await profileRow(t.profileId.crew!)).toEqual(crew);
  });

  it('is taken when it names the path’s record', async () => {
    const path = `/leave/profiles/${t.profileId.officer}`;
    const res = await t.call('purser', 'PUT', path, {
      yachtId: t.aurora,
      profileId: t.profileId.officer,
      ...edit,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(Number((await profileRow(t.profileId.officer!))?.initial_leave)).toBe(7);
  });

  it('the settings of one vessel with another vessel in the body are refused, and neither is written', async () => {
    const settings = (yachtId: number) => ({
      yachtId,
      requestOwnLeave: true,
      deleteOwnRequests: true,
      hideCalculations: true,
      nilDays: false,
      rollover: true,
      editByApprovalGroup: false,
      approvalGroup: [],
      ...note,
    });
    const stored = () => t.s.db.query('SELECT * FROM leave_settings ORDER BY vessel_id');
    const before = await stored();
    const res = await t.call('captain', 'PUT', `/leave/settings/${t.aurora}`, settings(meridian));
    expect(await refusedAt(res)).toEqual(['yachtId']);
    expect(await stored()).toEqual(before);
  });

  it('a duplicate of one request naming another in the body is refused', async () => {
    const source = t.newId('R');
    const saved = await t.call(
      'crew',
      'PUT',
      `/leave/requests/${source}`,
      t.requestBody('crew', ['2027-03-02']),
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const copy = t.newId('C');
    const res = await t.call('purser', 'POST', `/leave/requests/${source}/duplicate`, {
      yachtId: t.aurora,
      requestId: t.newId('OTHER'),
      copies: [{ profileId: t.profileId.officer, requestId: copy }],
    });
    expect(await refusedAt(res)).toEqual(['requestId']);
    expect(await t.requestRow(copy)).toBeUndefined();
    // The path's own id, and a copy in the spec's names (no id of its own): taken.
    const same = await t.call('purser', 'POST', `/leave/requests/${source}/duplicate`, {
      yachtId: t.aurora,
      requestId: source,
      copies: [{ leaveProfileID: t.profileId.officer }],
    });
    expect(same.status, await same.clone().text()).toBe(200);
  });
});

describe('a crew id past PostgreSQL’s integers', () => {
  it('is a 400 naming it, not a 500, whoever asks', async () => {
    for (const who of ['captain', 'crew']) {
      const res = await t.call(who, 'GET', '/leave/profiles/crewData/2147483648');
      expect(await refusedAt(res)).toEqual(['crewId']);
    }
    const ok = await t.call('captain', 'GET', `/leave/profiles/crewData/${t.crewId.crew}`);
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(t.s.errors).toEqual([]);
  });
});

describe('a rate with both figures', () => {
  const path = () => `/leave/profiles/${t.profileId.crew}/rate`;
  const rate = (body: Record<string, unknown>) => ({ yachtId: t.aurora, ...note, ...body });

  it('is refused naming the figure its type does not take, and nothing is stored', async () => {
    const before = await profileRow(t.profileId.crew!);
    const yearly = rate({ type: 'yearly', daysPerYear: 36, ratio: 9 });
    expect(await refusedAt(await t.call('purser', 'PUT', path(), yearly))).toEqual(['ratio']);
    const accrued = rate({ type: 'accrued', daysPerYear: 36, ratio: 0.5 });
    expect(await refusedAt(await t.call('purser', 'PUT', path(), accrued))).toEqual(['daysPerYear']);
    // The queued operation is judged the same.
    const op = await t.op('purser', 'leave/profile/rate', { ...yearly, profileId: t.profileId.crew });
    expect(op.status).toBe('rejected');
    expect(op.errorList?.map((e) => e.property)).toEqual(['body.ratio']);
    expect(await profileRow(t.profileId.crew!)).toEqual(before);
  });

  it('is taken with the other figure blank, null or left out, as the app’s form sends it', async () => {
    for (const body of [
      rate({ type: 'yearly', daysPerYear: 36, ratio: null }),
      rate({ type: 'accrued', daysPerYear: null, ratio: 0.5 }),
      rate({ type: 'yearly', daysPerYear: 30 }),
    ]) {
      const res = await t.call('purser', 'PUT', path(), body);
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const spec = rate({
      leaveProfileID: t.profileId.crew,
      leaveType: 2,
      leaveDaysPerYear: '',
      workedAccruedRatio: 0.4,
    });
    const res = await t.call('purser', 'POST', '/leave/changeType', spec);
    expect(res.status, await res.clone().text()).toBe(200);
  });
});

describe('a refusal of a call in the spec’s names', () => {
  it('names the field as the caller sent it', async () => {
    const edit = {
      leaveProfileID: t.profileId.crew,
      startDate: '2026-01-01',
      initialLeaveOwed: 2,
      leaveDaysPerYear: 30,
      ...note,
    };
    const res = await t.call('purser', 'POST', '/leave/updateProfile', edit);
    expect(await refusedAt(res)).toEqual(['leaveDaysPerYear']);
    const { leaveDaysPerYear: _, ...rest } = edit;
    const bad = await t.call('purser', 'POST', '/leave/updateProfile', { ...rest, initialLeaveOwed: 'x' });
    expect(await refusedAt(bad)).toEqual(['initialLeaveOwed']);
  });

  it('a rate with both figures in the spec’s names is refused under the spec’s name', async () => {
    const spec = {
      leaveProfileID: t.profileId.crew,
      leaveType: 1,
      leaveDaysPerYear: 36,
      workedAccruedRatio: 9,
      ...note,
    };
    expect(await refusedAt(await t.call('purser', 'POST', '/leave/changeType', spec))).toEqual([
      'workedAccruedRatio',
    ]);
  });

  it('names the use case’s refusal as the caller sent the field too', async () => {
    const res = await t.call('purser', 'POST', '/leave/addAdditionalLeave', {
      leaveProfileID: t.profileId.crew,
      noOfDays: 1,
      comment: 'Before they joined',
      changeDate: '1990-01-01',
    });
    expect(await refusedAt(res)).toEqual(['changeDate']);
  });
});
