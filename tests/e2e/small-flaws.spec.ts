import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, logIn, newCrewMember, serverSession } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** A screenshot for review when SHOTS_DIR is set, at a phone's and a laptop's width. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

test('the status popup of someone who has left offers their coming back, never a last day on board', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `left-${Date.now()}@demo.yacht`;
  await newCrewMember(request, baseURL!, { email, lastName: 'Ashore' });
  const captain = await serverSession(request, baseURL!, 'captain@demo.yacht');
  const aurora = captain.vesselId('aurora');
  const crew = (await captain.get(`/crew/onyacht/${aurora}`)) as {
    id: number;
    lastname?: string;
    lastName?: string;
  }[];
  const them = crew.find((c) => (c.lastName ?? c.lastname) === 'Ashore')!;
  const detail = (await captain.get(`/crew/${aurora}/${them.id}`)) as {
    departmentId?: number;
    positionId?: number;
    department?: { id: number };
    position?: { id: number };
  };
  // On board since last month, then gone yesterday (status 2 with no end date: the role ends yesterday).
  const today = await browserToday(page);
  await captain.put(`/crewonyacht/${them.id}/positiondetails`, {
    departmentId: detail.departmentId ?? detail.department?.id,
    positionId: detail.positionId ?? detail.position?.id,
    startDate: shift(today, -40),
  });
  await captain.put(`/crewonyacht/${them.id}/assignstate`, { stateId: 2 });

  await logIn(page, 'captain@demo.yacht');
  await page.goto(`/fleet/aurora/crew/${them.id}/profile`);
  await page.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change status' });
  await expect(dialog.getByRole('button', { name: /Status/ })).toContainText('Current Crew');
  await expect(dialog.getByText('Last day on board')).toHaveCount(0);
  await dialog.getByRole('button', { name: /Status/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Prospective', 'Current Crew']);
  await page.keyboard.press('Escape');
  await shoot(page, 'status-left');
});

test('a crew member sees this week as compliant only so far, and today stays in the day strip', async ({
  page,
}) => {
  await logIn(page, 'crew@demo.yacht');
  const today = await browserToday(page);
  await page.goto('/fleet/aurora/hours-of-rest');
  const row = page.getByRole('region', { name: 'Sam Taylor' });
  // This week within the month: Monday (or the 1st) to Sunday (or the month's last day).
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  let first = shift(today, -weekday);
  if (first.slice(0, 7) !== today.slice(0, 7)) first = `${today.slice(0, 7)}-01`;
  let last = shift(today, 6 - weekday);
  while (last.slice(0, 7) !== today.slice(0, 7)) last = shift(last, -1);
  const label =
    first === last ? `${Number(first.slice(8))}` : `${Number(first.slice(8))}–${Number(last.slice(8))}`;
  const chip = row.locator('.week-chip').filter({ hasText: new RegExp(`^${label}`) });
  const toCome = Math.round((Date.parse(last) - Date.parse(today)) / 86_400_000);
  const soFar =
    toCome === 0 ? 'compliant' : `compliant so far, ${toCome} ${toCome === 1 ? 'day' : 'days'} still to come`;
  // Days breaking the rules are said whenever they are there. The demo fleet is logged up to
  // yesterday: on a Monday (or the 1st) the week is today alone, and holds nothing until someone
  // logs today. Waited for: the chip reads 'nothing recorded' until the days are read from the device.
  const readings = [soFar, '\\d+ days? breaks? the rules', ...(first === today ? ['nothing recorded'] : [])];
  await expect(chip.locator('.visually-hidden')).toHaveText(new RegExp(`^(${readings.join('|')})$`));
  // Every glyph the chips show is explained on the screen: a phone has no hover to read them.
  await expect(page.getByTestId('week-key')).toBeVisible();
  const key = (await page.getByTestId('week-key').textContent()) ?? '';
  for (const glyph of await row.locator('.week-chip [aria-hidden="true"]').allTextContents())
    expect(key).toContain(/^\d+$/.test(glyph) ? 'a number: days that break the rules' : `${glyph} `);
  await shoot(page, 'week-chips');

  // Yesterday opened: today is still in the strip, beside it.
  await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${shift(today, -1)}`);
  const strip = page.getByRole('navigation', { name: 'Week' });
  await expect(strip.getByRole('button', { name: /today$/ })).toBeVisible();
  await expect(strip.locator('[aria-current="date"]')).toBeVisible();
  await shoot(page, 'strip-yesterday');

  // Ten days back: that day's own week, today one tap away.
  await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${shift(today, -10)}`);
  const goToday = page.getByRole('button', { name: /^Go to today/ });
  await expect(goToday).toBeVisible();
  await expect(strip.locator('[aria-current="date"]')).toBeVisible();
  await expect(strip.getByRole('button', { name: /today$/ })).toHaveCount(0);
  await shoot(page, 'strip-ten-days-back');
  await goToday.click();
  await expect(page).toHaveURL(new RegExp(`date=${today}`));
  await expect(strip.locator('[aria-current="date"]')).toHaveAccessibleName(/today$/);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });
  test('the forgotten-password popup that could not be loaded at sea says so in Spanish, with a retry', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('crew@demo.yacht');
    await context.setOffline(true);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No se ha podido cargar esta parte de la aplicación.');
    await expect(alert).not.toContainText('Loading chunk');
    await expect(alert).not.toContainText('ForgotPasswordDialog');
    await shoot(page, 'chunk-failed-es');
    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('dialog', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  });
});
