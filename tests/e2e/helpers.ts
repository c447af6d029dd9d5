import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

export { E2E_DATA_DIR, E2E_ORIGIN, E2E_PARTNERS, E2E_ROSTOCK_VENUES, E2E_SLOT, E2E_SUFFIX, MAIL_SINK_HTTP_PORT, MAIL_SINK_SMTP_PORT } from './server.ts';
import { E2E_ORIGIN, MAIL_SINK_HTTP_PORT } from './server.ts';

/** Made by `npm run create-admin` before the e2e server starts. */
export const E2E_ADMIN = { email: 'admin@planer.test', password: 'e2e-geheim-1' };
/** A second admin made the same way, whose language the language tests choose (the first one's stays unchosen: the browser decides). */
export const E2E_LANGUAGE_ADMIN = { name: 'Jonas Sprache', email: 'sprache@planer.test', password: 'e2e-geheim-2' };
/** The e2e admin's name, title and direct line (create-admin); seed-calls.ts makes them the planner who takes the calls. */
export const E2E_PLANNER_NAME = 'Paula Planer';
export const E2E_PLANNER_TITLE = 'Eventplanerin';
export const E2E_PLANNER_PHONE = '030 609 88 41';

/** JSON-LD blocks of the current page, parsed (a parse error fails the test). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block));
}

/** Pre-accepts nothing: the consent banner stays out of the way for tests that are about something else. */
export async function dismissConsent(page: Page) {
  await page.context().addCookies([{ name: 'wf_consent', value: 'p0.s0.m0', url: E2E_ORIGIN }]);
}

async function receivedMails(): Promise<ParsedMail[]> {
  const raw: { raw: string }[] = await (await fetch(`http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/`)).json();
  return Promise.all(raw.map((mail) => simpleParser(mail.raw)));
}

/** Waits until the mail sink holds `count` mails that `matches`, and returns them. */
async function waitForMails(matches: (mail: ParsedMail) => boolean, count: number): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(async () => {
      found = (await receivedMails()).filter(matches);
      return found.length;
    }, { timeout: 20_000 })
    .toBe(count);
  return found;
}

/** The mails whose text contains `marker`. */
export function mailsContaining(marker: string, count: number): Promise<ParsedMail[]> {
  return waitForMails((mail) => Boolean(mail.text?.includes(marker)), count);
}

/** The mails sent to `address`. */
export function mailsTo(address: string, count: number): Promise<ParsedMail[]> {
  return waitForMails((mail) => Boolean(mail.to && !Array.isArray(mail.to) && mail.to.value.some((to) => to.address === address)), count);
}

/**
 * A cached public page runs its scripts right after its first paint (src/lib/next-internals/paint-first.ts), which can come after
 * the load event that `goto` and `reload` wait for. Here they also wait until those scripts have run, as they did
 * when the scripts ran before the load event; a page without the loader (admin, per-request pages) passes at once.
 */
export function afterScripts(page: Page): Page {
  const ran = () => page.waitForFunction(() => (window as { __paintFirst?: string }).__paintFirst !== 'pending');
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ran();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ran();
    return response;
  };
  return page;
}

let clientCounter = 0;
/**
 * A browser of its own with its own client address (the e2e server trusts one proxy hop, as behind nginx): a /64 of
 * the IPv6 documentation prefix per worker and visitor, so no two visitors share a network (one unconfirmed ad
 * booking per network) or a rate limit.
 */
export async function newVisitor(browser: Browser, clientAddress = `2001:db8:${process.env.TEST_WORKER_INDEX ?? 0}:${++clientCounter}::1`, options: { locale?: string; javaScriptEnabled?: boolean; storageState?: StorageState } = {}): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress }, ...options });
  const page = afterScripts(await context.newPage());
  await dismissConsent(page);
  return page;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in by the fields' ids, whatever language the page speaks. */
