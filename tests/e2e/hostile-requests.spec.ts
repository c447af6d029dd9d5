import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from './fixtures';
import { adminPage } from './helpers';

// Every route of the app, derived from its folder, gets the kind of requests scanners send: none may answer ≥ 500,
// and the admin never answers 200 to someone signed out. A new route is enumerated without being listed here;
// a new kind of dynamic segment fails until it has a sample below.

const APP_DIR = path.join(process.cwd(), 'src/app');
const ROUTE_FILES = /^(page\.tsx|route\.tsx?)$/;
/** Metadata routes: their file name is not their address. */
const METADATA_ROUTES: Record<string, string> = { 'sitemap.ts': '/sitemap.xml', 'robots.ts': '/robots.txt', 'icon.svg': '/icon.svg' };
/** A value for each dynamic segment: real where one exists, an unknown id of the right shape otherwise. */
const SEGMENT_SAMPLES: Record<string, string> = {
  '[cityId]': 'berlin',
  '[slug]': 'budget-planung-weihnachtsfeier',
  '[id]': '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
  '[image]': 'weihnachtsfeier.png',
  '[...all]': 'get-session',
  // A private link's token: 43 base64url characters that open nothing.
  '[token]': 'q7Yd0l3bV8kK2mZtR4sX9wN1cF6hJ5pG0aE3uB8vT2y',
  // A planner's calendar feed: the same kind of token, as a file name.
  '[file]': 'q7Yd0l3bV8kK2mZtR4sX9wN1cF6hJ5pG0aE3uB8vT2y.ics',
};
/** Public on purpose although under /admin: the one-time link is its own proof. */
const PUBLIC_UNDER_ADMIN = new Set(['/admin/setup']);

