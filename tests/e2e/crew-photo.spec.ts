import { expect } from '@playwright/test';
import { test } from './fixtures';
import { logIn, serverSession } from './helpers';

/** Issue 9, the crew photo at 390 px: the crew member adds their own; an officer sees it. */
test('a crew member adds a photo to their profile (images only)', async ({ page, request, baseURL }) => {
  await logIn(page, 'crew@demo.yacht');
  await page.goto('/fleet/aurora/crew/me');
  await expect(page.getByRole('heading', { name: 'Sam Taylor' })).toBeVisible();
  const input = page.locator('input[type=file]');
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Only image files can be uploaded.')).toBeVisible();

  const png = Buffer.from(
    await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(400, 300);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#1f7a8c';
      ctx.fillRect(0, 0, 400, 300);
      return [...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer())];
    }),
  );
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await expect(page.locator('.profile-photo img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

  const officer = await serverSession(request, baseURL!, 'officer@demo.yacht');
  const aurora = officer.vesselId('aurora');
  const crew = (await officer.get(`/crew/onyacht/${aurora}`)) as { id: number; email: string }[];
  const sam = crew.find((c) => c.email === 'crew@demo.yacht')!;
  const photo = (await officer.get(`/crewonyacht/${sam.id}/photo`)) as { content: string | null };
  expect(photo.content).toMatch(/^data:image\/jpeg;base64,/);
});
