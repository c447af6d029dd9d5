import { NEXT_INTERNALS } from '@/lib/next-internals';
import { expect, test } from './fixtures';
import { dismissConsent } from './helpers';

// Public pages are painted before any of their scripts is fetched, and still hydrate right after: cached pages as they
// are stored (src/lib/next-internals/paint-first.ts), pages rendered per request (/thanks, a filtered list) and a page's
// first render as they are sent (src/lib/next-internals/paint-first-response.ts). The markup is the one the module
// looks for (NEXT_INTERNALS); `npm run check` checks that a build of the installed Next still writes it.

/** In any shape: a chunk script or preload that the rewriting did not recognise and left in place fails here too. */
const ANY_CHUNK_SCRIPT = NEXT_INTERNALS.chunkScript.anyShape;
const ANY_CHUNK_PRELOAD = NEXT_INTERNALS.chunkPreload.anyShape;
/** As the rewriting looks for it: the sign-in page, left as Next made it, must still have it. */
const CHUNK_IN_HEAD = NEXT_INTERNALS.chunkScript.pattern;

const PAGES = ['/', '/berlin', '/staedte', '/blog', '/blog/budget-planung-weihnachtsfeier', '/ad-partners', '/thanks?city=Berlin', '/berlin/locations?gaeste=80'];

for (const path of PAGES) {
  test(`${path}: the scripts are fetched and run after the first contentful paint`, async ({ page, request }) => {
    // A page's first request after a start may render it and fill the cache; both answers move the scripts.
    for (const response of [await request.get(path), await request.get(path)]) {
      const html = await response.text();
      expect(html).not.toMatch(ANY_CHUNK_SCRIPT);
      expect(html).not.toMatch(ANY_CHUNK_PRELOAD);
      expect(html).toContain('getEntriesByName("first-contentful-paint")');
    }

    await dismissConsent(page);
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.querySelector('script[src*="/_next/static/chunks/"]:not([nomodule])')) return;
        (window as { firstChunkAdded?: number }).firstChunkAdded = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => (window as { __paintFirst?: string }).__paintFirst)).toBe('done');
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstChunkAdded: (window as { firstChunkAdded?: number }).firstChunkAdded,
      firstChunkFetched: Math.min(...performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js')).map((entry) => entry.startTime)),
    }));
    expect(timing.firstContentfulPaint).toBeGreaterThan(0);
    expect(timing.firstChunkAdded).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
    expect(timing.firstChunkFetched).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
  });
}

test('the page hydrates after its paint: the request form checks its fields in the browser, without a round trip', async ({ page, request }) => {
  await request.get('/berlin');
  await dismissConsent(page);
  await page.goto('/berlin');
  await expect.poll(() => page.evaluate(() => (window as { __paintFirst?: string }).__paintFirst)).toBe('done');
  const form = page.locator('#anfrage');
  let posted = false;
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posted = true;
  });
  await form.getByLabel('Teilnehmerzahl').fill('');
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(form.getByText('Bitte geben Sie die Teilnehmerzahl an')).toBeVisible();
  expect(posted).toBe(false);
});

test('the sign-in page keeps its scripts in the head as Next writes them: only public pages move them', async ({ request }) => {
  const html = await (await request.get('/auth')).text();
  expect(html).toMatch(CHUNK_IN_HEAD);
  expect(html).not.toContain('__paintFirst');
});
