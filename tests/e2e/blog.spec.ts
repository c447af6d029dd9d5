import { formatLongDate } from '../../src/lib/time';
import { type Browser, expect, type Page, test } from './fixtures';
import { dismissConsent, E2E_ADMIN, E2E_ORIGIN, jsonLd, newVisitor, signIn } from './helpers';

const SEED_POST = '/blog/budget-planung-weihnachtsfeier';

test.describe('blog for readers', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('the list: cards of the published posts with category, date, reading time and at most three tags', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Weihnachtsfeier-Blog', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'true');
    for (const category of ['Trends', 'Location-Guides', 'Veranstaltungstipps', 'Team-Building']) {
      await expect(page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: category })).toHaveAttribute('href', `/blog?kategorie=${category.toLowerCase()}`);
    }
    await expect(page.getByText(/^\d+ Artikel gefunden$/)).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Budgetplanung für die Weihnachtsfeier: Kosten, Steuern, Spartipps' }) });
    await expect(card).toContainText('Veranstaltungstipps');
    await expect(card).toContainText('20. Oktober 2025');
    await expect(card).toContainText('5 Min. Lesezeit');
    await expect(card.getByRole('list', { name: 'Schlagwörter' }).getByRole('listitem')).toHaveText(['#Budget', '#Steuern', '#Freibetrag']);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(SEED_POST);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Budgetplanung für die Weihnachtsfeier: Kosten, Steuern, Spartipps');
  });

  test('a post: breadcrumb, meta, markdown with table, JSON-LD, canonical, Open Graph article and the feed in the head', async ({ page }) => {
    await page.goto(SEED_POST);
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Startseite', 'Blog', 'Budgetplanung für die Weihnachtsfeier: Kosten, Steuern, Spartipps']);
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    const article = page.getByRole('article');
    await expect(article).toContainText('Von Redaktion Weihnachtsfeier-Planer');
    await expect(article.locator('time').first()).toHaveText('20. Oktober 2025');
    await expect(article.getByRole('heading', { level: 2, name: 'Die 110-Euro-Regel: Was steuerlich gilt' })).toBeVisible();
    await expect(article.getByRole('table').first()).toBeVisible();
    await expect(article.getByRole('list', { name: 'Schlagwörter dieses Artikels' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_ORIGIN}${SEED_POST}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', '2025-10-20T00:00:00.000Z');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${E2E_ORIGIN}/blog/rss.xml`);
    const posting = (await jsonLd(page)).find((block) => block['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'Budgetplanung für die Weihnachtsfeier: Kosten, Steuern, Spartipps',
      datePublished: '2025-10-20T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Redaktion Weihnachtsfeier-Planer' },
      image: `${E2E_ORIGIN}/og/weihnachtsfeier.png`,
      mainEntityOfPage: { '@id': `${E2E_ORIGIN}${SEED_POST}` },
    });
    expect(typeof posting?.dateModified).toBe('string');
  });

  test('feed, sitemap and an unknown post', async ({ request }) => {
    const feed = await request.get('/blog/rss.xml');
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(await feed.text()).toContain(`<link>${E2E_ORIGIN}${SEED_POST}</link>`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${E2E_ORIGIN}/blog</loc>`);
    expect(sitemap).toContain(`<loc>${E2E_ORIGIN}${SEED_POST}</loc>`);
    for (const path of ['/blog/gibt-es-nicht', '/blog/Ungültig%20!']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe('/blog');
    }
  });
});

const RUN = Date.now().toString(36);

async function adminPage(browser: Browser): Promise<Page> {
  const page = await newVisitor(browser);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\//);
  return page;
}

test('a post written and published in the admin is found by search and category (with and without JavaScript), and redirects once unpublished', async ({ browser }) => {
  const admin = await adminPage(browser);
  const word = `Lebkuchenwerkstatt${RUN}`;
  const title = `Teamabend in der ${word}`;
  const slug = `teamabend-in-der-${word.toLowerCase()}`;
  await admin.goto('/admin/posts/new');
  await expect(admin.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  await admin.getByLabel('Title', { exact: true }).fill(title);
  await admin.getByLabel('Excerpt').fill('Gemeinsam backen statt Buffet: ein Abend, der verbindet.');
  await admin.getByLabel('Content').fill('## Warum backen?\n\nWeil alle mitmachen können.\n\n<script>alert(1)</script>\n\n| Schritt | Dauer |\n|---|---|\n| Teig | 30 Min. |');
  await admin.getByLabel('Author').fill('Team Redaktion');
  await admin.getByLabel('Category').selectOption({ label: 'Team-Building' });
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Post created successfully' })).toBeVisible();

  // Without JavaScript: the server answers the search form and the category links.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await dismissConsent(plain);
  await plain.goto('/blog');
  await plain.getByLabel('Artikel durchsuchen').fill(word.toLowerCase());
  await plain.getByRole('button', { name: 'Suchen' }).click();
  await expect(plain).toHaveURL(`/blog?q=${word.toLowerCase()}`);
  await expect(plain.getByText('1 Artikel gefunden')).toBeVisible();
  await expect(plain.getByRole('link', { name: title })).toBeVisible();
  await plain.getByRole('link', { name: 'Filter zurücksetzen' }).click();
  await expect(plain).toHaveURL('/blog');
  await plain.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Team-Building' }).click();
  await expect(plain).toHaveURL('/blog?kategorie=team-building');
  await expect(plain.getByRole('link', { name: title })).toBeVisible();
  await plain.getByLabel('Artikel durchsuchen').fill('Glühwein-Nichtvorhanden');
  await plain.getByRole('button', { name: 'Suchen' }).click();
  await expect(plain).toHaveURL('/blog?q=Gl%C3%BChwein-Nichtvorhanden&kategorie=team-building');
  await expect(plain.getByText('0 Artikel gefunden')).toBeVisible();
  await expect(plain.getByText('Keine passenden Artikel gefunden')).toBeVisible();
  await context.close();

  // With JavaScript: the list follows the typing, and the category buttons filter without a full page load.
  const reader = await newVisitor(browser);
  await reader.goto('/blog');
  await reader.getByLabel('Artikel durchsuchen').pressSequentially(word.slice(0, 12).toUpperCase() + word.slice(12));
  await expect(reader).toHaveURL(`/blog?q=${word.slice(0, 12).toUpperCase()}${word.slice(12)}`);
  await expect(reader.getByText('1 Artikel gefunden')).toBeVisible();
  await reader.getByLabel('Artikel durchsuchen').fill('');
  await reader.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Team-Building' }).click();
  await expect(reader).toHaveURL('/blog?kategorie=team-building');
  await expect(reader.getByRole('link', { name: 'Team-Building' })).toHaveAttribute('aria-current', 'true');
  await reader.getByRole('link', { name: title }).click();
  await expect(reader).toHaveURL(`/blog/${slug}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(reader.getByRole('article').locator('time').first()).toHaveText(formatLongDate(new Date()));
  await expect(reader.getByRole('article').getByRole('cell', { name: '30 Min.' })).toBeVisible();
  // Raw HTML in the markdown is dropped, never passed through.
  expect(await reader.getByRole('article').innerHTML()).not.toContain('<script>alert(1)</script>');
  await expect(reader.getByRole('article')).not.toContainText('alert(1)');

  // Unpublished: the post page leads to the list, and the list, the feed and the sitemap forget it.
  await admin.goto('/admin/posts');
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: title, exact: true }) });
  await row.getByRole('button', { name: 'Unpublish' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Post unpublished successfully' })).toBeVisible();
  const gone = await reader.request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(gone.status()).toBe(307);
  expect(gone.headers().location).toBe('/blog');
  await reader.goto(`/blog/${slug}`);
  await expect(reader).toHaveURL('/blog');
  await reader.goto(`/blog?q=${word}`);
  await expect(reader.getByText('0 Artikel gefunden')).toBeVisible();
  expect(await (await reader.request.get('/blog/rss.xml')).text()).not.toContain(slug);
  expect(await (await reader.request.get('/sitemap.xml')).text()).not.toContain(slug);
});
