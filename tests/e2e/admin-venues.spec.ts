import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, type Page, test } from './fixtures';
import { adminPage, E2E_ADMIN, E2E_ORIGIN, hydrated } from './helpers';

// Each test works on a town of its own (the demo venues are in Berlin, Hamburg and München), so they can run side by side.

let images: Server;
let imageOrigin: string;

test.beforeAll(async () => {
  const png = (r: number, g: number, b: number) => sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } }).png().toBuffer();
  const files: Record<string, Buffer> = { '/rot.png': await png(200, 30, 40), '/blau.png': await png(30, 60, 200) };
  images = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (file) response.writeHead(200, { 'content-type': 'image/png' }).end(file);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('kein Bild');
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => images.close(() => resolve())));

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The filter form's fields as the list shows them, then applied. */
async function filterList(page: Page, filters: { q?: string; city?: string; capacity?: string; type?: string; archived?: boolean }) {
  await page.goto('/admin/venues');
  const form = page.getByRole('search', { name: 'Filter venues' });
  await form.getByLabel('Search (name, city, address)').fill(filters.q ?? '');
  await form.getByRole('combobox', { name: /^City/ }).selectOption({ label: filters.city ?? 'All' });
  await form.getByLabel('Capacity at least').fill(filters.capacity ?? '');
  await form.getByRole('combobox', { name: /^Type/ }).selectOption({ label: filters.type ?? 'All' });
  await form.getByLabel('Show archived').setChecked(filters.archived ?? false);
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: /venues? · page/ })).toBeVisible();
  await hydrated(page);
}

