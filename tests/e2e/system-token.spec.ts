import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, monthOf } from '@domain/calendar/iso-date';
import { expect } from '@playwright/test';
import { MAIN_PORT } from '../../playwright.config';
import { test } from './fixtures';
import { browserToday, DEMO_PASSWORD, serverSession } from './helpers';

const MAIL = `tests/.tmp/e2e-${MAIN_PORT}/mail`;

/** The link in the newest sign-off notice to `to` (.eml, quoted-printable). */
function noticeLink(to: string): string | null {
  if (!existsSync(MAIL)) return null;
  const files = readdirSync(MAIL)
    .filter((f) => f.includes(to))
    .sort();
  const text = files.length ? readFileSync(join(MAIL, files.at(-1)!), 'utf8') : '';
  const plain = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /http:\/\/localhost:\d+\/action\/countersign\?\S+/.exec(plain)?.[0] ?? null;
}

/** Issue 8, system-token guard and /action/{actionId}: a notice's link logs its reader in once. */
test('the link in a sign-off notice opens the records to countersign, logged in, once', async ({
  page: again,
  browser,
  request,
  baseURL,
}) => {
  const crew = await serverSession(request, baseURL!, 'crew@demo.yacht');
  const officer = await serverSession(request, baseURL!, 'officer@demo.yacht');
  const me = (await officer.get('/me')) as { user: { id: number } };
  const before = noticeLink('officer@demo.yacht');
  // Last month: the demo's crew signed it off and it waits for a countersign (a countersigned
  // month is refused a notice: nothing is left to countersign).
  const today = await browserToday(again);
  const lastMonth = monthOf(addDays(`${monthOf(today)}-01`, -1));
  await crew.post(`/hor/signoff/notify/${crew.vesselId('aurora')}`, {
    password: DEMO_PASSWORD,
    month: lastMonth,
    notify: [me.user.id],
  });
  await expect.poll(() => noticeLink('officer@demo.yacht')).not.toBe(before);
  const link = noticeLink('officer@demo.yacht')!;

  // A phone that was never logged in opens the e-mail's link.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/fleet\/aurora\/hours-of-rest\/records$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('officer@demo.yacht');
  await phone.close();

  // Used once: the same link now asks for the password, and goes on to the action after it.
  await again.goto(link);
  await expect(again).toHaveURL(/\/login\?redirect=%2Faction%2Fcountersign/);
  await again.getByLabel('E-mail').fill('officer@demo.yacht');
  await again.getByLabel('Password').fill(DEMO_PASSWORD);
  await again.getByRole('button', { name: 'Log in' }).click();
  await expect(again).toHaveURL(/\/fleet\/aurora\/hours-of-rest\/records$/);
});
