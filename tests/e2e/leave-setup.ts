import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/** Days after `iso` (YYYY-MM-DD), as YYYY-MM-DD. */
export const shiftDay = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A logged-in API caller (the request context ignores the browser's offline switch). */
export async function leaveCaller(request: APIRequestContext, baseURL: string, email: string) {
  const login = await request.post(`${baseURL}/api/v1/login`, {
    data: { username: email, password: DEMO_PASSWORD },
  });
  const session = (await login.json()) as {
    accessToken: string;
    vessels: { id: number; codename: string }[];
  };
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const get = async <T>(path: string) =>
    (await (await request.get(`${baseURL}/api/v1${path}`, { headers })).json()) as T;
  return {
    aurora: session.vessels.find((v) => v.codename === 'aurora')!.id,
    get,
    put: async (path: string, data: unknown) => {
      const res = await request.put(`${baseURL}/api/v1${path}`, { headers, data });
      expect(res.ok(), await res.text()).toBe(true);
    },
    /** A leave request's status and decision comment as the server holds them. */
    requestOnServer: async (id: string) =>
      (await get<Changes>('/sync/changes?since=0')).leaveRequests.find((r) => r.id === id),
  };
}

interface Changes {
  leaveTypes: { id: number; vesselId: number; isDefault: boolean; deleted?: boolean }[];
  leaveRequests: { id: string; status: string; decisionComment: string | null }[];
}

/**
 * Setup outside any count: crew@demo.yacht (Sam Taylor) asks for one day of leave on Aurora, on a
 * day of this run's own (`from` days after today, plus a random spread), sent to the approvers.
 * Answers the request's id.
 */
export async function samAsksForADay(
  request: APIRequestContext,
  baseURL: string,
  today: string,
  from: number,
) {
  const crew = await leaveCaller(request, baseURL, 'crew@demo.yacht');
  const entry = await crew.get<{ profileId: string }>(`/leave/${crew.aurora}/entry`);
  const { leaveTypes } = await crew.get<Changes>('/sync/changes?since=0');
  const ours = leaveTypes.filter((t) => t.vesselId === crew.aurora && !t.deleted);
  const type = ours.find((t) => t.isDefault) ?? ours[0]!;
  const day = shiftDay(today, from + Math.floor(Math.random() * 40));
  const requestId = `01E2E${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`.toUpperCase();
  await crew.put(`/leave/requests/${requestId}`, {
    yachtId: crew.aurora,
    requestId,
    profileId: entry.profileId,
    action: 'REQUEST',
    startDate: day,
    endDate: day,
    days: [{ date: day, leaveTypeId: type.id }],
    travelDays: 0,
    flights: [],
    comments: 'A day ashore',
  });
  return requestId;
}
