import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, choose, expectAccessible, logIn } from './helpers';

/**
 * Session 47, "use one date style": the spec types a date one way and shows it another ("Dates
 * are entered as YYYY/MM/DD and displayed as DD MMM YY", spec 1 §validation). A request listed
 * "23 Dec – 29 Dec 26" opens with its fields at 2026/12/23 and 2026/12/29: the same days, each
 * form in its place, in English and in Spanish; and a Spanish field reads Spanish (aaaa/mm/dd,
 * "año"), not English in the middle of a Spanish form.
 * SHOTS_DIR set: the leave request, the day editor and a certificate, at 390 and 1280 px.
 */
test.use({ viewport: { width: 390, height: 844 } });

const LANG = {
  en: {
    requests: 'Leave requests',
    newRequest: /New request/,
    from: 'From',
    to: 'To',
    empty: 'yyyy/mm/dd',
    year: /^year, From/,
    calendar: 'Open calendar',
    outlook: 'What this request takes',
    balanceOn: (date: string) => `Balance on ${date} after it`,
  },
  es: {
    requests: 'Solicitudes de permiso',
    newRequest: /Nueva solicitud/,
    from: 'Desde',
    to: 'Hasta',
    empty: 'aaaa/mm/dd',
    year: /^año, Desde/,
    calendar: 'Abrir calendario',
    outlook: 'Lo que toma esta solicitud',
    balanceOn: (date: string) => `Saldo el ${date} después de esta`,
  },
} as const;

/** The month names the list writes: English's three letters, the browser's own for Spanish. */
const shortMonth = (lang: 'en' | 'es', month: number) =>
  lang === 'en'
    ? new Date(Date.UTC(2023, month - 1, 15)).toUTCString().slice(8, 11)
    : new Intl.DateTimeFormat('es', { month: 'short', timeZone: 'UTC' })
        .format(new Date(Date.UTC(2023, month - 1, 15)))
        .replace(/\.$/, '');

/** The date a field shows, as a reader sees it (react-aria's direction marks left out). */
const dateIn = async (field: Locator) =>
  ((await field.locator('.date-input').textContent()) ?? '').replace(/[\u2066-\u2069\u200e\u200f\s]/g, '');
const shown = (page: Page, label: string) => dateIn(page.getByRole('group', { name: label, exact: true }));

/** 2026/12/23 as the list writes that day: "23 Dec" (with " 26" when `withYear`). */
function asListed(typed: string, lang: 'en' | 'es', withYear: boolean) {
  const [year, month, day] = typed.split('/');
  return `${day} ${shortMonth(lang, Number(month))}${withYear ? ` ${year!.slice(2)}` : ''}`;
}

async function screens(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function toSpanish(page: Page) {
  await page.goto('/sync');
  await choose(page, 'Language of the app on this device', 'Español');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sincronizar');
}

/** Types an ISO date into a field, part by part in the order the field shows them (year first). */
async function typeDate(page: Page, label: string, iso: string) {
  const parts = page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton');
  for (const [i, value] of iso.split('-').entries()) {
    await parts.nth(i).click();
    await parts.nth(i).pressSequentially(value);
  }
}

/** An ISO day `n` days after `iso`. */
const shift = (iso: string, n: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

test('a leave request’s days, typed year first, are the days its balance line names, in English and Spanish', async ({
  page,
}) => {
  await logIn(page, 'crew@demo.yacht');
  const today = await browserToday(page);
  const from = shift(today, 60);
  const to = shift(today, 64);
  for (const lang of ['en', 'es'] as const) {
    const words = LANG[lang];
    if (lang === 'es') await toSpanish(page);
    await page.goto('/fleet/aurora/leave');
    await expect(page.getByRole('region', { name: words.requests })).toBeVisible();
    await screens(page, `leave-list-${lang}`);

    // A new request: the empty field says what to type, in the spec's order and the app's
    // language, and a screen reader hears each part's name in that language too. The request
    // typed in English was kept on the device as typed (a draft): it comes back in Spanish.
    await page.getByRole('link', { name: words.newRequest }).click();
    const fromField = page.getByRole('group', { name: words.from, exact: true });
    await expect(fromField.locator('.date-input')).toHaveText(
      lang === 'en' ? words.empty : from.replaceAll('-', '/'),
    );
    await expect(fromField.getByRole('spinbutton').first()).toHaveAccessibleName(words.year);

    // Typed year first (spec: "entered as YYYY/MM/DD")...
    await typeDate(page, words.from, from);
    await typeDate(page, words.to, to);
    expect(await shown(page, words.from)).toBe(from.replaceAll('-', '/'));
    const typedTo = await shown(page, words.to);
    expect(typedTo).toBe(to.replaceAll('-', '/'));
    // ...and the same last day where the form writes it ("displayed as DD MMM YY").
    await expect(page.getByRole('region', { name: words.outlook })).toContainText(
      words.balanceOn(asListed(typedTo, lang, true)),
    );
    await screens(page, `leave-request-${lang}`);
    await fromField.getByRole('button', { name: words.calendar }).click();
    await expect(page.getByRole('dialog', { name: words.from })).toBeVisible();
    await screens(page, `leave-calendar-${lang}`);
    await expectAccessible(page, `the date picker in ${lang}`);
    await page.keyboard.press('Escape');
  }
});

test('the day editor and a certificate: typed year first, shown day first, the same day, in English and Spanish', async ({
  page,
}) => {
  await logIn(page, 'captain@demo.yacht');
  const today = await browserToday(page);
  for (const lang of ['en', 'es'] as const) {
    if (lang === 'es') await toSpanish(page);
    // The day editor: its heading names the day ("Thu 03 Dec 26"); "the same through" typed
    // as that day shows it year first, and the two are one day.
    await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${today}`);
    await expect(page.locator('[data-cell]').first()).toBeVisible({ timeout: 30_000 });
    const through =
      lang === 'en'
        ? 'Save the same to every day through (optional)'
        : 'Guardar lo mismo en cada día hasta (opcional)';
    await typeDate(page, through, today);
    const typed = await shown(page, through);
    expect(typed).toBe(today.replaceAll('-', '/'));
    await expect(page.locator('h2 .text-long')).toContainText(asListed(typed, lang, true));
    await page
      .getByRole('group', { name: through, exact: true })
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screens(page, `day-editor-${lang}`);

    // A certificate: the list and its form, as a captain edits one.
    await page.goto('/fleet/aurora/certs');
    await expect(page.locator('a[href*="certID="]').first()).toBeVisible();
    await screens(page, `certs-list-${lang}`);
    // Its first certificate's expiry, listed day first with four digits (an expiry's year,
    // format.ts), opens year first in its field: the same day.
    const cert = page.locator('a[href*="certID="]').first();
    const row = (await cert.locator('xpath=ancestor::li[1]').textContent()) ?? '';
    await cert.click();
    await expect(page).toHaveURL(/certID=/);
    const expiry = page.locator('.date-field').first();
    // Centred, so a phone's screenshot shows the field above the tab bar.
    await expiry.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const expires = await dateIn(expiry);
    expect(expires).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(row).toContain(`${asListed(expires, lang, false)} ${expires.slice(0, 4)}`);
    await screens(page, `certificate-${lang}`);
  }
});
