import ical from 'node-ical';
import { SEEDED_CALLS } from './call-seed';
import { expect, type Page, test } from './fixtures';
import { adminPage, E2E_ADMIN, E2E_ORIGIN, E2E_PLANNER_NAME, hydrated } from './helpers';

// seed-calls.ts books one call for each of SEEDED_CALLS with the e2e planner (those whose outcome is recorded here
// are over: booked as of three days ago); each test works on its own.

// The e2e admin reads English, dates too: "Tuesday, 8 December · 10:00".
const BERLIN_LABEL = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ · \d\d:\d\d/;

const callCard = (page: Page, company: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(company) }) });
const plannerForm = (page: Page) => page.getByRole('form', { name: new RegExp(E2E_PLANNER_NAME) });

test('the planner changes their hours in the settings, and a bad range is refused next to its field with what was typed', async ({ browser }) => {
  const page = await adminPage(browser);
  await page.goto('/admin/calls');
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Calls', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Call settings' })).toBeVisible();
  await expect(page.getByLabel('Call length (minutes)')).toHaveValue('15');
  await expect(page.getByLabel('Minimum notice')).toHaveValue('2');
  await expect(page.getByLabel('Unit')).toHaveValue('hours');
  await hydrated(page);

  // The same hours as seeded, split on Sunday, and a day off beyond the horizon: the other specs still find slots.
  const form = plannerForm(page);
  await expect(form.getByLabel('Takes calls')).toBeChecked();
  await expect(form.getByLabel('Monday')).toHaveValue('07:00–22:00');
  await form.getByLabel('Sunday').fill('07:00-14:00, 14:00-22:00');
  await form.getByLabel('Dates that differ').fill('24.12.2027 frei');
  await form.getByRole('button', { name: `Save hours of ${E2E_PLANNER_NAME}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hours saved' })).toBeVisible();
  await page.reload();
  await expect(plannerForm(page).getByLabel('Sunday')).toHaveValue('07:00–14:00, 14:00–22:00');
  await expect(plannerForm(page).getByLabel('Dates that differ')).toHaveValue('2027-12-24 frei');

  await hydrated(page);
  await plannerForm(page).getByLabel('Monday').fill('07:00–25:00');
  await plannerForm(page).getByRole('button', { name: `Save hours of ${E2E_PLANNER_NAME}` }).click();
  await expect(plannerForm(page).getByText('“25:00” is not a time: use 00:00 to 24:00')).toBeVisible();
  await expect(plannerForm(page).getByLabel('Monday')).toHaveValue('07:00–25:00');
  await expect(plannerForm(page).getByLabel('Monday')).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(plannerForm(page).getByLabel('Monday')).toHaveValue('07:00–22:00');

  // At 390 px the page has no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the Calls tab lists the booked call with its number and wishes; the outcome is recorded once it has started and shows in the request’s history', async ({ browser }) => {
  const seeded = SEEDED_CALLS.withScript;
  const page = await adminPage(browser);
  await page.goto('/admin/calls');
  await expect(page.getByRole('heading', { level: 2, name: E2E_PLANNER_NAME })).toBeVisible();
  // A call ahead offers no outcome form yet, and says from when.
  const coming = callCard(page, SEEDED_CALLS.inFeed.companyName);
  await expect(coming).toContainText(/You can record the outcome once the call has started \(\d\d\.\d\d\.\d{4}, \d\d:\d\d\)\./);
  await expect(coming.getByRole('button', { name: 'Record outcome' })).toHaveCount(0);
  await expect(coming.getByRole('radio')).toHaveCount(0);

  const card = callCard(page, seeded.companyName);
  await expect(page.getByRole('region', { name: 'Awaiting outcome' }).getByRole('heading', { name: new RegExp(seeded.companyName) })).toBeVisible();
  await expect(card.getByRole('heading')).toHaveText(new RegExp(`${BERLIN_LABEL.source} · ${seeded.companyName}`));
  await expect(card.getByRole('link', { name: seeded.phone })).toHaveAttribute('href', 'tel:+493055501234');
  await expect(card).toContainText('Hamburg');
  await expect(card).toContainText('60');
  await expect(card).toContainText('11.12.2026, 18.12.2026');
  await expect(card).toContainText('45,50\u00a0€');
  await expect(card).toContainText('Bitte vormittags anrufen');
  const requestHref = await card.getByRole('link', { name: /Open request/ }).getAttribute('href');
  expect(requestHref).toMatch(/^\/admin\/requests\/[0-9a-f-]{36}$/);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await hydrated(page);
  await card.getByRole('button', { name: 'Record outcome' }).click();
  await expect(card.getByText('Choose what became of the call')).toBeVisible();
  await card.getByRole('radio', { name: 'Held' }).check();
  await card.getByLabel('Notes').fill('Budget steht, Angebot folgt');
  await card.getByRole('button', { name: 'Record outcome' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Outcome recorded' })).toBeVisible();
  await expect(callCard(page, seeded.companyName)).toHaveCount(0);

  await page.goto(requestHref!);
  const call = page.getByRole('region', { name: 'Call', exact: true });
  await expect(call).toContainText('Held');
  await expect(call).toContainText(E2E_PLANNER_NAME);
  await expect(call).toContainText('Budget steht, Angebot folgt');
  const history = page.getByRole('region', { name: 'History', exact: true });
  await expect(history.getByText(/^Call booked: .* · New → In progress · Customer · /)).toBeVisible();
  await expect(history.getByText(`Call outcome: Gespräch geführt: Budget steht, Angebot folgt · ${E2E_ADMIN.email}`, { exact: false })).toBeVisible();
});

test('the planner’s calendar feed carries the call at its Berlin time, and answers 404 once revoked', async ({ browser }) => {
  const page = await adminPage(browser);
  await page.goto('/admin/calls/settings');
  await hydrated(page);
  await page.getByRole('button', { name: 'Create feed URL' }).click();
  const urlField = page.getByLabel('Feed URL');
  await expect(urlField).toHaveValue(new RegExp(`^${E2E_ORIGIN}/kalender/[A-Za-z0-9_-]{43}\\.ics$`));
  const feedUrl = await urlField.inputValue();

  const response = await page.request.get(feedUrl);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('no-store');
  const events = Object.values(ical.sync.parseICS(await response.text())).filter((item) => item?.type === 'VEVENT') as ical.VEvent[];
  const seeded = events.find((event) => event.summary === `Telefonat zur Weihnachtsfeier – ${SEEDED_CALLS.inFeed.companyName}`);
  expect(seeded, 'the seeded call is in the feed').toBeDefined();
  expect(seeded!.description).toContain(SEEDED_CALLS.inFeed.phone);
  expect(seeded!.uid).toMatch(new RegExp(`^[0-9a-f-]{36}@${new URL(E2E_ORIGIN).host}$`));

  // The Calls tab names the same start in Berlin time.
  await page.goto('/admin/calls');
  const heading = await callCard(page, SEEDED_CALLS.inFeed.companyName).getByRole('heading').textContent();
  const berlin = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(seeded!.start);
  const part = (type: string) => berlin.find((p) => p.type === type)?.value;
  expect(heading).toContain(`${part('day')} ${part('month')} · ${part('hour')}:${part('minute')}`);

  await page.goto('/admin/calls/settings');
  await hydrated(page);
  await page.getByRole('button', { name: 'Revoke URL' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke URL' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Calendar feed URL revoked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create feed URL' })).toBeVisible();
  const revoked = await page.request.get(feedUrl);
  expect(revoked.status()).toBe(404);
  expect(revoked.headers()['cache-control']).toBe('no-store');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.247' } });

  test('the outcome is recorded from a plain form, a missing choice refused with the note kept', async ({ page }) => {
    const seeded = SEEDED_CALLS.withoutScript;
    // /auth needs JavaScript; the session comes from the same endpoint its form calls.
    const signedIn = await page.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin: E2E_ORIGIN } });
    expect(signedIn.status()).toBe(200);
    await page.goto('/admin/calls');
    const card = callCard(page, seeded.companyName);
    await expect(card.getByRole('link', { name: seeded.phone })).toHaveAttribute('href', 'tel:03055509876');
    const requestHref = await card.getByRole('link', { name: /Open request/ }).getAttribute('href');

    await card.getByLabel('Notes').fill('Mailbox');
    await card.getByRole('button', { name: 'Record outcome' }).click();
    await expect(card.getByText('Choose what became of the call')).toBeVisible();
    await expect(card.getByLabel('Notes')).toHaveValue('Mailbox');
    await card.getByRole('radio', { name: 'Not reached' }).check();
    await card.getByRole('button', { name: 'Record outcome' }).click();
    await expect(page).toHaveURL(/\/admin\/calls\?notice=recorded/);
    await expect(callCard(page, seeded.companyName)).toHaveCount(0);

    await page.goto(requestHref!);
    await expect(page.getByRole('region', { name: 'History', exact: true }).getByText(`Call outcome: Nicht erreicht: Mailbox · ${E2E_ADMIN.email}`, { exact: false })).toBeVisible();
  });
});
