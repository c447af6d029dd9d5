import { formatInBerlin } from '../../src/lib/time';
import { type Browser, expect, type Page, test } from './fixtures';
import { adminPage, axeViolations, createAd, dismissConsent, E2E_ORIGIN, jsonLd } from './helpers';

const PARTNER_PAGE = '/ad-partners';
const months = (page: Page) => page.getByTestId('monate').getByRole('listitem');
const calculate = (page: Page, month: string) => page.getByRole('button', { name: `Berechnen – Start im ${month}` });

test.beforeEach(async ({ page }) => {
  await dismissConsent(page);
});

test('the partner page: badge, heading, chart, twelve months with their prices, the current month, the offer, landing page, call and contact', async ({ page }) => {
  const response = await page.goto(PARTNER_PAGE);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Nur 3 Werbeplätze verfügbar')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner werden');

  const chart = page.getByRole('img', { name: /Suchinteresse nach Locations für die Weihnachtsfeier im Jahresverlauf \(illustrativer Index\)/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/^Von Januar bis Mai liegt der Index zwischen 3 und 8\. Ab Juni steigt er .* Höchstwert von 100\./);
  await expect(page.getByText('Illustrativer Index, keine gemessenen Werte')).toBeVisible();
  for (const label of ['Jan', 'Jun', 'Nov', 'Dez']) await expect(chart.locator('text', { hasText: new RegExp(`^${label}$`) })).toHaveCount(1);

  await expect(months(page)).toHaveCount(12);
  await expect(months(page).getByRole('heading', { level: 3 })).toHaveText(['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']);
  await expect(months(page).nth(9)).toContainText('129 € pro Monat');
  await expect(months(page).nth(10)).toContainText('149 € pro Monat');
  await expect(months(page).nth(2)).toContainText('9 € pro Monat');

  // 'Aktuell' is the month it is now in Berlin (the cached page is made anew at the turn of the month).
  const berlinMonth = formatInBerlin(new Date(), 'MMMM');
  const current = page.locator('[data-testid="monate"] > li[aria-current="date"]');
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('heading')).toHaveText(berlinMonth);
  await expect(current).toContainText('Aktuell');
  await expect(page.getByText('Aktuell', { exact: true })).toHaveCount(1);
  // The same for everyone: from the page cache, like the city pages, and for caches in front for a minute.
  expect(response?.headers()['cache-control']).toBe('s-maxage=60, stale-while-revalidate=3540');
  const again = await page.request.get(PARTNER_PAGE);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');

  await expect(page.getByRole('complementary', { name: 'Begrenztes Angebot' })).toContainText('nur 3 Werbeplätze');
  const landing = page.getByRole('region', { name: 'Individuelle Landingpage' });
  await expect(landing).toContainText('ab 990\u00a0€');
  const demo = landing.getByRole('link', { name: /Demo-Landingpage ansehen/ });
  await expect(demo).toHaveAttribute('href', 'https://demo.planer.test/location');
  await expect(demo).toHaveAttribute('target', '_blank');
  await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
  const booking = page.getByRole('link', { name: /Partnerschaftsgespräch buchen/ });
  await expect(booking).toHaveCount(2);
  for (const link of await booking.all()) {
    await expect(link).toHaveAttribute('href', 'https://termine.planer.test/partner');
    await expect(link).toHaveAttribute('target', '_blank');
  }
  const contact = page.getByRole('region', { name: 'Sprechen wir über Ihre Location' });
  await expect(contact.getByRole('link', { name: 'partner@planer.test' })).toHaveAttribute('href', 'mailto:partner@planer.test');
  await expect(contact.getByRole('link', { name: '+49 30 1234 567' })).toHaveAttribute('href', 'tel:+49301234567');
});

test('Berechnen for Oktober opens the calculation: 347 € for 3 months, 116 € on average; Schließen and Escape close it and the focus returns', async ({ page }) => {
  await page.goto(PARTNER_PAGE);
  const button = calculate(page, 'Oktober');
  // Before React runs this is a link to the server's calculation; afterwards it opens the dialog.
  await expect(button).toBeVisible();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Preisberechnung: Start im Oktober' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('gesamtpreis')).toHaveText('347 €');
  await expect(dialog.getByTestId('anzahl')).toHaveText('3 Monate');
  await expect(dialog.getByTestId('durchschnitt')).toHaveText('116 € pro Monat');
  await expect(dialog).toContainText('Oktober, November, Dezember');
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await calculate(page, 'Dezember').click();
  const december = page.getByRole('dialog', { name: 'Preisberechnung: Start im Dezember' });
  await expect(december.getByTestId('gesamtpreis')).toHaveText('69 €');
  await expect(december.getByTestId('anzahl')).toHaveText('1 Monat');
  await page.keyboard.press('Escape');
  await expect(december).toBeHidden();
});

