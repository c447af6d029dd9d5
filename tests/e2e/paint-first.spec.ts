import { expect, test } from '@playwright/test';
import { dismissConsent } from './helpers';

// Cached pages are painted before their scripts are even fetched, and still hydrate (src/lib/paint-first.ts).

const CHUNK_IN_HEAD = /<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/;

for (const path of ['/', '/berlin', '/staedte', '/blog', '/blog/budget-planung-weihnachtsfeier', '/ad-partners']) {
  test(`${path}: the scripts load after the first contentful paint`, async ({ page, request }) => {
    // The first request after a start renders the page and fills the cache; the cached page is what visitors get.
    await request.get(path);
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(CHUNK_IN_HEAD);
    expect(html).toContain('getEntriesByName("first-contentful-paint")');

    await dismissConsent(page);
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('script[src*="/_next/static/chunks/"]').length)).toBeGreaterThan(3);
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstChunkRequested: Math.min(...performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js')).map((entry) => entry.startTime)),
    }));
    expect(timing.firstContentfulPaint).toBeGreaterThan(0);
    expect(timing.firstChunkRequested).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
  });
}

test('the page hydrates after its paint: the request form checks its fields in the browser, without a round trip', async ({ page }) => {
  await dismissConsent(page);
  await page.goto('/berlin');
  const form = page.locator('#anfrage');
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('script[src*="/_next/static/chunks/"]').length)).toBeGreaterThan(3);
  let posted = false;
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posted = true;
  });
  await form.getByLabel('Teilnehmerzahl').fill('');
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(form.getByText('Bitte geben Sie die Teilnehmerzahl an')).toBeVisible();
  expect(posted).toBe(false);
});
