import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { choose, logIn } from './helpers';

/**
 * Issue 31 §4, one way to write a date: every screen at phone width, a screenshot of each in
 * tests/.tmp/screens/, and no date on it in another style than src/domain/dates/format.ts
 * writes (shown DD MMM YY, typed YYYY/MM/DD in date fields only, expiries DD MMM YYYY); in
 * Spanish too, with its months (session 47: "02 dic 26", never "2 de diciembre" nor 02/12/2026).
 */
const SHOTS = 'tests/.tmp/screens';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
// May is the same in both: '20 May' is DD MMM.
const LONG_MONTH = '(?:January|February|March|April|June|July|August|September|October|November|December)';

/** What a language calls its months, and the words that mark an expiry or a birth beside a date. */
interface Words {
  month: string;
  longMonth: string;
  /** A row holding one of these is an expiry's, a birth's or a document's: four digits. */
  expiryRow: RegExp;
  /** A text holding one of these is an expiry's own: never two digits. */
  expiryText: RegExp;
  birthRow: RegExp;
}
const ENGLISH: Words = {
  month: MONTH,
  longMonth: LONG_MONTH,
  expiryRow: /expir|birth|issued|survey|valid|passport/i,
  expiryText: /expir/i,
  birthRow: /birth/i,
};
/** Spanish: the browser's short months (dic, sept), the app's words (Caduca, Fecha de nacimiento). */
const SPANISH: Words = {
  month: '(?:ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)',
  longMonth: '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)',
  expiryRow: /caduc|nacimiento|expedi|inspecci|válid|pasaporte/i,
  expiryText: /caduc/i,
  birthRow: /nacimiento/i,
};

/** Each other style, named, as it would be found in a screen's visible text. */
const otherStyles = (w: Words): { style: string; pattern: RegExp }[] => [
  { style: 'dd/mm/yyyy or mm/dd/yyyy', pattern: /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/ },
  { style: 'YYYY/MM/DD outside a date field', pattern: /\b\d{4}\/\d{2}\/\d{2}\b/ },
  { style: 'an ISO date shown as text', pattern: /\b\d{4}-\d{2}-\d{2}\b/ },
  { style: 'an ISO month shown as text', pattern: /\b20\d{2}-(?:0[1-9]|1[0-2])\b(?!-)/ },
  // A day stands after no letter of any language ('mié' and a day number is a week strip's cell).
  {
    style: 'a one-digit day (the rule is DD MMM)',
    pattern: new RegExp(`(?<![\\p{L}\\d:.])\\d ${w.month}\\b`, 'u'),
  },
  {
    style: 'a day with the month in full (D MMMM)',
    pattern: new RegExp(`(?<![\\p{L}\\d])\\d{1,2} (de )?${w.longMonth}\\b`, 'u'),
  },
];

/** The visible text of the page, a line per text node with its row's text; date fields (typed YYYY/MM/DD) left out. */
const visibleLines = (page: Page) =>
  page.evaluate(() => {
    const out: { text: string; row: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim() ?? '';
      if (!el || !text || el.closest('.date-field, script, style, .visually-hidden')) continue;
      if (!el.checkVisibility()) continue;
      // A fact's label is its row: a <dd> reads with its <dt> ('Date of birth').
      const dd = el.closest('dd');
      const row = dd?.previousElementSibling
        ? dd.parentElement!
        : (el.closest('li, tr, p, .pill, [role="row"]') ?? el);
      out.push({ text: (el.textContent ?? text).trim(), row: (row.textContent ?? '').trim() });
    }
    return out;
  });

async function expectOneDateStyle(page: Page, name: string, w: Words = ENGLISH) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('main, [role="main"], body').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  // An expiry, a birth or a document's date takes four digits; any other date takes two.
  const fourDigitDate = new RegExp(`\\b\\d{2} ${w.month} \\d{4}\\b`);
  const twoDigitDate = new RegExp(`\\b\\d{2} ${w.month} \\d{2}\\b(?!\\d)`);
  const found: string[] = [];
  for (const { text, row } of await visibleLines(page)) {
    for (const { style, pattern } of otherStyles(w))
      if (pattern.test(text)) found.push(`${style}: "${text.slice(0, 120)}"`);
    if (fourDigitDate.test(text) && !w.expiryRow.test(row))
      found.push(`a four-digit year on a date that is no expiry: "${row.slice(0, 120)}"`);
    // The date in the same text as the word 'expires' is the expiry (not a message's time beside it).
    if (twoDigitDate.test(text) && (w.expiryText.test(text) || w.birthRow.test(row)))
      found.push(`a two-digit year on an expiry or a birth: "${row.slice(0, 120)}"`);
  }
  expect([...new Set(found)], `dates on ${name} (${page.url()})`).toEqual([]);
}

