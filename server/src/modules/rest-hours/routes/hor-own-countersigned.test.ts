import { beforeAll, describe, expect, it } from 'vitest';
import { deviceSigner } from '../../../../testing/device-signer';
import {
  aurora,
  captainId,
  LONG,
  openRestHoursServer,
  opsWith,
  s,
  syncBatch,
} from '../../../../testing/rest-hours-kit';

/**
 * The countersign locks a record for its owner, an officer too: Erik Holm (Chief Officer) cannot
 * cancel the captain's countersign on his own month, nor save over it with a reopen; his change
 * goes to the captain as a request to reopen, and the captain's acceptance reopens the month.
 */
openRestHoursServer();
const MONTH = '2026-10';
const DAY = '2026-10-14';
const op = opsWith('01JOWNCOUNTER');
let officerId: number;
let officer: string;
let captain: string;

const sync = async (token: string, name: string, body: unknown) =>
  (await syncBatch(s, token, [op(name, body)])).results[0] as { status: string; message?: string };
const monthRow = async () =>
  (
    await s.db.query<{ signed_by: number | null; countersigned_by: number | null }>(
      'SELECT signed_by, countersigned_by FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = $3',
      [officerId, aurora, MONTH],
    )
  )[0];

beforeAll(async () => {
  officerId = await s.idOf('officer@demo.yacht');
  officer = (await s.login('officer@demo.yacht')).accessToken;
  captain = (await s.login('captain@demo.yacht')).accessToken;
  const own = await deviceSigner(s, officer, officerId);
  expect(
    (await sync(officer, 'hor/month/sign', await own.sign('sign', officerId, aurora, MONTH))).status,
  ).toBe('applied');
  const master = await deviceSigner(s, captain, captainId);
  const countersign = await master.sign('countersign', officerId, aurora, MONTH);
  expect((await sync(captain, 'hor/month/countersign', countersign)).status).toBe('applied');
});

describe("an officer's own countersigned month", () => {
  it('is not theirs to cancel, by a queued operation or by REST', async () => {
    const ref = { yachtId: aurora, userId: officerId, month: MONTH };
    expect(await sync(officer, 'hor/month/cancel', ref)).toMatchObject({ status: 'rejected' });
    const res = await s.request(`/hor/countersign/${aurora}/${officerId}/${MONTH}`, {
      method: 'DELETE',
      token: officer,
    });
    expect(res.status).toBe(403);
    expect(await monthRow()).toEqual({ signed_by: officerId, countersigned_by: captainId });
  });

  it('is not reopened by their own save, even confirmed', async () => {
    const body = { yachtId: aurora, userId: officerId, dates: [DAY], binary: LONG };
    const confirmed = { ...body, reopen: true, reopenCountersigned: true };
    expect(await sync(officer, 'hor/day/save', confirmed)).toEqual(
      expect.objectContaining({
        status: 'rejected',
        message: 'This month has been countersigned and can no longer be changed.',
      }),
    );
    const { userId: _path, ...restBody } = confirmed;
    const res = await s.post(`/hor/day/${officerId}`, restBody, officer);
    expect(res.status).toBe(403);
    expect(await monthRow()).toEqual({ signed_by: officerId, countersigned_by: captainId });
  });

  it('takes their change as a request to reopen, which the captain accepts', async () => {
    const requestId = '01JOWNCOUNTERREQUEST000001';
    const ask = { requestId, yachtId: aurora, userId: officerId, dates: [DAY], binary: LONG };
    expect((await sync(officer, 'hor/reopen/request', ask)).status).toBe('applied');
    // Nor does he decide his own request.
    const own = await sync(officer, 'hor/reopen/decide', { requestId, yachtId: aurora, accept: true });
    expect(own.status).toBe('rejected');
    const accepted = await sync(captain, 'hor/reopen/decide', { requestId, yachtId: aurora, accept: true });
    expect(accepted.status).toBe('applied');
    expect(await monthRow()).toEqual({ signed_by: null, countersigned_by: null });
    const [day] = await s.db.query<{ work: string }>(
      'SELECT work FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = $3',
      [officerId, aurora, DAY],
    );
    expect(day?.work).toBe(LONG);
  });
});

describe('cancelling the signatures of a month with none', () => {
  it('changes nothing: the stored version, no audit line of a cancel', async () => {
    // The officer's October is open again (the captain accepted his request above).
    const audits = async () =>
      (
        await s.db.query<{ n: string }>(
          "SELECT count(*) AS n FROM audit_log WHERE entity = 'rest_month' AND entity_key = $1 AND action = 'cancel-signatures'",
          [`${aurora}/${officerId}/${MONTH}`],
        )
      )[0]?.n;
    const before = await audits();
    const [row] = await s.db.query<{ version: string }>(
      'SELECT version FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = $3',
      [officerId, aurora, MONTH],
    );
    const ref = { yachtId: aurora, userId: officerId, month: MONTH };
    expect(await sync(captain, 'hor/month/cancel', ref)).toMatchObject({
      status: 'applied',
      version: Number(row!.version),
    });
    expect(await audits()).toBe(before);
  });
});