function appRoutes(dir = APP_DIR, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      // Route groups (…) add nothing to the address; private folders (_…) are not routes.
      if (entry.name.startsWith('_')) continue;
      const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${sampleFor(entry.name)}`;
      found.push(...appRoutes(path.join(dir, entry.name), prefix + segment));
    } else if (ROUTE_FILES.test(entry.name)) {
      found.push(prefix || '/');
    } else if (dir === APP_DIR && METADATA_ROUTES[entry.name]) {
      found.push(METADATA_ROUTES[entry.name]);
    }
  }
  return found;
}

function sampleFor(segment: string): string {
  // A folder name spells an underscore that begins an address segment as %5F.
  if (!segment.startsWith('[')) return decodeURIComponent(segment);
  const sample = SEGMENT_SAMPLES[segment];
  if (!sample) throw new Error(`No sample value for the dynamic segment ${segment}: add one to SEGMENT_SAMPLES`);
  return sample;
}

const LONG = 'x'.repeat(5000);
const PATH_SUFFIXES = ['%', '/%ZZ', '%C3', '/%00', '/..%2F..%2Fetc', '/%C0%AF', `/${'a'.repeat(3000)}`];
const QUERIES = [
  '?page=-1',
  '?page=1e9',
  '?page=99999999999999999999',
  '?page=abc&page=2',
  '?from=2026-13-45&to=2026-02-30',
  '?status=bogus&sort=bogus&city=bogus&category=bogus&active=maybe&featured=2',
  '?q=%00',
  '?q=%ZZ',
  `?q=${LONG}`,
  '?q[]=a&q[]=b&status[]=neu',
  '?monat=%ZZ&stadt=%00',
  '?token=%00',
  `?token=${LONG}`,
  '?city=%C3&callbackURL=javascript:alert(1)',
];
const BODIES: { method: string; contentType?: string; data?: string }[] = [
  { method: 'POST', contentType: 'text/plain', data: 'x' },
  { method: 'POST', contentType: 'application/json', data: '{' },
  { method: 'POST', contentType: 'application/x-www-form-urlencoded', data: 'a=%ZZ&a=1' },
  { method: 'PUT' },
  { method: 'DELETE' },
  { method: 'PATCH' },
];

interface Answer {
  request: string;
  status: number;
}

/** The status of one request; a connection the server broke off (e.g. a download failing midway) counts as 599. */
async function send(api: APIRequestContext, request: string, url: string, options: Parameters<APIRequestContext['fetch']>[1] = {}): Promise<Answer> {
  try {
    return { request, status: (await api.fetch(url, { maxRedirects: 0, ...options })).status() };
  } catch (err) {
    return { request: `${request} (${(err as Error).message.split('\n')[0]})`, status: 599 };
  }
}

/** Every hostile variant of `route`, a few at a time. */
async function attack(api: APIRequestContext, route: string): Promise<Answer[]> {
  const base = route === '/' ? '' : route;
  const requests: (() => Promise<Answer>)[] = [
    ...PATH_SUFFIXES.map((suffix) => `${base}${suffix}`),
    ...QUERIES.map((query) => `${route}${query}`),
  ].map((url) => () => send(api, `GET ${url.slice(0, 120)}`, url));
  for (const { method, contentType, data } of BODIES) {
    requests.push(() => send(api, `${method} ${route} ${contentType ?? ''}`, route, { method, data, headers: contentType ? { 'content-type': contentType } : {} }));
  }
  const answers: Answer[] = [];
  for (let i = 0; i < requests.length; i += 6) answers.push(...(await Promise.all(requests.slice(i, i + 6).map((send) => send()))));
  return answers;
}

const ROUTES = appRoutes();
/** The routes in parts, each attacked by a test of its own, so that both workers share the work instead of one taking it at the end. */
const PARTS = 3;
const parts = (routes: string[]) => Array.from({ length: PARTS }, (_, part) => routes.filter((_, index) => index % PARTS === part));

test('the routes are found in the app folder, including the mailed-link and media routes', () => {
  for (const route of ['/', '/berlin', '/blog/budget-planung-weihnachtsfeier', '/api/venue-requests', '/admin/requests', '/go/ad/3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b', '/media/3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b', '/og/weihnachtsfeier.png', '/blog/rss.xml', '/newsletter/bestaetigen', '/auth/reset-password', '/sitemap.xml', '/angebot/q7Yd0l3bV8kK2mZtR4sX9wN1cF6hJ5pG0aE3uB8vT2y/pdf']) {
    expect(ROUTES).toContain(route);
  }
});

test('a malformed path gets 400: our not-found page, or a JSON error under /api', async ({ page, request }) => {
  for (const path of ['/%', '/%ZZ', '/berlin%', '/%C3', '/blog/%E0%A4%A']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  }
  // Ids of a uuid's length but not its shape are unknown, not a failed query.
  for (const path of [`/media/${'-'.repeat(36)}`, `/go/ad/${'-'.repeat(36)}`]) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  const api = await request.get('/api/%ZZ');
  expect([api.status(), await api.json()]).toEqual([400, { error: 'Ungültige Adresse' }]);
});

test.describe('hostile requests', () => {
  // About 500 requests a part; pages render on demand.
  test.describe.configure({ timeout: 240_000 });
  // A client address of its own: its hundreds of requests must not use up another spec's rate limits.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.251' } });

  for (const [part, routes] of parts(ROUTES).entries()) test(`no route answers a malformed or hostile request with a 5xx, and the admin answers none of them 200 signed out (part ${part + 1} of ${PARTS})`, async ({ request }) => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const answer of await attack(request, route)) {
        if (answer.status >= 500) failures.push(`${answer.request} → ${answer.status}`);
        const adminArea = route.startsWith('/admin') && ![...PUBLIC_UNDER_ADMIN].some((open) => route.startsWith(open));
        if (adminArea && answer.status === 200) failures.push(`${answer.request} → 200 signed out`);
      }
    }
    expect(failures).toEqual([]);
    expect((await request.get('/api/health')).status()).toBe(200);
  });

  for (const [part, routes] of parts(ROUTES.filter((candidate) => candidate.startsWith('/admin'))).entries()) test(`signed in as admin, no admin route answers them with a 5xx (part ${part + 1} of ${PARTS})`, async ({ browser }) => {
    const admin = await adminPage(browser);
    const failures: string[] = [];
    for (const route of routes) {
      for (const answer of await attack(admin.request, route)) if (answer.status >= 500) failures.push(`${answer.request} → ${answer.status}`);
    }
    expect(failures).toEqual([]);
    expect((await admin.request.get('/api/health')).status()).toBe(200);
  });

  test('a list given filter values it cannot use shows its default view and names them', async ({ browser }) => {
    const admin = await adminPage(browser);
    await admin.goto('/admin/requests?status=erledigt&from=2026-02-30&page=99999999999999999999&q=Muster');
    await expect(admin.getByRole('note')).toHaveText('Ignored filter values that cannot be used: status, from, page.');
    await expect(admin.getByLabel('Search (company, contact, email)')).toHaveValue('Muster');
    await admin.goto('/admin/venue-ads?sort=price&live=maybe');
    await expect(admin.getByRole('note')).toHaveText('Ignored filter values that cannot be used: live, sort.');
    await admin.goto('/admin/newsletter?status=drop%20table');
    await expect(admin.getByRole('note')).toHaveText('Ignored a filter value that cannot be used: status.');
    await admin.goto('/admin/newsletter?status=confirmed');
    await expect(admin.getByRole('note')).toHaveCount(0);

    // The blog shows all articles, as without the parameters.
    const found = async (url: string) => /\d+ Artikel gefunden/.exec((await (await admin.request.get(url)).text()).replaceAll('<!-- -->', ''))?.[0];
    expect(await found('/blog?kategorie=gibt-es-nicht&q=%00')).toBe(await found('/blog'));
  });
});

test.describe('posts at the door', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.252' } });

  test('a post above 1 MB gets 413 in German, 12 MB to an upload page too, a cross-site post 403; none is a 500 and the server stays quick', async ({ request }) => {
    const html = { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' };
    const large = await request.post('/berlin', { headers: html, data: `companyName=${'x'.repeat(1_500_000)}` });
    expect(large.status()).toBe(413);
    expect(await large.text()).toContain('Ihre Eingaben sind zu umfangreich: Wir nehmen hier höchstens 1 MB auf einmal an.');
    const upload = await request.post('/partner/locations/3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b', { headers: html, data: 'x'.repeat(12 * 1024 * 1024) });
    expect(upload.status()).toBe(413);
    const api = await request.post('/api/venue-requests', { headers: { 'content-type': 'application/json' }, data: JSON.stringify({ companyName: 'x'.repeat(1_500_000) }) });
    expect([api.status(), ((await api.json()) as { error: string }).error]).toEqual([413, expect.stringContaining('höchstens 1 MB')]);
    const forged = await request.post('/berlin', { headers: { ...html, origin: 'https://evil.example', 'next-action': 'abc' }, data: 'companyName=Fremd' });
    expect([forged.status(), await forged.text()]).toEqual([403, expect.stringContaining('Dieses Formular wurde von einer anderen Website abgeschickt')]);
    expect((await request.get('/api/health')).status()).toBe(200);
  });
});