async function visitAll(page: Page, who: string, paths: string[], w: Words = ENGLISH) {
  for (const path of paths) {
    await page.goto(path);
    const name = `${who}${path.replaceAll(/[/?=&]+/g, '_')}`;
    await test.step(name, () => expectOneDateStyle(page, name, w));
  }
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('a captain sees one date style on every screen of the vessel', async ({ page }) => {
  test.setTimeout(300_000);
  await logIn(page, 'captain@demo.yacht');
  const v = '/fleet/aurora';
  await visitAll(page, 'captain', [
    `${v}/welcome`,
    `${v}/issues`,
    `${v}/notifications`,
    `${v}/hours-of-rest/calendar`,
    `${v}/hours-of-rest/day/me`,
    `${v}/hours-of-rest/records`,
    `${v}/hours-of-rest/settings`,
    `${v}/hours-of-rest/approval-group`,
    `${v}/hours-of-rest/guide`,
    `${v}/hours-of-rest/vessel-details`,
    `${v}/leave/profile`,
    `${v}/leave/leave-table`,
    `${v}/leave/leave-form`,
    `${v}/leave/calculations`,
    `${v}/leave/settings`,
    `${v}/leave/guidelines`,
    `${v}/leave/x-employees`,
    `${v}/certs`,
    `${v}/documents/lib0`,
    `${v}/documents/settings`,
    `${v}/reports`,
    `${v}/reports/guest-details`,
    `${v}/crew`,
    `${v}/users`,
    `${v}/accounts`,
    `${v}/yacht-details`,
    `${v}/yacht-positions-department`,
    `${v}/support`,
    '/inbox',
    '/sync',
    '/two-factor',
    '/change-password',
  ]);

  // A crew member's profile, documents and leave profile: the dates the crew screens hold.
  await page.goto(`${v}/crew`);
  await page.locator(`a[href*="${v}/crew/"][href$="/profile"]`).first().click();
  await expect(page).toHaveURL(/\/crew\/\d+\/profile$/);
  const profile = page.url().replace(/\/profile$/, '');
  await visitAll(page, 'captain', [
    `${new URL(profile).pathname}/profile`,
    `${new URL(profile).pathname}/doc`,
  ]);
  await page.goto(`${v}/leave/profile`);
  await page.locator(`a[href*="${v}/leave/profile/"]`).first().click();
  await expect(page).toHaveURL(/\/leave\/profile\/\w+$/);
  await test.step('leave profile', () => expectOneDateStyle(page, 'captain_leave-profile'));

  // The date-heavy screens at desktop width too, to look at.
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of [
    `${v}/certs`,
    `${v}/leave/leave-table`,
    `${v}/hours-of-rest/calendar`,
    `${v}/reports/guest-details`,
    `${new URL(profile).pathname}/doc`,
  ]) {
    await page.goto(path);
    await test.step(`1280 ${path}`, () => expectOneDateStyle(page, `wide${path.replaceAll('/', '_')}`));
  }
});

test('a crew member sees one date style on their own screens, passport expiry included', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, 'crew@demo.yacht');
  await visitAll(page, 'crew', ['/fleet', '/fleet/aurora/crew/me', '/fleet/aurora/hours-of-rest/calendar']);
  await page.goto('/fleet/aurora/crew/me');
  await expect(page).toHaveURL(/\/crew\/\d+\/profile$/);
  await page.goto(page.url().replace(/\/profile$/, '/doc'));
  await test.step('documents', () => expectOneDateStyle(page, 'crew_documents'));
  // The passport's expiry: four digits and how far away it is.
  await expect(
    page
      .getByText(
        new RegExp(
          `\\d{2} ${MONTH} \\d{4} · (in \\d+ (days?|months?|years?)|\\d+ (days?|months?|years?) ago|today)`,
        ),
      )
      .first(),
  ).toBeVisible();
});

test('the fleet manager sees one date style on the fleet screens', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'fleet@demo.yacht');
  await visitAll(page, 'fleet', [
    '/fleet',
    '/fleet/users',
    '/inbox/fleet',
    '/fleet/meridian/hours-of-rest/calendar',
  ]);
});

test('a crew member reading Spanish sees the same one date style, in Spanish months', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, 'crew@demo.yacht');
  await page.goto('/sync');
  await choose(page, 'Language of the app on this device', 'Español');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sincronizar');
  const v = '/fleet/aurora';
  await visitAll(
    page,
    'crew-es',
    [
      '/fleet',
      `${v}/crew/me`,
      `${v}/hours-of-rest/calendar`,
      `${v}/hours-of-rest/day/me`,
      `${v}/leave/profile`,
      '/inbox',
    ],
    SPANISH,
  );
  await page.goto(`${v}/crew/me`);
  await expect(page).toHaveURL(/\/crew\/\d+\/profile$/);
  await page.goto(page.url().replace(/\/profile$/, '/doc'));
  await test.step('documentos', () => expectOneDateStyle(page, 'crew-es_documents', SPANISH));
  // The passport's expiry, as in English: "07 dic 2029 · dentro de 3 años".
  await expect(
    page.getByText(new RegExp(`\\d{2} ${SPANISH.month} \\d{4} · (dentro de \\d+|hace \\d+|hoy)`)).first(),
  ).toBeVisible();
});
