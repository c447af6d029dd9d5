import sharp from 'sharp';
import { expect, test } from './fixtures';
import { adminPage, E2E_PLANNER_NAME, E2E_PLANNER_PHONE, E2E_PLANNER_TITLE, hydrated } from './helpers';

// A planner keeps their own profile under Account: what companies see of them on the call, the offer and in mails.

test('the planner uploads a portrait under Account: a text file is refused and changes nothing, an image is stored and served from our site', async ({ browser }) => {
  const page = await adminPage(browser);
  await page.goto('/admin/account');
  await hydrated(page);
  const form = page.getByRole('form', { name: /Your profile/ });
  await expect(form.getByLabel('Your name')).toHaveValue(E2E_PLANNER_NAME);
  await expect(form.getByLabel('Direct phone')).toHaveValue(E2E_PLANNER_PHONE);
  await expect(form.getByLabel('Job title')).toHaveValue(E2E_PLANNER_TITLE);

  await form.getByLabel('Portrait photo').setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('kein Bild') });
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form).toContainText('Please choose a JPEG, PNG or WebP image.');
  await expect(form.getByRole('img')).toHaveCount(0);

  const portrait = await sharp({ create: { width: 240, height: 240, channels: 3, background: { r: 23, g: 85, b: 55 } } }).png().toBuffer();
  await form.getByLabel('Portrait photo').setInputFiles({ name: 'paula.png', mimeType: 'image/png', buffer: portrait });
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
  const photo = form.getByRole('img', { name: `Portrait of ${E2E_PLANNER_NAME}` });
  await expect(photo).toBeVisible();
  const served = await page.request.get((await photo.getAttribute('src'))!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  // The name, title and line stay as they were: the other specs' mails are signed with them.
  await expect(form.getByLabel('Your name')).toHaveValue(E2E_PLANNER_NAME);
  await expect(page.getByRole('main')).not.toContainText('has no display name yet');
});
