import { expect, type Page, test } from './fixtures';
import { adminPage, axeViolations, dismissConsent, E2E_ORIGIN, jsonLd, newVisitor, thanksAddress } from './helpers';

// The public venue pages against the demo seed (scripts/seed/venue-profiles.ts publishes at least six venues each in
// Berlin, Hamburg and München). The tests read the venues from the pages rather than naming them.

const LIST = '/berlin/locations';
const cards = (page: Page) => page.getByRole('list', { name: 'Locations in Berlin', exact: true }).getByRole('listitem').filter({ has: page.getByRole('heading') });

/** The address of the list's first venue page, and the venue's name. */
async function firstVenue(page: Page): Promise<{ href: string; name: string }> {
  await page.goto(LIST);
  const link = cards(page).first().getByRole('heading').getByRole('link');
  return { href: (await link.getAttribute('href'))!, name: (await link.textContent())!.trim() };
}

/** The larger capacity a card or page states („120 Sitzplätze · 200 Stehplätze"). */
const largestCapacity = (text: string) => Math.max(...[...text.matchAll(/(\d+) (?:Sitz|Steh)plätze/g)].map((match) => Number(match[1])));

test.describe('a city’s list of venues', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('lists the city’s venues with their facts and links, as an ItemList, without axe violations', async ({ page }) => {
    const response = await page.goto(LIST);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locations für Ihre Weihnachtsfeier in Berlin');
    await expect(page).toHaveTitle('Locations für Ihre Weihnachtsfeier in Berlin');
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(6);
    await expect(cards(page).first()).toContainText(/\d+ Sitzplätze|\d+ Stehplätze/);
    const firstImage = cards(page).first().locator('img');
    await expect(firstImage).toHaveAttribute('loading', 'eager');
    await expect(firstImage).toHaveAttribute('width', /^\d+$/);
    await expect(firstImage).toHaveAttribute('height', /^\d+$/);
    expect(await cards(page).locator('img').evaluateAll((images) => images.slice(1).map((image) => image.getAttribute('loading')))).toEqual(
      Array.from({ length: (await cards(page).locator('img').count()) - 1 }, () => 'lazy'),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_ORIGIN}${LIST}`);
    const list = (await jsonLd(page)).find((data) => data['@type'] === 'ItemList') as { numberOfItems: number; itemListElement: { position: number; url: string; name: string }[] };
    expect(list.numberOfItems).toBe(count);
    expect(list.itemListElement[0]).toMatchObject({ position: 1, url: expect.stringMatching(new RegExp(`^${E2E_ORIGIN}/berlin/locations/[a-z0-9-]+$`)) });
    expect((await jsonLd(page)).map((data) => data['@type'])).toContain('BreadcrumbList');
    await expect(page.getByRole('link', { name: 'Kostenlose Anfrage stellen' })).toHaveAttribute('href', '/berlin#anfrage');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the city page shows three of them and links to the list; the unknown city has no list', async ({ page, request }) => {
    await page.goto('/berlin');
    const section = page.getByRole('region', { name: 'Locations in Berlin', exact: true });
    await expect(section.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(3);
    await expect(section.getByRole('link', { name: 'Alle Locations in Berlin ansehen' })).toHaveAttribute('href', LIST);
    expect((await request.get('/gibt-es-nicht/locations')).status()).toBe(404);
    expect((await request.get('/gibt-es-nicht/locations?gaeste=10')).status()).toBe(404);
  });

  test('the sitemap names the lists and the venue pages', async ({ page, request }) => {
    const { href } = await firstVenue(page);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [LIST, '/hamburg/locations', '/muenchen/locations', href]) expect(sitemap).toContain(`<loc>${E2E_ORIGIN}${path}</loc>`);
  });
});

test.describe('the list’s filter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a group size narrows the list; the filtered list is not indexed and names the list as canonical', async ({ page }) => {
    await dismissConsent(page);
    await page.goto(LIST);
    const all = await cards(page).allTextContents();
    const largest = all.map(largestCapacity);
    const group = Math.max(...largest);
    const fitting = largest.filter((capacity) => capacity >= group).length;
    expect(fitting).toBeLessThan(all.length);
    await page.getByLabel('Gruppengröße').fill(String(group));
    await expect(page.getByLabel('Art', { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page).toHaveURL(new RegExp(`/berlin/locations\\?gaeste=${group}&art=$`));
    await expect(cards(page)).toHaveCount(fitting);
    await expect(page.getByLabel('Gruppengröße')).toHaveValue(String(group));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_ORIGIN}${LIST}`);

    // Nobody fits: the empty state leads back to the whole list.
    await page.getByLabel('Gruppengröße').fill('5000');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page.getByRole('heading', { name: 'Keine passende Location gefunden' })).toBeVisible();
    await page.getByRole('link', { name: 'Alle Locations anzeigen' }).click();
    await expect(page).toHaveURL(LIST);
    await expect(cards(page)).toHaveCount(all.length);
  });
});