test('a venue with two photos is created, its photos reordered, found by the filters, archived and restored; list and form have no axe violations', async ({ browser }) => {
  // Four axe runs and a dozen page loads: on a busy two-core machine more than the default minute.
  test.setTimeout(150_000);
  // A name of its own, so a retry does not meet the venue of the attempt before.
  const venue = `Baumwollspeicher Leipzig ${Date.now()}`;
  const page = await adminPage(browser);
  await page.goto('/admin/venues');
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Venues', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'New Venue' }).click();
  await expect(page.getByRole('heading', { name: 'Create Venue' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await hydrated(page);
  await page.getByLabel('Name', { exact: true }).fill(venue);
  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Leipzig' });
  await page.getByLabel('Address').fill('Spinnereistraße 7, 04179 Leipzig');
  await page.getByLabel('Capacity seated').fill('80');
  await page.getByLabel('Capacity standing').fill('140');
  await page.getByRole('checkbox', { name: 'Loft & industrial' }).check();
  await page.getByRole('checkbox', { name: 'Event venue' }).check();
  await page.getByLabel('What is included').fill('Mobiliar und Technik');
  await group(page, 'Photo 1').getByLabel('Image URL').fill(`${imageOrigin}/rot.png`);
  await group(page, 'Photo 2').getByLabel('Image URL').fill(`${imageOrigin}/blau.png`);
  // A photo from the computer beside the addresses; a file that is no image is refused next to its field.
  const file = (n: number) => group(page, `Photo ${n}`).getByLabel('Or upload an image file');
  const green = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 23, g: 85, b: 55 } } }).png().toBuffer();
  await file(3).setInputFiles({ name: 'gruen.png', mimeType: 'image/png', buffer: green });
  await file(4).setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('kein Bild') });
  const block = (n: number) => group(page, `Price block ${n}`);
  await block(1).getByLabel('Text').fill('Raummiete');
  await block(1).getByLabel('Net price (€)').fill('1.500,00');
  await block(1).getByLabel('VAT').selectOption('19');
  await block(2).getByLabel('Text').fill('Menü 3 Gänge');
  await block(2).getByLabel('Basis').selectOption({ label: 'Per person' });
  await block(2).getByLabel('Net price (€)').fill('49,505');
  await block(2).getByLabel('VAT').selectOption('7');
  await group(page, 'Cancellation step 1').getByLabel('Days before the event').fill('30');
  await group(page, 'Cancellation step 1').getByLabel('Percent due').fill('50');
  await page.getByRole('button', { name: 'Create Venue' }).click();
  // Three decimals: refused next to the field, everything typed stays.
  await expect(block(2).getByText('Please enter the amount as 5.000,00 (dot for thousands, comma for cents)')).toBeVisible();
  await expect(block(2).getByLabel('Net price (€)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Address')).toHaveValue('Spinnereistraße 7, 04179 Leipzig');
  await expect(group(page, 'Photo 4').getByText('Please choose a JPEG, PNG or WebP image.')).toBeVisible();
  await expect(file(4)).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await file(4).setInputFiles([]);
  await block(2).getByLabel('Net price (€)').fill('49,50');
  await page.getByRole('button', { name: 'Create Venue' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Venue created successfully' })).toBeVisible();

  await row(page, venue).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Venue' })).toBeVisible();
  await hydrated(page);
  await expect(block(1).getByLabel('Net price (€)')).toHaveValue('1.500,00\u00a0€');
  await expect(block(2).getByLabel('Net price (€)')).toHaveValue('49,50\u00a0€');
  await expect(group(page, 'Price block 4')).toBeVisible();
  await expect(group(page, 'Price block 5')).toHaveCount(0);
  const saved = (n: number) => page.getByRole('img', { name: `Photo ${n} as saved` });
  await expect(saved(1)).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}$/);
  const [red, blue] = [await saved(1).getAttribute('src'), await saved(2).getAttribute('src')];
  expect(red).not.toEqual(blue);
  await expect.poll(() => saved(2).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // The uploaded photo: our re-encoded copy, named by its file.
  await expect(group(page, 'Photo 3').getByLabel('Image URL')).toHaveValue('upload:gruen.png');
  await expect(saved(3)).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}$/);
  const uploaded = await saved(3).getAttribute('src');
  const served = await page.request.get(uploaded!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  await expect(saved(4)).toHaveCount(0);

  await group(page, 'Photo 1').getByLabel('Position').fill('2');
  await group(page, 'Photo 2').getByLabel('Position').fill('1');
  // The two spare price rows filled: the next edit offers two more.
  await block(3).getByLabel('Text').fill('Technik');
  await block(3).getByLabel('Net price (€)').fill('250');
  await block(4).getByLabel('Text').fill('Garderobe');
  await block(4).getByLabel('Net price (€)').fill('2,50');
  await page.getByRole('button', { name: 'Update Venue' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Venue updated successfully' })).toBeVisible();
  await row(page, venue).getByRole('link', { name: 'Edit' }).click();
  await expect(group(page, 'Photo 1').getByLabel('Image URL')).toHaveValue(`${imageOrigin}/blau.png`);
  await expect(group(page, 'Photo 2').getByLabel('Image URL')).toHaveValue(`${imageOrigin}/rot.png`);
  // The same stored copies, in the new order: nothing was fetched again, the uploaded one kept without its file.
  await expect(saved(1)).toHaveAttribute('src', blue!);
  await expect(saved(2)).toHaveAttribute('src', red!);
  await expect(saved(3)).toHaveAttribute('src', uploaded!);
  await expect(group(page, 'Photo 3').getByLabel('Image URL')).toHaveValue('upload:gruen.png');
  await expect(block(4).getByLabel('Net price (€)')).toHaveValue('2,50\u00a0€');
  await expect(group(page, 'Price block 6')).toBeVisible();
  await expect(group(page, 'Price block 7')).toHaveCount(0);

  await filterList(page, { city: 'Leipzig' });
  await expect(row(page, venue)).toContainText('80 seated · 140 standing');
  await expect(row(page, venue)).toContainText('Event venue, Loft & industrial');
  await filterList(page, { city: 'Leipzig', capacity: '140', type: 'Loft & industrial' });
  await expect(row(page, venue)).toBeVisible();
  await expect(page).toHaveURL(/city=leipzig&capacity=140&type=loft/);
  await filterList(page, { city: 'Leipzig', capacity: '141' });
  await expect(page.getByText('No venues match these filters.')).toBeVisible();
  await filterList(page, { city: 'Leipzig', type: 'Boat' });
  await expect(row(page, venue)).toHaveCount(0);
  await filterList(page, { q: 'spinnereistr' });
  await expect(row(page, venue)).toBeVisible();

  await row(page, venue).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Venue archived successfully' })).toBeVisible();
  await expect(row(page, venue)).toHaveCount(0);
  await filterList(page, { q: 'spinnereistr', archived: true });
  await expect(page).toHaveURL(/archived=1/);
  await expect(row(page, venue)).toContainText('Archived');
  await row(page, venue).getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Venue restored successfully' })).toBeVisible();
  await expect(row(page, venue)).toContainText('Active');

  await row(page, venue).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Venue deleted successfully' })).toBeVisible();
  await expect(row(page, venue)).toHaveCount(0);
});

test('a photo that is no image fails the save next to its field, saving nothing', async ({ browser }) => {
  const page = await adminPage(browser);
  await page.goto('/admin/venues/new');
  await page.getByLabel('Name', { exact: true }).fill('Bildloser Hof Dresden');
  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Dresden' });
  await page.getByLabel('Address').fill('Hofweg 1, 01067 Dresden');
  await page.getByLabel('Capacity seated').fill('30');
  await page.getByRole('checkbox', { name: 'Restaurant' }).check();
  await group(page, 'Photo 1').getByLabel('Image URL').fill(`${imageOrigin}/rot.png`);
  await group(page, 'Photo 2').getByLabel('Image URL').fill(`${imageOrigin}/fehlt.png`);
  await page.getByRole('button', { name: 'Create Venue' }).click();
  await expect(group(page, 'Photo 2').getByLabel('Image URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(group(page, 'Photo 1').getByLabel('Image URL')).not.toHaveAttribute('aria-invalid', 'true');
  await filterList(page, { city: 'Dresden' });
  await expect(row(page, 'Bildloser Hof Dresden')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.252' } });

  test('the venue form saves another town, a price block and the guest-count drop from a plain form (Wustrau)', async ({ page }) => {
    // /auth needs JavaScript; the session comes from the same endpoint its form calls.
    const signedIn = await page.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin: E2E_ORIGIN } });
    expect(signedIn.status()).toBe(200);
    await page.goto('/admin/venues/new');
    await expect(page.getByText('Loading...')).toBeHidden();
    await page.getByLabel('Name', { exact: true }).fill('Seehaus Wustrau');
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Other town' });
    await page.getByLabel('Other town', { exact: true }).fill('Wustrau');
    await page.getByLabel('Address').fill('Am See 1, 16818 Wustrau');
    await page.getByLabel('Capacity standing').fill('60');
    await page.getByRole('checkbox', { name: 'Hotel' }).check();
    await group(page, 'Price block 1').getByLabel('Text').fill('Seeterrasse');
    await group(page, 'Price block 1').getByLabel('Net price (€)').fill('-5');
    await page.getByLabel('By', { exact: true }).selectOption({ label: 'Number of guests' });
    await page.getByLabel('Amount').fill('8');
    await page.getByLabel('Until days before').fill('3');
    await page.getByRole('button', { name: 'Create Venue' }).click();
    await expect(group(page, 'Price block 1').getByText('The amount cannot be negative')).toBeVisible();
    await expect(page.getByLabel('Other town', { exact: true })).toHaveValue('Wustrau');
    await group(page, 'Price block 1').getByLabel('Net price (€)').fill('250');
    // A photo file goes with the plain form too (multipart).
    const lake = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 110, b: 190 } } }).png().toBuffer();
    await group(page, 'Photo 1').getByLabel('Or upload an image file').setInputFiles({ name: 'see.png', mimeType: 'image/png', buffer: lake });
    await page.getByRole('button', { name: 'Create Venue' }).click();
    await expect(page).toHaveURL(/\/admin\/venues\?notice=created/);
    await page.goto('/admin/venues?city=_other');
    await expect(row(page, 'Seehaus Wustrau')).toContainText('Wustrau');
    await row(page, 'Seehaus Wustrau').getByRole('link', { name: 'Edit' }).click();
    await expect(group(page, 'Price block 1').getByLabel('Net price (€)')).toHaveValue('250,00\u00a0€');
    await expect(page.getByLabel('Amount')).toHaveValue('8');
    await expect(group(page, 'Photo 1').getByLabel('Image URL')).toHaveValue('upload:see.png');
    await expect(page.getByRole('img', { name: 'Photo 1 as saved' })).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}$/);
  });
});
