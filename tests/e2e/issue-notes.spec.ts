import { expect } from '@playwright/test';
import { format, parseISO, subMonths } from 'date-fns';
import { test } from './fixtures';
import { browserToday, expectAccessible, logIn, serverSession, waitForServiceWorkerControl } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Issue 35, the measure 'adding a module': notes on issues, a kind of synced record. At 390 px an
 * officer adds a note to a crew member's issue offline; it is kept on the phone (it survives a
 * reload), reaches the server when the link returns, and the captain sees it under the same issue.
 */
test('an officer notes an issue offline; it syncs and the captain sees it', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  const today = await browserToday(page);
  const unsigned = `Hours of rest for ${format(subMonths(parseISO(today), 1), 'MMMM yyyy')} not signed off`;
  const text = `Reminded at muster, signs tonight (${Date.now()})`;

  await logIn(page, 'officer@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/issues');
  const erik = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Erik Holm' }) });
  await expect(erik.getByRole('link', { name: unsigned })).toBeVisible();

  await context.setOffline(true);
  await erik.getByRole('button', { name: `Add note to ${unsigned}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add note' });
  // Nothing written is refused with the spec's message, under the field.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Field is required.')).toBeVisible();
  await dialog.getByLabel('Note').fill(text);
  await expectAccessible(page, 'the note popup');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  // Kept on the phone, marked as not synced, and still there after a reload offline.
  const note = erik.getByRole('list', { name: 'Notes' }).getByRole('listitem').filter({ hasText: text });
  await expect(note).toContainText('Not synced');
  await page.reload();
  await expect(note).toContainText('Not synced');
  await expect(note).toContainText(format(parseISO(today), 'dd MMM yy'));

  await context.setOffline(false);
  await expect(note.getByText('Not synced')).toHaveCount(0, { timeout: 30_000 });
  await expectAccessible(page, 'the issues page with a note');
  const captainSession = await serverSession(request, baseURL!, 'captain@demo.yacht');
  const feed = (await captainSession.get('/sync/changes?since=0')) as { issueNotes?: { text: string }[] };
  expect(feed.issueNotes?.filter((n) => n.text === text)).toHaveLength(1);

  // The captain sees it under Erik's issue on their own phone, and may edit it (level 5+).
  const captainContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const captain = await captainContext.newPage();
  await logIn(captain, 'captain@demo.yacht');
  await captain.goto('/fleet/aurora/issues');
  const theirs = captain
    .getByRole('listitem')
    .filter({ has: captain.getByRole('heading', { name: 'Erik Holm' }) })
    .getByRole('list', { name: 'Notes' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(theirs).toBeVisible({ timeout: 30_000 });
  await expect(theirs.getByRole('button', { name: `Edit note: ${text}` })).toBeVisible();
  await captainContext.close();
});
