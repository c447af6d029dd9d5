import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { adminPage, dismissConsent } from './helpers';

for (const path of ['/', '/berlin', '/staedte', '/thanks?city=Berlin', '/impressum', '/datenschutz', '/gibt-es-nicht']) {
  test(`no axe violations on ${path}`, async ({ page }) => {
    await dismissConsent(page);
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the consent banner itself has no axe violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('dialog').getByRole('button', { name: 'Einstellungen', exact: true }).click();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('the admin’s main screens have no axe violations', async ({ browser, request }) => {
  // Two dozen screens, each analysed by axe (about two seconds apiece).
  test.setTimeout(150_000);
  const created = await request.post('/api/venue-requests', {
    data: { city: 'berlin', participantCount: 30, companyName: `Barrierefrei ${Date.now()} GmbH`, contactName: 'Ada Axe', email: 'ada@axe.test', phone: '030 123' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const page = await adminPage(browser);
  const editPost = await page.goto('/admin/posts').then(() => page.getByRole('link', { name: 'Edit' }).first().getAttribute('href'));
  // A demo venue, seeded at the first start.
  const editVenue = await page.goto('/admin/venues').then(() => page.getByRole('link', { name: 'Edit' }).first().getAttribute('href'));
  const screens = [
    '/admin/requests',
    `/admin/requests/${id}`,
    '/admin/posts',
    '/admin/posts/new',
    editPost!,
    '/admin/venues',
    '/admin/venues/new',
    editVenue!,
    '/admin/venue-ads',
    '/admin/venue-ads/new',
    '/admin/newsletter',
    '/admin/users',
    '/admin/outbox',
    '/admin/backups',
    '/admin/calls',
    '/admin/calls/settings',
    '/admin/invoices',
    '/admin/invoices/new',
    '/admin/bookings',
    '/admin/overview',
  ];
  const found: Record<string, string[]> = {};
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    found[path] = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  expect(found).toEqual(Object.fromEntries(screens.map((path) => [path, []])));
});
