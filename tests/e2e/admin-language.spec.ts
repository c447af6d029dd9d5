import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from './fixtures';
import { adminPage, axeViolations, E2E_LANGUAGE_ADMIN, hydrated, recordPolicyViolations } from './helpers';

// The admin speaks German or English per account: the browser's language until the account chooses, then the
// account's choice, in one click, with and without JavaScript.

type Tree = { [key: string]: string | Tree };
type Language = 'de' | 'en';

function messagesOf(language: Language): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') found.set(`${prefix}.${key}`, value);
      else visit(value, `${prefix}.${key}`);
    }
  };
  // The mails' words are not the screens': the outbox and a request's page list mails in their recipient's language.
  for (const file of globSync(`src/i18n/messages/${language}/*.json`).filter((file) => path.basename(file) !== 'mails.json')) visit(JSON.parse(readFileSync(file, 'utf8')) as Tree, path.basename(file, '.json'));
  return found;
}

const CATALOGUES = { de: messagesOf('de'), en: messagesOf('en') };

/**
 * The sentences of one language that the other never uses: each message's literal parts between its placeholders,
 * of two words and a dozen letters at least (a name, a code or the product's name is shorter or the same in both).
 */
function sentencesOnlyIn(language: Language): string[] {
  const other = [...CATALOGUES[language === 'de' ? 'en' : 'de'].values()].join('\n');
  const parts = [...CATALOGUES[language].values()].flatMap((message) => message.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/));
  return [...new Set(parts.map((part) => part.trim().replace(/[.:,;!?…]+$/, '')))].filter((part) => part.length >= 12 && /\S\s+\S/.test(part) && !other.includes(part));
}

/** The language the admin's wrapper (components/admin/admin-language.tsx) declares; the page's <html> stays German. */
const adminLanguage = (page: Page) => page.locator('body [lang]').first();

/**
 * The screen's own words: a mail's subject stands in its recipient's language (the morning mail of an account without
 * a choice is German from 08:00 on a working day), so the lists mark it `data-mail-words` and it is left aside.
 */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const mailWords = [...document.querySelectorAll<HTMLElement>('[data-mail-words]')];
    for (const element of mailWords) element.hidden = true;
    const text = document.body.innerText;
    for (const element of mailWords) element.hidden = false;
    return text.replace(/\s+/g, ' ');
  });
}

async function sentencesOfTheOtherLanguage(page: Page, language: Language): Promise<string[]> {
  const text = await screenText(page);
  return sentencesOnlyIn(language === 'de' ? 'en' : 'de').filter((sentence) => text.includes(sentence.replace(/\s+/g, ' ')));
}

const SCREENS = [
  '/admin/overview',
  '/admin/requests',
  '/admin/calls',
  '/admin/calls/settings',
  '/admin/invoices',
  '/admin/invoices/new',
  '/admin/posts',
  '/admin/posts/new',
  '/admin/venues',
  '/admin/venues/new',
  '/admin/venue-ads',
  '/admin/venue-ads/new',
  '/admin/bookings',
  '/admin/newsletter',
  '/admin/users',
  '/admin/outbox',
  '/admin/backups',
  '/admin/account',
];

/** Every tab's screen, a request's page and its offer builder. */
const walk = (requestPath: string) => [...SCREENS, requestPath, `${requestPath}/offer`];

async function newRequest(page: Page): Promise<string> {
  const created = await page.request.post('/api/venue-requests', {
    data: { city: 'berlin', participantCount: 40, package: 'basis', companyName: `Sprachprobe ${Date.now()} GmbH`, contactName: 'Lea Lang', email: 'lea@sprache.test', phone: '030 555' },
  });
  expect(created.status()).toBe(201);
  return `/admin/requests/${((await created.json()) as { id: string }).id}`;
}

/** The first of a list's edit links (`/admin/posts/{id}/edit`): a blog post and a demo venue are seeded at the first start. */
async function firstEditPath(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const href = await page.locator(`main a[href^="${list}/"][href$="/edit"]`).first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

// The one walk of the admin that axe analyses (about two seconds a screen), in the team's language; the policy's
// violations are read after axe's, by when every script a screen loads has run.
test('every admin tab in German, for a browser that asks for German: no axe violations, no English sentence and no policy violation', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await adminPage(browser, { locale: 'de-DE' });
  const policyViolations = await recordPolicyViolations(page);
  const requestPath = await newRequest(page);
  const screens = [...walk(requestPath), await firstEditPath(page, '/admin/posts'), await firstEditPath(page, '/admin/venues')];
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(adminLanguage(page)).toHaveAttribute('lang', 'de');
    found[screen] = [...(await axeViolations(page)), ...(await sentencesOfTheOtherLanguage(page, 'de')), ...(await policyViolations())];
  }
  expect(found).toEqual(Object.fromEntries(screens.map((screen) => [screen, []])));
});