test.describe('a venue’s page', () => {
  test('shows the venue with its photos, facts and JSON-LD, links back, and has no axe violations', async ({ page }) => {
    await dismissConsent(page);
    const { href, name } = await firstVenue(page);
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_ORIGIN}${href}`);
    const firstPhoto = page.getByRole('region', { name: 'Fotos' }).locator('img').first();
    await expect(firstPhoto).toHaveAttribute('fetchpriority', 'high');
    await expect(firstPhoto).toHaveAttribute('loading', 'eager');
    // The demo photos are stored 800 pixels wide: the srcset offers the smaller copies of images/paths.ts beside it.
    await expect(firstPhoto).toHaveAttribute('srcset', /^\/media\/([0-9a-f-]+)\?w=400 400w, \/media\/\1\?w=600 600w, \/media\/\1 800w$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${E2E_ORIGIN}/media/`));

    const venue = (await jsonLd(page)).find((data) => data['@type'] === 'EventVenue') as { name: string; maximumAttendeeCapacity: number; image: string[]; url: string; address: { '@type': string } };
    expect(venue).toMatchObject({ name, url: `${E2E_ORIGIN}${href}`, address: { '@type': 'PostalAddress' } });
    expect(venue.maximumAttendeeCapacity).toBe(largestCapacity(await page.locator('header').filter({ hasText: name }).textContent() ?? ''));
    for (const url of venue.image) expect(url).toMatch(new RegExp(`^${E2E_ORIGIN}/media/`));

    await expect(page.getByText(`Ihre Wunsch-Location: ${name}`)).toBeVisible();
    await expect(page.locator('#anfrage input[name="wunschLocation"]')).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(page.locator('#anfrage select[name="city"]')).toHaveValue('berlin');
    await expect(page.getByRole('link', { name: 'Zurück zu allen Locations in Berlin' })).toHaveAttribute('href', LIST);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an unknown address answers 404, an unknown city too', async ({ request }) => {
    expect((await request.get('/berlin/locations/gibt-es-nicht-e2e')).status()).toBe(404);
    expect((await request.get('/gibt-es-nicht/locations/irgendwas')).status()).toBe(404);
  });
});

