import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function shoot(email, width, path, file, act) {
  const p = await b.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
  p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
  await p.goto('http://localhost:4300/login');
  await p.getByLabel('E-mail').fill(email);
  await p.getByLabel('Password').fill('Demo1234');
  await p.getByRole('button', { name: 'Log in' }).click();
  await p.waitForURL(/fleet/);
  await p.goto('http://localhost:4300' + path);
  await p.waitForTimeout(2500);
  if (act) await act(p);
  await p.screenshot({ path: file, fullPage: !file.includes('top') });
  await p.close();
}
const which = process.argv[2] ?? 'all';
if (which === 'all' || which === 'cal') {
  await shoot('captain@demo.yacht', 1280, '/fleet/aurora/hours-of-rest/calendar', '/tmp/s-cal-1280-top.png');
  await shoot('captain@demo.yacht', 390, '/fleet/aurora/hours-of-rest/calendar', '/tmp/s-cal-390.png');
}
await b.close();
