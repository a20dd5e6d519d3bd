import type { Member, RestMonth } from '@contracts/rest-hours';
import { addDays, monthOf } from '@domain/calendar/iso-date';
import { type APIRequestContext, expect } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, DEMO_PASSWORD, logIn, storedMeta, waitForServiceWorkerControl } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v1/login', { data: { username: email, password: DEMO_PASSWORD } });
  return (await res.json()) as {
    accessToken: string;
    user: { id: number };
    vessels: { id: number; codename: string }[];
  };
}

test('an approval-group member below officer level can still countersign after going offline', async ({
  page,
  context,
  request,
}) => {
  const captain = await tokenOf(request, 'captain@demo.yacht');
  const headers = { authorization: `Bearer ${captain.accessToken}` };
  const aurora = captain.vessels.find((v) => v.codename === 'aurora')!.id;
  const crewId = (await tokenOf(request, 'crew@demo.yacht')).user.id;
  const changes = (
    await (await request.post('/api/v1/sync', { headers, data: { cursor: 0, ops: [] } })).json()
  ).changes as { members: Member[]; restMonths: RestMonth[] };
  const crew = changes.members.find((m) => m.userId === crewId && m.vesselId === aurora)!;
  // The month before today's: the day before the 1st lies in it.
  const lastMonth = monthOf(addDays(`${monthOf(await browserToday(page))}-01`, -1));
  // A colleague of the same department whose last month is signed and not countersigned.
  const colleague = changes.members.find(
    (m) =>
      m.vesselId === aurora &&
      m.userId !== crewId &&
      m.departmentId === crew.departmentId &&
      m.permissionLevel < 4 &&
      changes.restMonths.some(
        (r) =>
          r.userId === m.userId &&
          r.vesselId === aurora &&
          r.month === lastMonth &&
          r.signedBy &&
          !r.counterSignedBy,
      ),
  )!;
  expect(colleague).toBeDefined();

  // The captain puts the crew member in the approval group for their department.
  await request.put(`/api/v1/hor/approvalGroup/${aurora}/${crewId}`, { headers, data: {} });
  await request.put(`/api/v1/hor/approvalGroup/department/${aurora}`, {
    headers,
    data: { userID: crewId, departmentID: crew.departmentId },
  });
  try {
    await logIn(page, 'crew@demo.yacht');
    await waitForServiceWorkerControl(page);
    const calendar = `/fleet/aurora/hours-of-rest/calendar?month=${lastMonth}`;
    const name = new RegExp(`${colleague.firstName} ${colleague.lastName}`);
    await page.goto(calendar);
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('button', { name: 'Countersign', exact: true })).toBeVisible();

    // Kept on the device a moment after it arrives (saves are throttled).
    await expect.poll(() => storedMeta(page, 'queryCache')).toContain('isMember');
    // At sea: the membership answer was kept on the device, so the button stays.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('button', { name: 'Countersign', exact: true })).toBeVisible();
    // The batch follows the same rule: the department's months wait for the member, offline too.
    await expect(page.getByRole('button', { name: /^Countersign all ready \(\d+\)$/ })).toBeVisible();
  } finally {
    await context.setOffline(false);
    await request.delete(`/api/v1/hor/approvalGroup/${aurora}/${crewId}`, { headers });
  }
});
