import { expect, test } from './fixtures';
import { CITIES } from '../../src/features/cities';
import { dismissConsent, E2E_ORIGIN, jsonLd } from './helpers';

// The page cache sends characters above U+00FF as numeric references (src/lib/latin1-html.ts).
const decode = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);/gi, (_ref, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

test('every city page answers 200 with its own title, description, canonical and JSON-LD in the HTML', async ({ request }) => {
  test.setTimeout(120_000);
  for (const city of CITIES) {
    const response = await request.get(`/${city.id}`);
    expect(response.status(), city.id).toBe(200);
    const html = await response.text();
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), city.id).toBe(city.seoTitle);
    expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''), city.id).toBe(city.metaDescription);
    expect(html).toContain(`<link rel="canonical" href="${E2E_ORIGIN}/${city.id}"/>`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const business = blocks.find((b) => b['@type'] === 'ProfessionalService');
    expect(business, city.id).toMatchObject({
      name: `Weihnachtsfeier Eventplanung ${city.name}`,
      serviceType: 'Event Planning',
      priceRange: '€299-€999',
      address: { addressCountry: 'DE' },
      areaServed: { name: city.displayName },
    });
    const faq = blocks.find((b) => b['@type'] === 'FAQPage');
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(city.faq.map((f) => f.question));
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Startseite', 'Städte', city.name]);
    // A crawler without JavaScript sees all the text.
    for (const text of [city.businessCulture, city.accessibility, city.faq[0].answer, city.landmarks[3]]) expect(decode(html), city.id).toContain(text);
  }
});

test('a city page shows the spec layout', async ({ page }) => {
  await dismissConsent(page);
  await page.goto('/hamburg');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keine Zeit, die Weihnachtsfeier zu organisieren?');
  await expect(page.getByText('199,00 €').first()).toBeVisible();
  await expect(page.locator('#anfrage select[name="city"]')).toHaveValue('hamburg');
  await expect(page.getByRole('heading', { name: 'Häufige Fragen zur Weihnachtsfeier in Hamburg' })).toBeVisible();
  expect((await jsonLd(page)).map((b) => b['@type'])).toEqual(['ProfessionalService', 'FAQPage', 'BreadcrumbList']);
});

test('“Jetzt Anfrage stellen” brings the form into view, 12 px below the top', async ({ page }) => {
  await dismissConsent(page);
  await page.goto('/koeln');
  await page.getByRole('link', { name: 'Jetzt Anfrage stellen' }).click();
  await expect(page).toHaveURL(/#anfrage$/);
  await expect(async () => {
    const top = await page.locator('#anfrage').evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.round(top)).toBe(12);
  }).toPass({ timeout: 5000 });
});

test('an unknown city answers 404 with “Stadt nicht gefunden” and a link to the directory', async ({ page }) => {
  const response = await page.goto('/atlantis');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Stadt nicht gefunden', { exact: false })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Zum Städteverzeichnis' })).toHaveAttribute('href', '/staedte');
});

test('legacy and alias URLs redirect with 301', async ({ request }) => {
  const legacy = await request.get('/weihnachtsfeier-in-muenchen', { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers().location).toBe('/muenchen');
  const alias = await request.get('/cities', { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect(alias.headers().location).toBe('/staedte');
});

test.describe('directory', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('lists all 79 cities with topics, tax box, group sizes and FAQ', async ({ page }) => {
    await page.goto('/staedte');
    const grid = page.locator('main ul').filter({ has: page.getByRole('heading', { name: 'Aachen' }) });
    await expect(grid.locator('> li')).toHaveCount(79);
    await expect(grid.locator('> li').first()).toContainText('+2 weitere');
    for (const id of ['locationfinder', 'preisvergleich', 'gruppengroessen', 'angebote', 'ideen', 'catering']) {
      await expect(page.locator(`a[href="#${id}"]`)).toHaveCount(1);
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole('complementary').filter({ hasText: 'Steuerrecht' })).toContainText('Kosten über 110 € brutto je teilnehmender Person gelten als geldwerter Vorteil.');
    for (const size of ['50–100 Personen', '100–200 Personen', '300+ Personen']) await expect(page.getByRole('heading', { name: size })).toBeVisible();
    expect((await jsonLd(page)).find((b) => b['@type'] === 'FAQPage')).toMatchObject({ mainEntity: { length: 5 } });
  });

  test('the dropdown navigates with JavaScript', async ({ page }) => {
    await page.goto('/staedte');
    await page.getByLabel('Direkt zur Stadt').selectOption('wuerzburg');
    await expect(page).toHaveURL('/wuerzburg');
  });
});

test.describe('directory without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the dropdown navigates through a GET form and a redirect', async ({ page }) => {
    await page.goto('/staedte');
    await page.getByLabel('Stadt auswählen').selectOption('jena');
    await page.getByRole('button', { name: 'Zur Stadtseite' }).last().click();
    await expect(page).toHaveURL('/jena');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keine Zeit, die Weihnachtsfeier zu organisieren?');
  });
});
