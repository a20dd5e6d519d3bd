import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  expectAccessible,
  logIn,
  newCrewMember,
  serverSession,
  waitForServiceWorkerControl,
} from './helpers';

/**
 * Issue 8, inbox: messages are synced records. Read, seen and removed offline, the badge counts
 * from the device, and the server has both changes once the link returns.
 */
test('a crew member reads and removes messages offline; the server has it when the link returns', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = `inbox.${Date.now()}@demo.yacht`;
  await newCrewMember(request, baseURL!, { email, firstName: 'Ines', lastName: 'Box' });
  const crew = await serverSession(request, baseURL!, email);
  const me = (await crew.get('/me')) as { user: { id: number } };
  const officer = await serverSession(request, baseURL!, 'officer@demo.yacht');
  const aurora = officer.vesselId('aurora');
  const send = (header: string, text: string) =>
    officer.post('/notification', { yachtId: aurora, header, text, userIds: [me.user.id] });
  await send(
    'Drill at 14:00',
    'Muster at the tender garage with your life jacket and a torch. The drill ends with a short debrief on the aft deck.',
  );
  await send('Stores', 'Delivery at 09:00 on the quay.');

  await logIn(page, email);
  await page
    .getByRole('alertdialog', { name: 'Terms of use' })
    .getByRole('button', { name: 'Agree' })
    .click();
  await waitForServiceWorkerControl(page);
  const bell = page.getByRole('button', { name: /^Inbox/ });
  await expect(bell).toHaveAccessibleName('Inbox, 2 new');
  // The welcome row titled Inbox opens the vessel's unread messages.
  await page
    .getByRole('region', { name: 'At a glance' })
    .getByRole('link', { name: /^Inbox/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/inbox/${aurora}\\?show=unread$`));
  await expect(page.getByRole('region', { name: 'M/Y Aurora' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page, 'the inbox page');

  await context.setOffline(true);
  await page.reload();
  await bell.click();
  const inbox = page.getByRole('dialog', { name: 'Inbox' });
  // The preview is cut at 80 characters; opening shows the whole text and marks it seen.
  const drill = inbox.getByRole('button', { name: /^(New: )?Drill at 14:00/ });
  await expect(drill).toContainText('…');
  await drill.click();
  await expect(inbox.getByText('short debrief on the aft deck.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Inbox, 1 new');
  await inbox.getByRole('button', { name: 'Remove “Stores”' }).click();
  await expect(inbox.getByText('Delivery at 09:00')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Inbox');
  await expectAccessible(page, 'the inbox overlay');
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await expect
    .poll(
      async () =>
        ((await crew.get('/notifications')) as { header: string; seen: boolean }[]).map((m) => [
          m.header,
          m.seen,
        ]),
      {
        timeout: 30_000,
      },
    )
    .toEqual([['Drill at 14:00', true]]);
});
