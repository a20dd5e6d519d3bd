import { expect, test } from '@playwright/test';
import { browserToday, logIn } from './helpers';

const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

test('an officer turns on neutral periods; a crew member marks time ashore as neutral', async ({
  page,
  browser,
}) => {
  await logIn(page, 'officer@demo.yacht');
  await page.goto('/fleet/aurora/hours-of-rest/settings');
  await page.getByLabel(/Neutral periods/).check();
  await expect(page.getByLabel(/Neutral periods/)).toBeChecked();

  const crewContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const crew = await crewContext.newPage();
  await logIn(crew, 'purser@demo.yacht');
  const date = addDays(await browserToday(crew), 40);
  await crew.goto(`/fleet/aurora/hours-of-rest/day/me?date=${date}`);
  await crew.getByRole('button', { name: 'Neutral' }).click();
  for (const c of [0, 1, 2, 3]) await crew.locator(`[data-cell="${c}"]`).click();
  await expect(crew.getByTestId('neutral-hours')).toHaveText('2 h');
  await expect(crew.getByTestId('rest-hours')).toHaveText('22 h');
  await crew.getByRole('button', { name: 'Save' }).click();
  await expect(crew.getByTestId('day-state')).toHaveText('Synced');
});
