import { expect, test } from './fixtures';
import { dismissConsent, E2E_ORIGIN, jsonLd } from './helpers';

test.describe('site shell', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('home page: language, header, packages, process and JSON-LD', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Städte' })).toHaveAttribute('href', '/staedte');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    const pricing = page.locator('#preise');
    const pkg = (name: string) => pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(pkg('Basis')).toContainText('199,00 €');
    await expect(pkg('Basis')).toContainText('bis 50 Teilnehmer');
    await expect(pkg('Premium')).toContainText('299,00 €');
    await expect(pkg('Premium')).toContainText('bis 200 Teilnehmer');
    await expect(pkg('Premium')).toContainText('Beliebt');
    await expect(pkg('Enterprise')).toContainText('Preis auf Anfrage');
    await expect(pkg('Enterprise')).toContainText('ab 200 Teilnehmer');
    await expect(pricing.getByText('zzgl. MwSt.', { exact: false })).toHaveCount(4);
    await expect(page.locator('#ablauf li')).toHaveCount(4);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', E2E_ORIGIN);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    const [breadcrumb] = await jsonLd(page);
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Startseite', item: E2E_ORIGIN }] });
  });

  test('footer: tagline, agency links, main cities and the region toggle', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Professionelle Weihnachtsfeier-Planung in Deutschland');
    for (const label of ['Impressum', 'Datenschutz', 'Kontakt']) {
      const link = footer.getByRole('link', { name: `${label} von Beispiel Digitalagentur (öffnet in neuem Tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const cityNav = footer.getByRole('navigation', { name: 'Städte' });
    await expect(cityNav.locator('> ul a')).toHaveCount(10);
    await expect(cityNav.locator('details a')).toHaveCount(69);
    await expect(cityNav.getByRole('link', { name: 'Salzgitter' })).toBeHidden();
    await cityNav.getByText('Weitere Städte').click();
    await expect(cityNav.getByRole('link', { name: 'Salzgitter' })).toBeVisible();
    await expect(cityNav.getByText('Weniger')).toBeVisible();
    await cityNav.getByText('Weniger').click();
    await expect(cityNav.getByRole('link', { name: 'Salzgitter' })).toBeHidden();
  });

  test('unknown paths answer 404 with the not-found page', async ({ page }) => {
    for (const path of ['/gibt-es-nicht', '/a/b/c']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    }
  });

  test('health, robots and sitemap', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/admin', '/auth', '/api/', '/venue-ads-demo', '/test-berlin', '/thanks']) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain(`Sitemap: ${E2E_ORIGIN}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${E2E_ORIGIN}/staedte</loc>`);
    expect(sitemap).toContain(`<loc>${E2E_ORIGIN}/impressum</loc>`);
    expect(sitemap).toContain(`<loc>${E2E_ORIGIN}/datenschutz</loc>`);
    expect(sitemap).toContain(`<loc>${E2E_ORIGIN}/blog</loc>`);
    expect(sitemap).toContain(`<loc>${E2E_ORIGIN}/ad-partners</loc>`);
    // Home, cities, blog, partner page, imprint, privacy, AGB, partner AGB and 79 city pages; the published posts and
    // the public venues' lists and pages come on top (see blog.spec.ts and venue-pages.spec.ts).
    expect(sitemap.match(new RegExp(`<loc>(?!${E2E_ORIGIN}/blog/)(?![^<]*/locations)`, 'g'))).toHaveLength(87);
    for (const city of ['berlin', 'hamburg', 'muenchen']) expect(sitemap).toContain(`<loc>${E2E_ORIGIN}/${city}/locations</loc>`);
    expect(sitemap).toContain(`<loc>${E2E_ORIGIN}/agb</loc>`);
    expect(sitemap).toContain(`<loc>${E2E_ORIGIN}/agb-partner</loc>`);
    expect(sitemap).not.toContain('/angebot/');
  });

  test('noindex on thanks and test pages', async ({ page }) => {
    for (const path of ['/thanks', '/test-berlin']) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  });
});

test.describe('navigation', () => {
  test('the next page opens at the very top, also when the old one was scrolled a little; back restores the position', async ({ page }) => {
    await dismissConsent(page);
    await page.goto('/berlin');
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Städte' }).click();
    await expect(page).toHaveURL('/staedte');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weihnachtsfeier in Ihrer Stadt');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('footer').getByRole('link', { name: 'Berlin', exact: true }).click();
    await expect(page).toHaveURL('/berlin');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/staedte');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });
});

test.describe('consent', () => {
  test('no request leaves the site before consent or after “Nur notwendige”', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['http:', 'https:'].includes(url.protocol)) return;
      if (url.origin !== E2E_ORIGIN) foreign.push(request.url());
    });
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
    await expect(banner).toBeVisible();
    await page.goto('/berlin');
    await banner.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(banner).toBeHidden();
    expect((await page.context().cookies()).find((c) => c.name === 'wf_consent')?.value).toBe('p0.s0.m0');
    await page.goto('/staedte');
    await page.reload();
    await expect(banner).toBeHidden();
    expect(foreign).toEqual([]);
  });

  test('the footer link reopens the settings', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const banner = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
    await expect(banner.getByRole('checkbox', { name: /Marketing/ })).toBeChecked();
    await banner.getByRole('checkbox', { name: /Marketing/ }).uncheck();
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
    expect((await page.context().cookies()).find((c) => c.name === 'wf_consent')?.value).toBe('p1.s1.m0');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the footer toggle still reveals the region groups', async ({ page }) => {
    await page.goto('/staedte');
    const cityNav = page.locator('footer').getByRole('navigation', { name: 'Städte' });
    await expect(cityNav.getByRole('link', { name: 'Jena' })).toBeHidden();
    await cityNav.getByText('Weitere Städte').click();
    await expect(cityNav.getByRole('link', { name: 'Jena' })).toBeVisible();
  });
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('no page scrolls sideways, and the header keeps its request link', async ({ page }) => {
    await dismissConsent(page);
    for (const path of ['/', '/berlin', '/halle-saale', '/staedte', '/thanks?city=Berlin', '/gibt-es-nicht']) {
      await page.goto(path);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
      expect(widths.page, path).toBe(widths.viewport);
    }
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Anfrage', exact: true })).toBeVisible();
  });
});
