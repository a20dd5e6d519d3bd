/**
 * Renders public/icons/icon.svg to the PNG icons the manifest and iOS need, with Debian's
 * Chromium. Run by hand after changing the SVG: `npx tsx scripts/make-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/icons/icon.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless'],
});
const page = await browser.newPage();
const targets = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];
for (const t of targets) {
  await page.setViewportSize({ width: t.size, height: t.size });
  // Maskable icons are full-bleed with the emblem inside the 80 % safe zone.
  const inner = t.maskable
    ? `<div style="width:100%;height:100%;background:#0b3954;display:grid;place-items:center">
         <div style="width:80%;height:80%">${svg.replace('rx="112"', 'rx="0"')}</div></div>`
    : svg;
  await page.setContent(`<html><body style="margin:0;background:transparent">${inner}</body></html>`);
  await page.screenshot({ path: `public/icons/${t.file}`, omitBackground: !t.maskable });
}
await browser.close();
