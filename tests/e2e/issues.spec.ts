import { expect } from '@playwright/test';
import { format, parseISO, subMonths } from 'date-fns';
import { test } from './fixtures';
import { browserToday, expectAccessible, logIn, serverSession } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** Issue 8, navigation: the Issues link with its badge, and the issues page of doc 2. */
test('a captain finds the crew’s open issues, notifies one, and exports them', async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, 'captain@demo.yacht');
  // The demo fleet's last month: Erik Holm has not signed it off.
  const lastMonth = subMonths(parseISO(await browserToday(page)), 1);
  const unsigned = `Hours of rest for ${format(lastMonth, 'MMMM yyyy')} not signed off`;
  // On a phone, the count rides on Menu and on the Issues link inside it.
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toHaveText(/^Menu\d+$/);
  await menu.click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: /^Issues\s*\d+$/ })
    .click();
  await expect(page).toHaveURL(/\/fleet\/aurora\/issues$/);
  await expect(page.getByRole('heading', { name: 'Issues', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the issues page');

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('zzz');
  await expect(page.getByText("No issues with name 'zzz' found.")).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Holm');
  const erik = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Erik Holm' }) });
  await expect(erik.getByRole('link')).toHaveText([unsigned]);

  await erik.getByRole('button', { name: 'Notify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm items' });
  await expect(dialog.getByRole('checkbox', { name: unsigned })).toBeChecked();
  await expect(dialog.getByLabel('Subject')).toHaveValue('An open issue');
  await expect(dialog.getByLabel('Message')).toHaveValue(`Please see to:\n- ${unsigned}`);
  await expectAccessible(page, 'the notify popup');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Erik Holm has been notified.')).toBeVisible();
  const officer = await serverSession(request, baseURL!, 'officer@demo.yacht');
  const inbox = (await officer.get('/notifications')) as { header: string; sender: string }[];
  expect(inbox).toContainEqual(
    expect.objectContaining({ header: 'An open issue', sender: 'James Whitfield' }),
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe('issues-aurora.xlsx');

  await erik.getByRole('link').click();
  await expect(page).toHaveURL(
    new RegExp(`/fleet/aurora/hours-of-rest/calendar\\?month=${format(lastMonth, 'yyyy-MM')}$`),
  );
});

test('crew see only their own issues and their notifications; Export without the reports module asks for it', async ({
  page,
}) => {
  await logIn(page, 'crew@demo.yacht');
  await page.goto('/fleet/aurora/issues');
  await expect(page.getByText('What you still have to do')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notify' })).toHaveCount(0);
  await expect(page.getByText('Loading issues…')).toHaveCount(0);
  // Sam's own issues at most (other journeys may leave him a month to sign), never a shipmate's.
  const names = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(names.filter((n) => n !== 'Sam Taylor')).toEqual([]);

  // The vessel's notifications are its inbox messages.
  await page.goto('/fleet/aurora/notifications');
  await expect(page).toHaveURL(/\/inbox\/\d+$/);

  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Good Bye' })).toBeVisible();
  await logIn(page, 'fleet@demo.yacht');
  await page.goto('/fleet/meridian/issues');
  await page.getByRole('button', { name: 'Export' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Reports module' });
  await expect(ask).toContainText('This feature requires the Reports Module to function.');
  await expectAccessible(page, 'the reports module prompt');
  await ask.getByRole('link', { name: 'Go to Modules' }).click();
  await expect(page).toHaveURL(/\/fleet\/meridian\/accounts\/modules$/);
});
