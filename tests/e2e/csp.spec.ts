import { expect, test } from './fixtures';
import { adminPage, dismissConsent, recordPolicyViolations } from './helpers';

// The Content-Security-Policy lets scripts come only from our origin and, for the consented ads tag, from Google.

const directives = (policy: string | undefined) => new Map((policy ?? '').split('; ').map((directive) => [directive.split(' ')[0], directive]));

test('pages, API answers and the admin carry a policy with script-src, connect-src and img-src', async ({ browser, request }) => {
  const admin = await adminPage(browser);
  const answers = [await request.get('/berlin'), await request.get('/api/health'), await admin.request.get('/admin/requests')];
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    const policy = directives(answer.headers()['content-security-policy']);
    expect(policy.get('script-src')).toBe(
      "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://www.googleadservices.com https://googleads.g.doubleclick.net https://www.google.com https://pagead2.googlesyndication.com",
    );
    expect(policy.get('connect-src')).toMatch(/^connect-src 'self' https:\/\/www\.googletagmanager\.com /);
    expect(policy.get('img-src')).toMatch(/^img-src 'self' data: blob: https:\/\/www\.googletagmanager\.com /);
    expect(policy.get('default-src')).toBe("default-src 'self'");
    expect(policy.get('frame-ancestors')).toBe("frame-ancestors 'none'");
  }
});

test('scripts and photos carry no page policy, only nosniff; the page that loads them does', async ({ request }) => {
  const html = await (await request.get('/berlin')).text();
  const chunk = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(html)![0];
  const photo = /\/media\/[0-9a-f-]{36}/.exec(html)![0];
  for (const path of [chunk, photo]) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['content-security-policy'], path).toBeUndefined();
    expect(headers['x-frame-options'], path).toBeUndefined();
  }
});

test('a script from another origin injected into a page is blocked', async ({ page }) => {
  await dismissConsent(page);
  const violations = await recordPolicyViolations(page);
  let fetched = false;
  await page.route('https://evil.example/**', (route) => {
    fetched = true;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__evil = true;' });
  });
  await page.goto('/berlin');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://evil.example/x.js';
    document.body.appendChild(script);
  });
  await expect.poll(violations).toContain('script-src-elem https://evil.example/x.js');
  expect(await page.evaluate(() => 'evil' in window || '__evil' in window)).toBe(false);
  expect(fetched).toBe(false);
});

test('with „Alle akzeptieren“ the ads tag loads and runs; without consent nothing is blocked or loaded', async ({ page, browser }) => {
  const violations = await recordPolicyViolations(page);
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__adsTagRan = true;' }));
  await page.goto('/berlin');
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __adsTagRan?: boolean }).__adsTagRan === true)).toBe(true);
  // The form validates in the browser without eval.
  await page.locator('#anfrage').getByRole('button', { name: 'Weiter' }).click();
  await expect(page.locator('#anfrage').getByText('Bitte geben Sie die Teilnehmerzahl an')).toBeVisible();
  expect(await violations()).toEqual([]);

  const declined = await browser.newPage();
  const declinedViolations = await recordPolicyViolations(declined);
  const googleRequests: string[] = [];
  declined.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) googleRequests.push(request.url());
  });
  await dismissConsent(declined);
  for (const path of ['/', '/berlin', '/staedte', '/blog', '/blog/budget-planung-weihnachtsfeier', '/ad-partners', '/thanks?city=Berlin', '/impressum']) {
    await declined.goto(path);
    await declined.waitForLoadState('networkidle');
    expect(await declinedViolations(), path).toEqual([]);
  }
  expect(googleRequests).toEqual([]);
});

