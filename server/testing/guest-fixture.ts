import type { GuestRecord, GuestWire } from '@contracts/guests';
import { demoGuestId } from '../src/seed/demo-guests';
import { crewServer } from './crew-fixture';

/**
 * The guest tests' server: the demo fleet (four guests on M/Y Aurora, which has the reports
 * module; S/Y Meridian without it; M/Y Solstice with it and no guests), a token per demo role,
 * and helpers for the REST calls, queued operations, the feed and the stored rows.
 */
export async function guestServer() {
  const base = await crewServer();
  const { s, aurora, token } = base;
  const meridian = await s.vesselId('meridian');
  const solstice = await s.vesselId('solstice');

  let seq = 0;
  /** A fresh client id (a ULID's length), unique in the run. */
  const newId = (prefix = 'G') => `01JGUEST${prefix}${String(++seq).padStart(18 - prefix.length, '0')}`;
  const call = async (
    who: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => {
    const res = await s.request(path, {
      method,
      token: token[who],
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(headers ? { headers } : {}),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> & GuestWire };
  };
  const list = async (who: string, vessel = aurora) => {
    const res = await s.request(`/guests/onyacht/${vessel}`, { token: token[who] });
    return { status: res.status, json: (await res.json()) as GuestWire[] & { message?: string } };
  };
  /** One queued operation through POST /sync; its result. */
  const op = async (who: string, name: string, body: unknown, baseVersion = 0) => {
    const ops = [{ id: newId('OP'), op: name, body, baseVersion }];
    const res = await s.post('/sync', { cursor: 0, ops }, token[who]);
    return (await res.json()).results[0] as {
      status: string;
      version?: number;
      message?: string;
      errorList?: { property: string; message: string }[];
      records?: { guests?: GuestRecord[] };
    };
  };
  const feed = async (who: string, since = 0) =>
    (await (await s.request(`/sync/changes?since=${since}`, { token: token[who] })).json()) as {
      cursor: number;
      guests?: GuestRecord[];
    };
  /** A stored guest row, or undefined. */
  const guestRow = async (id: string) =>
    (
      await s.db.query<{
        first_name: string;
        passport_exp_date: string | null;
        deleted: boolean;
        version: string;
      }>(
        'SELECT first_name, passport_exp_date::text AS passport_exp_date, deleted, version FROM guests WHERE id = $1',
        [id],
      )
    )[0];
  /** A save operation's body for Aurora. */
  const saveBody = (extra: Record<string, unknown> = {}) => ({
    yachtId: aurora,
    guestId: newId(),
    firstName: 'Ana',
    lastName: 'Silva',
    gender: 'f',
    passportNo: 'P1234567',
    passportIssueDate: '2024-03-10',
    ...extra,
  });
  const setReports = (vesselId: number, on: boolean) =>
    s.db.query(
      on
        ? "UPDATE vessels SET modules = array_append(array_remove(modules, 'reports'), 'reports') WHERE id = $1"
        : "UPDATE vessels SET modules = array_remove(modules, 'reports') WHERE id = $1",
      [vesselId],
    );
  return {
    ...base,
    meridian,
    solstice,
    newId,
    call,
    list,
    op,
    feed,
    guestRow,
    saveBody,
    setReports,
    demoGuestId,
  };
}
export type GuestTestServer = Awaited<ReturnType<typeof guestServer>>;
