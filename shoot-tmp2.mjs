import { chromium } from '@playwright/test';

const base = 'http://localhost:4300';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const today = new Date().toISOString().slice(0, 10);
const plus = (n) => new Date(Date.now() + n * 864e5).toISOString().slice(0, 10);

async function session(email, width) {
  const page = await b.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/fleet/);
  await page.waitForTimeout(1500);
  return page;
}
async function shot(page, name, full = true) {
  await page.waitForTimeout(700);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full });
}
for (const width of [390, 1280]) {
  const w = width;
  const crew = await session('crew@demo.yacht', w);
  await shot(crew, `${w}-fleet`);
  await crew.goto(`${base}/fleet/aurora/hours-of-rest/calendar`);
  await shot(crew, `${w}-calendar-crew`);
  await crew.goto(`${base}/fleet/aurora/hours-of-rest/day/me?date=${today}`);
  await shot(crew, `${w}-day-crew`);
  await crew.goto(`${base}/fleet/aurora/hours-of-rest/day/me?date=${plus(2)}`);
  const cells = crew.locator('[data-cell]');
  const a = await cells.nth(12).boundingBox();
  const z = await cells.nth(41).boundingBox();
  await crew.mouse.move(a.x + 5, a.y + 5);
  await crew.mouse.down();
  await crew.mouse.move(z.x + 5, z.y + 5, { steps: 20 });
  await crew.mouse.up();
  await shot(crew, `${w}-day-forecast`);
  await crew.getByRole('button', { name: 'Copy days' }).click();
  await shot(crew, `${w}-dialog-copy`, false);
  await crew.keyboard.press('Escape');
  await crew.getByRole('button', { name: 'Presets' }).click();
  await shot(crew, `${w}-dialog-presets`, false);
  await crew.keyboard.press('Escape');
  await crew.goto(`${base}/fleet/aurora/hours-of-rest/new-preset/new`);
  await shot(crew, `${w}-new-preset`);
  await crew.goto(`${base}/fleet/aurora/hours-of-rest/guide`);
  await shot(crew, `${w}-guide-crew`);
  await crew.goto(`${base}/sync`);
  await shot(crew, `${w}-sync`);
  await crew.close();

  const off = await session('captain@demo.yacht', w);
  await off.goto(`${base}/fleet/aurora/hours-of-rest/calendar`);
  await shot(off, `${w}-calendar-captain`);
  await off.goto(`${base}/fleet/aurora/hours-of-rest/records`);
  await shot(off, `${w}-records`);
  await off.getByRole('button', { name: /^Export / }).nth(1).click();
  await shot(off, `${w}-records-menu`, false);
  await off.getByRole('menuitem', { name: 'E-mail…' }).click();
  await shot(off, `${w}-dialog-email`, false);
  await off.keyboard.press('Escape');
  await off.goto(`${base}/fleet/aurora/hours-of-rest/settings`);
  await shot(off, `${w}-settings`);
  await off.goto(`${base}/fleet/aurora/hours-of-rest/approval-group`);
  await shot(off, `${w}-approval-group`);
  await off.goto(`${base}/fleet/aurora/hours-of-rest/vessel-details`);
  await shot(off, `${w}-vessel-details`);
  await off.goto(`${base}/fleet/solstice/hours-of-rest/calendar`);
  await shot(off, `${w}-module-off`);
  await off.close();
}
await b.close();