export async function signInAnyLanguage(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.locator('#sign-in-email').fill(email);
  await page.locator('#sign-in-password').fill(password);
  await page.locator('#sign-in-password').press('Enter');
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** The e2e admin's session in this worker, by the browser's language: signing in checks a password (scrypt) and costs seconds. */
const adminSessions = new Map<string, StorageState>();

/**
 * A signed-in admin in a browser of its own (the browser asks for `locale`, English unless given). The e2e admin's
 * browsers of one worker share its session, signed in once; the language admin signs in each time, as its tests ask
 * what a new session shows. A shared session that ended (a test signed it out) is replaced by a new sign-in.
 */
export async function adminPage(browser: Browser, { account = E2E_ADMIN, locale }: { account?: { email: string; password: string }; locale?: string } = {}): Promise<Page> {
  const key = `${account.email} ${locale ?? ''}`;
  const shared = account === E2E_ADMIN ? adminSessions.get(key) : undefined;
  const page = await newVisitor(browser, undefined, { locale, storageState: shared });
  if (shared) {
    // Signed in, /auth leads on to the admin's first screen, as a sign-in does.
    await page.goto('/auth');
    if (/\/admin\//.test(page.url())) return page;
  }
  await signInAnyLanguage(page, account.email, account.password);
  // Checking the password (scrypt) and the redirect to the first screen take more than expect's 5 s on a busy machine.
  await expect(page).toHaveURL(/\/admin\//, { timeout: 15_000 });
  if (account === E2E_ADMIN) adminSessions.set(key, await page.context().storageState());
  return page;
}

export interface NewAd {
  name: string;
  city: string;
  imageUrl?: string;
  websiteUrl?: string;
  expiresAt?: string;
  featured?: boolean;
  live?: boolean;
}

/** Creates a venue ad through the admin form and waits for its success message. */
export async function createAd(page: Page, ad: NewAd) {
  await page.goto('/admin/venue-ads/new');
  await expect(page.getByRole('heading', { name: 'Create Venue Ad' })).toBeVisible();
  await page.getByLabel('Venue Name').fill(ad.name);
  await page.getByLabel('City').selectOption({ label: ad.city });
  await page.getByLabel('Description').fill(`${ad.name}: Saal mit Bühne und Catering für 80 bis 250 Gäste.`);
  await page.getByLabel('Image URL').fill(ad.imageUrl ?? '');
  await page.getByLabel('Website URL').fill(ad.websiteUrl ?? '');
  await page.getByLabel('Expires At').fill(ad.expiresAt ?? '');
  if (ad.featured) await page.getByRole('switch', { name: 'Featured' }).check();
  if (ad.live) await page.getByRole('switch', { name: 'Live System' }).check();
  await page.getByRole('button', { name: 'Create Ad' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Venue ad created successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/venue-ads(\?|$)/);
}

export interface RequestFields {
  participants: string;
  packageId: 'basis' | 'premium' | 'enterprise';
  company: string;
  contact: string;
  email: string;
  phone: string;
}

/** Sends the two-step request form of a city page as a visitor does, and waits for /thanks. */
/** The thank-you page's address after a request for `city` (as encoded in the URL): it carries the request's call link. */
export function thanksAddress(city: string): RegExp {
  return new RegExp(`/thanks\\?city=${city}&termin=[\\w-]{43}$`);
}

export async function sendRequest(page: Page, cityPath: string, fields: RequestFields) {
  await page.goto(cityPath);
  const form = page.locator('#anfrage');
  await form.getByLabel('Teilnehmerzahl').fill(fields.participants);
  await form.getByLabel('Paket').selectOption(fields.packageId);
  await form.getByRole('button', { name: 'Weiter' }).click();
  await form.getByLabel('Firmenname').fill(fields.company);
  await form.getByLabel('Ansprechpartner').fill(fields.contact);
  await form.getByLabel('E-Mail-Adresse').fill(fields.email);
  await form.getByLabel('Telefonnummer').fill(fields.phone);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page).toHaveURL(/\/thanks\?city=/);
}

/**
 * Waits until React has hydrated every form in the page's main part: a click before that posts the form without
 * JavaScript (a row action then shows its outcome in the no-script way, not as a toast).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll('main form')].every((form) => Object.keys(form).some((key) => key.startsWith('__react'))));
}

/** The page's WCAG 2.1 A/AA violations (within `include`, a selector, when given), each as its rule and the elements it found. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Records the page's CSP violations (blocked URI and directive) from its first script on. */
export async function recordPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}