test('every admin tab in English, for a browser that asks for English: no German sentence', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser, { locale: 'en-US' });
  const requestPath = await newRequest(page);
  const found: Record<string, string[]> = {};
  for (const screen of walk(requestPath)) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found[screen] = await sentencesOfTheOtherLanguage(page, 'en');
  }
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, []])));
  // Dates with words and the packages read in English too (amounts stay German): the seeded calls on the Calls tab
  // read "Tuesday, 8 December · 10:00", not „Dienstag, 8. Dezember · 10:00 Uhr“.
  await page.goto('/admin/calls');
  const slots = await page.getByRole('heading', { level: 3 }).locator('time').allInnerTexts();
  expect(slots.length).toBeGreaterThan(0);
  for (const slot of slots) expect(slot).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) · \d\d:\d\d$/);
  await page.goto(requestPath);
  await expect(page.getByText('Basic – 199,00 € plus VAT (up to 50 participants)')).toBeVisible();
});

test('the sign-in page follows the browser: German for de-DE, English for en-US', async ({ browser }) => {
  for (const [locale, language] of [['de-DE', 'de'], ['en-US', 'en']] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/auth');
    await expect(adminLanguage(page)).toHaveAttribute('lang', language);
    expect(await sentencesOfTheOtherLanguage(page, language)).toEqual([]);
    await context.close();
  }
});

test('an account chooses its language in one click, and keeps it whatever the browser asks for; without JavaScript too', async ({ browser }) => {
  const german = await adminPage(browser, { account: E2E_LANGUAGE_ADMIN, locale: 'en-US' });
  await german.goto('/admin/overview');
  await hydrated(german);
  // Before a choice the browser decides; the switch offers the other language.
  await german.getByRole('button', { name: 'Deutsch', exact: true }).click();
  await expect(german.getByRole('button', { name: 'English', exact: true })).toBeVisible();
  await expect(adminLanguage(german)).toHaveAttribute('lang', 'de');
  expect(await sentencesOfTheOtherLanguage(german, 'de')).toEqual([]);

  // The account's choice wins over an English browser in a new session.
  const again = await adminPage(browser, { account: E2E_LANGUAGE_ADMIN, locale: 'en-US' });
  await again.goto('/admin/requests');
  await expect(again.getByRole('button', { name: 'English', exact: true })).toBeVisible();
  expect(await sentencesOfTheOtherLanguage(again, 'de')).toEqual([]);

  // Without JavaScript the switch posts its form and the page comes back in the chosen language.
  const plain = await adminPage(browser, { account: E2E_LANGUAGE_ADMIN, locale: 'de-DE' });
  const noScript = await plain.context().browser()!.newContext({ javaScriptEnabled: false, locale: 'de-DE', storageState: await plain.context().storageState() });
  const page = await noScript.newPage();
  await page.goto('/admin/requests');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Deutsch', exact: true })).toBeVisible();
  await page.goto('/admin/requests');
  await expect(adminLanguage(page)).toHaveAttribute('lang', 'en');
  expect(await sentencesOfTheOtherLanguage(page, 'en')).toEqual([]);
  await noScript.close();
});

test('the admin’s tabs stand in groups by the team’s work and fit at 1280 px in German and on a 390 px phone, without sideways scrolling', async ({ browser }) => {
  const page = await adminPage(browser, { locale: 'de-DE' });
  const nav = page.getByRole('navigation', { name: 'Bereiche der Verwaltung' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/invoices');
    const groups = Object.fromEntries(
      await Promise.all(
        ['Anfragen & Telefonate', 'Finanzen', 'Locations & Anzeigen', 'Inhalte', 'System'].map(async (group) => [group, (await nav.locator('li').filter({ has: page.getByText(group, { exact: true }) }).getByRole('link').allInnerTexts()).map((text) => text.replace(/\s+\d+ neu.*$/, ''))]),
      ),
    );
    expect(groups).toEqual({
      'Anfragen & Telefonate': ['Übersicht', 'Anfragen', 'Telefonate'],
      Finanzen: ['Rechnungen'],
      'Locations & Anzeigen': ['Locations', 'Anzeigen', 'Buchungen'],
      Inhalte: ['Blogbeiträge', 'Newsletter'],
      System: ['Benutzer', 'Postausgang', 'Sicherungen'],
    });
    await expect(nav.getByRole('link', { name: 'Rechnungen' })).toHaveAttribute('aria-current', 'page');
    for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
});
