import { expect, test } from './fixtures';
import { adminPage } from './helpers';

test('an admin makes a backup of the running embedded database and downloads the latest; signed out there is none', async ({ browser, request }) => {
  expect((await request.get('/admin/backups/latest')).status()).toBe(401);

  const admin = await adminPage(browser);
  await admin.getByRole('link', { name: 'Backups' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Backups');
  await expect(admin.getByText(/every night at 03:00 \(Berlin\)/)).toBeVisible();
  await admin.getByRole('button', { name: 'Create backup now' }).click();
  // The database has grown through the whole run by now: packing it takes more than the default 5 s on a busy machine.
  await expect(admin.getByRole('status').filter({ hasText: 'Backup created' })).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByRole('row', { name: /weihnachtsfeier-\d{4}-\d{2}-\d{2}-\d{6}\.backup/ }).first()).toBeVisible();

  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Download latest backup' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^weihnachtsfeier-\d{4}-\d{2}-\d{2}-\d{6}\.backup$/);
  const response = await admin.request.get('/admin/backups/latest');
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = await response.body();
  expect(body.subarray(0, 24).toString()).toBe('WEIHNACHTSFEIER-BACKUP 1');
  expect(JSON.parse(body.subarray(25, body.indexOf('\n', 25)).toString())).toMatchObject({ kind: 'pglite' });
});