test('January and February cannot be calculated', async ({ page }) => {
  await page.goto(PARTNER_PAGE);
  for (const [index, month] of [[0, 'Januar'], [1, 'Februar']] as const) {
    await expect(months(page).nth(index)).toContainText('Nicht buchbar');
    const button = months(page).nth(index).getByRole('button', { name: /^Berechnen/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleName(`Berechnen – ${month} nicht buchbar`);
  }
  await expect(page.getByRole('button', { name: /^Berechnen/ })).toHaveCount(12);
  await expect(page.getByRole('button', { name: /^Berechnen/, disabled: true })).toHaveCount(2);

  // Asked for by address, the server refuses too.
  await page.goto(`${PARTNER_PAGE}?monat=januar`);
  const panel = page.getByRole('region', { name: 'Keine Berechnung möglich' });
  await expect(panel).toContainText('Im Januar sind keine Werbeplätze buchbar.');
  await expect(panel.getByText('347 €')).toHaveCount(0);
});

test('without JavaScript Berechnen leads to the same result, shown by the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await dismissConsent(page);
  await page.goto(PARTNER_PAGE);
  await page.getByRole('link', { name: 'Berechnen – Start im Oktober' }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}${PARTNER_PAGE}?monat=oktober#berechnung`);
  const result = page.getByRole('region', { name: 'Preisberechnung: Start im Oktober' });
  await expect(result.getByTestId('gesamtpreis')).toHaveText('347 €');
  await expect(result.getByTestId('anzahl')).toHaveText('3 Monate');
  await expect(result.getByTestId('durchschnitt')).toHaveText('116 € pro Monat');
  await expect(result).toBeInViewport();
  // A calculation is rendered for this request only, and no cache keeps it.
  expect((await page.request.get(`${PARTNER_PAGE}?monat=oktober`)).headers()['cache-control']).toMatch(/no-store/);
  await result.getByRole('link', { name: 'Schließen' }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}${PARTNER_PAGE}#preise`);
  await expect(page.getByRole('region', { name: /Preisberechnung/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Berechnen/, disabled: true })).toHaveCount(2);
  await context.close();
});

async function freeSlots(browser: Browser, city: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await dismissConsent(page);
  await page.goto(PARTNER_PAGE);
  await page.getByLabel('Stadt', { exact: true }).selectOption({ label: city });
  await page.getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();
  return page;
}

/** The page's total of free slots, as the HTML says it (React separates the text's parts with empty comments). */
const totalFree = async (page: Page, path: string) => /Derzeit frei: \d+ von \d+/.exec((await (await page.request.get(path)).text()).replaceAll('<!-- -->', ''))?.[0];

/**
 * The cached page (no query) shows the same free slots as one rendered for this request: an ad change expired it.
 * Polled, since the other specs' ads may change the totals between the two reads.
 */
async function expectCachedTotalsFresh(page: Page) {
  await expect
    .poll(async () => {
      const [cached, fresh] = [await totalFree(page, PARTNER_PAGE), await totalFree(page, `${PARTNER_PAGE}?stadt=bottrop`)];
      return cached !== undefined && cached === fresh;
    })
    .toBe(true);
}

test('the free slots of a city follow its live ads and never name the advertiser', async ({ browser }) => {
  let visitor = await freeSlots(browser, 'Bottrop', false);
  await expect(visitor).toHaveURL(`${E2E_ORIGIN}${PARTNER_PAGE}?stadt=bottrop#verfuegbarkeit`);
  await expect(visitor.getByTestId('freie-plaetze')).toHaveText('In Bottrop sind alle 3 Werbeplätze frei.');

  const admin = await adminPage(browser);
  await createAd(admin, { name: 'Zeche Bottrop Festsaal', city: 'Bottrop', live: true });
  // An ad that is not live takes no slot.
  await createAd(admin, { name: 'Malakoffturm Bottrop', city: 'Bottrop' });

  visitor = await freeSlots(browser, 'Bottrop', true);
  await expect(visitor.getByTestId('freie-plaetze')).toHaveText('In Bottrop sind noch 2 von 3 Werbeplätzen frei.');
  await expectCachedTotalsFresh(visitor);
  await expect(visitor.getByText(/Zeche|Malakoff/)).toHaveCount(0);
  await expect(visitor.getByLabel('Stadt', { exact: true })).toHaveValue('bottrop');

  await admin.goto('/admin/venue-ads?city=bottrop');
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: /Zeche Bottrop Festsaal/ }) });
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Venue ad deactivated successfully' })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByTestId('freie-plaetze')).toHaveText('In Bottrop sind alle 3 Werbeplätze frei.');
  await expectCachedTotalsFresh(visitor);
});

test('structured data, canonical, Open Graph and the sitemap', async ({ page, request }) => {
  await page.goto(`${PARTNER_PAGE}?monat=oktober`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_ORIGIN}${PARTNER_PAGE}`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${E2E_ORIGIN}${PARTNER_PAGE}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Partner werden – Werbeplätze für Locations zur Weihnachtsfeier');
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect((await request.get(ogImage!)).headers()['content-type']).toBe('image/png');

  const blocks = await jsonLd(page);
  const service = blocks.find((block) => block['@type'] === 'Service') as { offers: { name: string; price?: number; priceCurrency?: string; priceSpecification: Record<string, unknown> }[]; provider: { name: string } };
  expect(service.offers.filter((offer) => offer.price !== undefined).map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual(
    [['März', 9], ['April', 19], ['Mai', 29], ['Juni', 39], ['Juli', 49], ['August', 69], ['September', 89], ['Oktober', 129], ['November', 149], ['Dezember', 69]].map(([month, price]) => [`Werbeplatz im ${month}`, price, 'EUR']),
  );
  expect(service.offers.find((offer) => offer.name === 'Individuelle Landingpage')?.priceSpecification).toMatchObject({ minPrice: 990, priceCurrency: 'EUR' });
  const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
  expect(breadcrumb.itemListElement.map((item) => [item.name, item.item])).toEqual([
    ['Startseite', E2E_ORIGIN],
    ['Partner werden', `${E2E_ORIGIN}${PARTNER_PAGE}`],
  ]);

  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${E2E_ORIGIN}${PARTNER_PAGE}</loc>`);
});

test('no axe violations on the partner page, with the dialog open and with a calculation shown by the server', async ({ page }) => {
  const axe = () => axeViolations(page);
  await page.goto(`${PARTNER_PAGE}?monat=juni&stadt=berlin`);
  expect(await axe()).toEqual([]);
  await calculate(page, 'Oktober').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axe()).toEqual([]);
});
