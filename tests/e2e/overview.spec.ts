import { expect, test } from './fixtures';
import { adminPage, newVisitor, sendRequest, thanksAddress } from './helpers';

// The planners' overview: a request sent on the site counts in the funnel of its city at once, the charts come
// with their tables, the inbox names the request's next deadline, and a bad address gets a message, never a 500.

test('a request sent on /trier counts in the overview of Trier, and the inbox names its next deadline', async ({ browser }) => {
  const visitor = await newVisitor(browser);
  const company = `Überblick ${Date.now()} GmbH`;
  await sendRequest(visitor, '/trier', { participants: '30', packageId: 'premium', company, contact: 'Olga Ober', email: 'olga@ueberblick.test', phone: '+49 651 1' });
  await expect(visitor).toHaveURL(thanksAddress('Trier'));

  const admin = await adminPage(browser);
  await admin.goto('/admin');
  await expect(admin).toHaveURL('/admin/overview');
  await admin.getByRole('combobox', { name: 'Period' }).selectOption('week');
  await admin.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Trier' });
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin).toHaveURL(/\/admin\/overview\?period=week&from=&to=&city=trier&package=$/);
  const funnel = admin.getByRole('region', { name: 'Funnel' });
  await expect(funnel.getByRole('row', { name: /^Request/ })).toContainText('1');
  await expect(funnel.getByRole('row', { name: /^Call booked/ })).toContainText('0');
  await expect(admin.getByRole('img', { name: 'Requests per week' })).toBeVisible();
  await expect(admin.getByRole('table').filter({ hasText: 'Week from' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Top 15 cities' }).getByRole('rowheader', { name: 'Trier' })).toBeVisible();

  await admin.goto(`/admin/requests?q=${encodeURIComponent(company)}`);
  await expect(admin.getByRole('row', { name: new RegExp(company) })).toContainText('Phone the company: no call booked');
  await admin.getByLabel('Due (due today or overdue)').check();
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin).toHaveURL(/due=1/);
});

test('a range it cannot use gets a message and the season instead, also without JavaScript', async ({ browser }) => {
  const admin = await adminPage(browser);
  const response = await admin.goto('/admin/overview?period=custom&from=2026-12-01&to=2026-11-01&city=atlantis&package=gold');
  expect(response?.status()).toBe(200);
  await expect(admin.getByText('The end of the range lies before its start: showing this season.').first()).toBeVisible();
  await expect(admin.getByText('Unknown city “atlantis”: showing all cities.').first()).toBeVisible();
  await expect(admin.getByRole('combobox', { name: 'Period' })).toHaveValue('season');

  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await admin.context().storageState() });
  const page = await noScript.newPage();
  const plain = await page.goto('/admin/overview?period=custom&from=2020-01-01&to=2026-11-01');
  expect(plain?.status()).toBe(200);
  const html = await page.content();
  expect(html).toContain('A range can span at most 3 years: showing this season.');
  expect(html).toContain('<svg');
  await expect(page.getByRole('table').first()).toBeVisible();
  await noScript.close();
});