test.describe('a venue’s page with a group size for its request form, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('?gaeste= prefills the form’s group size, any other value nothing, and the cached page everyone else gets stays as it is', async ({ page, request }) => {
    await dismissConsent(page);
    const { href } = await firstVenue(page);
    const form = page.locator('#anfrage');
    const groupSize = form.getByLabel('Teilnehmerzahl');
    expect((await request.get(href)).status()).toBe(200);

    const prefilled = await page.goto(`${href}?gaeste=60`);
    expect(prefilled?.status()).toBe(200);
    expect(prefilled?.headers()['x-nextjs-cache']).toBeUndefined();
    expect(prefilled?.headers()['cache-control']).toContain('no-store');
    await expect(groupSize).toHaveValue('60');
    await expect(form.locator('input[name="wunschLocation"]')).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(form.locator('select[name="city"]')).toHaveValue('berlin');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_ORIGIN}${href}`);

    // The page everyone else gets still comes from the page cache, without anyone's number.
    const cached = await request.get(href);
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
    expect(/<input[^>]*name="participantCount"[^>]*>/.exec(await cached.text())?.[0]).toContain('value=""');
    await page.goto(href);
    await expect(groupSize).toHaveValue('');

    for (const value of ['abc', '-5', '0', '100001', '%00', '6e1']) {
      const response = await page.goto(`${href}?gaeste=${value}`);
      expect([value, response?.status()]).toEqual([value, 200]);
      await expect(groupSize).toHaveValue('');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }

    // The list filtered for a group hands it on to each venue's page, and the request form's next step carries it.
    await page.goto(`${LIST}?gaeste=60`);
    await cards(page).first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/berlin\/locations\/[a-z0-9-]+\?gaeste=60$/);
    await expect(groupSize).toHaveValue('60');
    await form.getByRole('button', { name: 'Weiter' }).click();
    await expect(form.getByLabel('Firmenname')).toBeVisible();
    await expect(form).toContainText('60 Teilnehmer');
  });
});

test('a request sent from a venue’s page without JavaScript arrives with the venue as its wish, shown on the request’s admin page', async ({ browser }) => {
  // A browser without JavaScript of its own: the admin's, below, signs in with it.
  const page = await newVisitor(browser, undefined, { javaScriptEnabled: false });
  const { href, name } = await firstVenue(page);
  await page.goto(href);
  const form = page.locator('#anfrage');
  await form.getByLabel('Teilnehmerzahl').fill('70');
  await form.getByRole('button', { name: 'Weiter' }).click();
  const company = `Wunsch ${Date.now()} GmbH`;
  await form.getByLabel('Firmenname').fill(company);
  await form.getByLabel('Ansprechpartner').fill('Erika Mustermann');
  await form.getByLabel('E-Mail-Adresse').fill(`wunsch.${Date.now()}@muster.test`);
  await form.getByLabel('Telefonnummer').fill('030 1234567');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page).toHaveURL(thanksAddress('Berlin'));

  const admin = await adminPage(browser);
  await admin.goto(`/admin/requests?q=${encodeURIComponent(company)}`);
  await expect(admin.getByRole('row').filter({ hasText: company })).toContainText(`Preferred venue: ${name}`);
  await admin.getByRole('link', { name: company }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(company);
  await expect(admin.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(admin.getByText('Preferred venue', { exact: true })).toBeVisible();
  await expect(admin.getByText(href, { exact: true })).toBeVisible();
});

test('a venue the team gives a new address answers 308 at the old one; taken off, 410, and it leaves its city’s list and the sitemap at once', async ({ browser, request }) => {
  // München's venues: the tests above read Berlin's.
  const visitor = await newVisitor(browser);
  await visitor.goto('/muenchen/locations');
  const munichCards = visitor.getByRole('list', { name: 'Locations in München', exact: true }).getByRole('listitem').filter({ has: visitor.getByRole('heading') });
  const before = await munichCards.count();
  const link = munichCards.last().getByRole('heading').getByRole('link');
  const [href, name] = [(await link.getAttribute('href'))!, (await link.textContent())!.trim()];
  expect((await request.get(href)).status()).toBe(200);
  // Served from the page cache like a city page, and made anew by the changes below.
  expect((await request.get(href)).headers()['x-nextjs-cache']).toBe('HIT');

  const admin = await adminPage(browser);
  await admin.goto(`/admin/venues?q=${encodeURIComponent(name)}`);
  // A new address first: the old one answers 308 to it.
  await admin.getByRole('row').filter({ hasText: name }).getByRole('link', { name: 'Edit' }).click();
  const renamed = `${href}-neu`;
  await admin.getByLabel('Slug', { exact: true }).fill(renamed.split('/').pop()!);
  await admin.getByRole('button', { name: 'Update Venue' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Venue updated successfully' })).toBeVisible();
  const moved = await request.get(href, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(new URL(moved.headers().location, E2E_ORIGIN).pathname).toBe(renamed);
  expect((await request.get(renamed)).status()).toBe(200);

  await admin.goto(`/admin/venues?q=${encodeURIComponent(name)}`);
  await admin.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Archive' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Venue archived successfully' })).toBeVisible();

  // Taken off: its address and its old one answer 410, every time (the page cache keeps no such answer).
  for (const address of [renamed, href, renamed]) {
    const gone = await request.get(address, { maxRedirects: 0 });
    expect(gone.status()).toBe(410);
    expect(await gone.text()).toContain('Diese Location ist nicht mehr gelistet');
  }
  await visitor.goto('/muenchen/locations');
  await expect(munichCards).toHaveCount(before - 1);
  await expect(visitor.getByRole('link', { name, exact: true })).toHaveCount(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const address of [href, renamed]) expect(sitemap).not.toContain(`${E2E_ORIGIN}${address}<`);
});
