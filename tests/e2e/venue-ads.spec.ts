import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from './fixtures';
import sharp from 'sharp';
import { addToDay, berlinToday } from '../../src/lib/time';
import { adminPage, createAd, E2E_ADMIN, E2E_ORIGIN, newVisitor } from './helpers';

// Each test works on a city of its own, so the tests can run side by side.

let images: Server;
let imageOrigin: string;

test.beforeAll(async () => {
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 100, b: 70 } } }).png().toBuffer();
  images = createServer((request, response) => {
    if (request.url === '/saal.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else response.writeHead(200, { 'content-type': 'text/plain' }).end('kein Bild');
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => images.close(() => resolve())));

const adBlock = (page: Page) => page.getByRole('region', { name: /Empfohlene Locations in/ });
const cardTitles = (page: Page) => adBlock(page).getByRole('heading', { level: 3 });
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });

/** A Berlin calendar day relative to today, as a date field takes it. */
function berlinDay(offsetDays: number): string {
  return addToDay(berlinToday(), offsetDays);
}

test('a live featured ad for Köln made in the admin shows first on /koeln at once, with its image from our origin; deactivated, its slot is a placeholder again', async ({ browser }) => {
  const visitor = await newVisitor(browser);
  await visitor.goto('/koeln');
  // The page is cached now; what follows must show through tag invalidation.
  await expect(adBlock(visitor)).toHaveCount(0);

  const page = await adminPage(browser);
  await createAd(page, { name: 'Rheinblick Köln', city: 'Köln', websiteUrl: `${E2E_ORIGIN}/impressum`, live: true });

  await page.goto('/admin/venue-ads/new');
  await page.getByLabel('Venue Name').fill('Domsaal Köln');
  await page.getByLabel('City').selectOption({ label: 'Köln' });
  await page.getByLabel('Description').fill('Historischer Saal mit Domblick.');
  await page.getByLabel('Image URL').fill(`${imageOrigin}/kein-bild.png`);
  await page.getByRole('switch', { name: 'Featured' }).check();
  await page.getByRole('switch', { name: 'Live System' }).check();
  await page.getByRole('button', { name: 'Create Ad' }).click();
  // The image check fails the save, keeps the input and says why next to the field.
  const notAnImage = 'The file at this address is not an image (JPEG, PNG, WebP, GIF or AVIF).';
  await expect(page.getByRole('alert').filter({ hasText: notAnImage }).first()).toBeVisible();
  await expect(page.getByLabel('Image URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Venue Name')).toHaveValue('Domsaal Köln');
  await page.getByLabel('Image URL').fill(`${imageOrigin}/saal.png`);
  await page.getByRole('button', { name: 'Create Ad' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Venue ad created successfully' })).toBeVisible();
  // Both live ads hold a Köln slot in every coming month (bookings count against the same three).
  await page.goto('/admin/venue-ads');
  const koeln = page.getByRole('table', { name: 'Booked, held and free slots per city and month' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Köln', exact: true }) });
  await expect(koeln.getByRole('cell').first()).toContainText('Domsaal Köln (admin ad)');
  await expect(koeln.getByRole('cell').first()).toContainText('Rheinblick Köln (admin ad)');

  const thirdParty: string[] = [];
  visitor.on('request', (request) => {
    if (!request.url().startsWith(E2E_ORIGIN)) thirdParty.push(request.url());
  });
  await visitor.context().clearCookies();
  await visitor.goto('/koeln');
  await expect(cardTitles(visitor)).toHaveText(['Domsaal Köln', 'Rheinblick Köln']);
  await expect(adBlock(visitor).getByText('Ihr Venue hier bewerben?')).toHaveCount(1);
  await expect(adBlock(visitor).getByRole('link', { name: 'Partner werden' })).toHaveAttribute('href', '/ad-partners');
  const image = adBlock(visitor).getByRole('img', { name: 'Domsaal Köln' });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}$/);
  await expect(image).toHaveAttribute('width', '800');
  await expect(image).toHaveAttribute('height', '600');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  const visit = adBlock(visitor).getByRole('link', { name: /Website besuchen.*Rheinblick Köln/ });
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(visit).toHaveAttribute('rel', 'noopener noreferrer sponsored');
  // The consent banner is open: before any choice, nothing was asked of another host.
  await expect(visitor.getByRole('dialog', { name: 'Cookies und Datenschutz' })).toBeVisible();
  expect(thirdParty).toEqual([]);

  await page.goto('/admin/venue-ads?city=koeln');
  await row(page, 'Domsaal Köln').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Venue ad deactivated successfully' })).toBeVisible();
  await expect(row(page, 'Domsaal Köln').getByRole('button', { name: 'Activate' })).toBeVisible();
  await visitor.reload();
  await expect(cardTitles(visitor)).toHaveText(['Rheinblick Köln']);
  await expect(adBlock(visitor).getByText('Ihr Venue hier bewerben?')).toHaveCount(2);

  await row(page, 'Domsaal Köln').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Venue ad deleted successfully' })).toBeVisible();
  await expect(row(page, 'Domsaal Köln')).toHaveCount(0);
});

test('an ad whose expiry has passed is gone from the city page and hidden in the list unless asked for', async ({ browser }) => {
  const page = await adminPage(browser);
  await createAd(page, { name: 'Elbterrasse Dresden', city: 'Dresden', live: true, expiresAt: berlinDay(1) });
  await createAd(page, { name: 'Zwinger-Keller Dresden', city: 'Dresden', live: true, expiresAt: berlinDay(-1) });

  const visitor = await newVisitor(browser);
  await visitor.goto('/dresden');
  await expect(cardTitles(visitor)).toHaveText(['Elbterrasse Dresden']);

  await page.goto('/admin/venue-ads?city=dresden');
  await expect(row(page, 'Elbterrasse Dresden')).toBeVisible();
  await expect(row(page, 'Zwinger-Keller Dresden')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show expired' }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/expired=1/);
  await expect(row(page, 'Zwinger-Keller Dresden')).toContainText('Expired');
});

test('the demo page shows the chosen city’s active ads that are not live, and answers a request with a thank-you card', async ({ browser }) => {
  const page = await adminPage(browser);
  await createAd(page, { name: 'Baumwollspinnerei Leipzig', city: 'Leipzig' });

  const visitor = await newVisitor(browser);
  await visitor.goto('/leipzig');
  await expect(visitor.getByRole('heading', { name: /Weihnachtsfeier/ }).first()).toBeVisible();
  await expect(adBlock(visitor)).toHaveCount(0);

  await visitor.goto('/venue-ads-demo');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(visitor.getByRole('heading', { name: 'Unsere Pakete' })).toBeVisible();
  await visitor.getByLabel('Stadt').selectOption({ label: 'Leipzig' });
  await expect(cardTitles(visitor)).toHaveText(['Baumwollspinnerei Leipzig']);
  await expect(adBlock(visitor).getByText('Ihr Venue hier bewerben?')).toHaveCount(2);

  await visitor.getByLabel('Teilnehmerzahl').fill('90');
  await visitor.getByRole('button', { name: 'Weiter' }).click();
  await visitor.getByLabel('Firmenname').fill('Demo GmbH');
  await visitor.getByLabel('Ansprechpartner').fill('Dana Demo');
  await visitor.getByLabel('E-Mail-Adresse').fill('dana@demo-gmbh.test');
  await visitor.getByLabel('Telefonnummer').fill('0341 123456');
  await visitor.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await visitor.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(visitor.getByText('Vielen Dank für Ihre Weihnachtsfeier-Anfrage – Leipzig')).toBeVisible();
  await expect(visitor).toHaveURL(/\/venue-ads-demo$/);
  await visitor.getByRole('button', { name: 'Neue Weihnachtsfeier-Anfrage stellen' }).click();
  await expect(visitor.getByLabel('Stadt')).toHaveValue('');
});

test('a click on „Website besuchen“ leads to the venue’s site and is counted; unknown and inactive ads are a 404', async ({ browser, request }) => {
  const page = await adminPage(browser);
  await createAd(page, { name: 'Schlachte Bremen', city: 'Bremen', websiteUrl: `${E2E_ORIGIN}/impressum`, live: true });

  const visitor = await newVisitor(browser);
  await visitor.goto('/bremen');
  const [site] = await Promise.all([visitor.context().waitForEvent('page'), adBlock(visitor).getByRole('link', { name: /Website besuchen/ }).click()]);
  await expect(site).toHaveURL(`${E2E_ORIGIN}/impressum`);

  await page.goto('/admin/venue-ads');
  await page.getByRole('searchbox', { name: 'Search (name, description)' }).fill('Schlachte');
  await expect(page).toHaveURL(/q=Schlachte/);
  await expect(row(page, 'Schlachte Bremen').getByRole('cell').nth(3)).toHaveText('1');

  const clickPath = await adBlock(visitor).getByRole('link', { name: /Website besuchen/ }).getAttribute('href');
  expect(clickPath).toMatch(/^\/go\/ad\/[0-9a-f-]{36}$/);
  expect((await request.get('/go/ad/00000000-0000-4000-8000-000000000000', { maxRedirects: 0 })).status()).toBe(404);
  // An encoded slash names no path of ours: refused as malformed before any route sees it.
  expect((await request.get('/go/ad/https%3A%2F%2Fevil.example', { maxRedirects: 0 })).status()).toBe(400);
  await row(page, 'Schlachte Bremen').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Venue ad deactivated successfully' })).toBeVisible();
  const inactive = await request.get(clickPath!, { maxRedirects: 0 });
  expect(inactive.status()).toBe(404);
  expect(inactive.headers()['x-robots-tag']).toBe('noindex, nofollow');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.251' } });

  test('the venue-ad form shows and saves from a plain form (Freiburg)', async ({ page }) => {
    // /auth needs JavaScript; the session comes from the same endpoint its form calls.
    const signedIn = await page.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin: E2E_ORIGIN } });
    expect(signedIn.status()).toBe(200);
    await page.goto('/admin/venue-ads/new');
    await expect(page.getByRole('heading', { name: 'Create Venue Ad' })).toBeVisible();
    await expect(page.getByText('Loading...')).toBeHidden();
    await page.getByLabel('Venue Name').fill('Ohne Skript Freiburg');
    await page.getByLabel('City').selectOption({ label: 'Freiburg im Breisgau' });
    await page.getByLabel('Description').fill('Saal für 80 Gäste.');
    await page.getByRole('button', { name: 'Create Ad' }).click();
    await expect(page).toHaveURL(/\/admin\/venue-ads\?/);
    await expect(page.getByRole('row').filter({ hasText: 'Ohne Skript Freiburg' })).toHaveCount(1);
  });
});
