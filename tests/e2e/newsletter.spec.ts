import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures';
import type { ParsedMail } from 'mailparser';
import { dismissConsent, E2E_ADMIN, E2E_ORIGIN, mailsTo, newVisitor, signIn } from './helpers';

const HEADING = 'Newsletter: Planungstipps für Ihre Weihnachtsfeier';
const signup = (page: Page) => page.getByRole('region', { name: HEADING });
const success = (email: string) => `Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir Ihnen gerade an ${email} geschickt haben.`;
const address = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@newsletter.test`;

async function subscribe(page: Page, email: string) {
  await signup(page).getByLabel('E-Mail-Adresse').fill(email);
  await signup(page).getByRole('button', { name: 'Newsletter abonnieren' }).click();
  await expect(signup(page).getByRole('status')).toHaveText(success(email));
}

/** The link to `path` in a mail's text. */
function linkIn(mail: ParsedMail, path: string): string {
  const found = mail.text?.match(new RegExp(`${E2E_ORIGIN}${path}\\?token=[\\w-]+`));
  expect(found, `${path} in „${mail.subject}“`).toBeTruthy();
  return found![0];
}

/** Subscribes through the blog and confirms through the mailed link; returns the welcome mail. */
async function subscribeAndConfirm(page: Page, email: string): Promise<ParsedMail> {
  await page.goto('/blog');
  await subscribe(page, email);
  const [confirmation] = await mailsTo(email, 1);
  await page.goto(linkIn(confirmation, '/newsletter/bestaetigen'));
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank: Ihre Anmeldung ist bestätigt');
  return (await mailsTo(email, 2)).find((mail) => mail.subject !== confirmation.subject)!;
}

test('subscribe on the blog, confirm through the mailed link, unsubscribe through the welcome mail; the admin sees every state and exports CSV', async ({ browser }) => {
  const page = await newVisitor(browser);
  const reader = address('leserin');
  const waiting = address('wartet');
  await page.goto('/blog');
  const section = signup(page);
  await expect(section).toContainText('Ich möchte den Newsletter des Weihnachtsfeier-Planers per E-Mail erhalten');
  await expect(section.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute('href', '/datenschutz');

  const field = section.getByLabel('E-Mail-Adresse');
  await field.fill('leserin@firma');
  await section.getByRole('button', { name: 'Newsletter abonnieren' }).click();
  await expect(section.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await expect(field).toHaveValue('leserin@firma');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  await expect(field).toBeFocused();

  await subscribe(page, reader);
  await expect(field).toHaveValue('');
  // The same answer again, and no second mail.
  await subscribe(page, reader);
  const [confirmation] = await mailsTo(reader, 1);
  expect(confirmation.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
  expect(confirmation.text).toContain('48 Stunden gültig');
  await subscribe(page, waiting);

  // Opening the link (as a mail scanner would) changes nothing; the button confirms.
  await page.goto(linkIn(confirmation, '/newsletter/bestaetigen'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter-Anmeldung bestätigen');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank: Ihre Anmeldung ist bestätigt');
  const welcome = (await mailsTo(reader, 2)).find((mail) => mail.subject !== confirmation.subject)!;
  expect(welcome.subject).toBe('Willkommen beim Newsletter des Weihnachtsfeier-Planers');
  const unsubscribeUrl = linkIn(welcome, '/newsletter/abmelden');
  expect(welcome.headers.get('list')).toEqual({ unsubscribe: { url: unsubscribeUrl }, 'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' } });
  // A used link is refused, in words.
  await page.goto(linkIn(confirmation, '/newsletter/bestaetigen'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Bestätigungslink ist ungültig');

  const admin = await newVisitor(browser);
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL('/admin/overview');
  await admin.getByRole('link', { name: 'Newsletter', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
  await expect(admin.getByRole('row', { name: new RegExp(reader) })).toContainText('Confirmed');
  await expect(admin.getByRole('row', { name: new RegExp(waiting) })).toContainText('Pending');

  await page.goto(unsubscribeUrl);
  await expect(page).toHaveURL(/\/newsletter\/abbestellen\?token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter abbestellen');
  await page.getByRole('button', { name: 'Newsletter abbestellen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie haben den Newsletter abbestellt');

  await admin.getByRole('navigation', { name: 'Filter by state' }).getByRole('link', { name: /^Unsubscribed: \d+$/ }).click();
  await expect(admin).toHaveURL('/admin/newsletter?status=unsubscribed');
  const row = admin.getByRole('row', { name: new RegExp(reader) });
  await expect(row).toContainText('Unsubscribed');
  await row.getByText('Show wording').click();
  await expect(row).toContainText('jederzeit mit Wirkung für die Zukunft widerrufen');
  await expect(admin.getByRole('row', { name: new RegExp(waiting) })).toHaveCount(0);

  await expect(admin.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/admin/export/newsletter?status=unsubscribed');
  const csv = await admin.request.get('/admin/export/newsletter');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = body.toString('utf8');
  expect(text).toContain('Email;State;Requested;Confirmation mails;Confirmed;Unsubscribed;Consent text\r\n');
  expect(text).toContain(`${reader};Unsubscribed;`);
  expect(text).toContain(`${waiting};Pending;`);
  expect((await page.request.get('/admin/export/newsletter')).status()).toBe(401);
});

test('a mail program unsubscribes with one click (RFC 8058): a POST without cookies or origin', async ({ browser, playwright }) => {
  const page = await newVisitor(browser);
  const reader = address('einklick');
  const welcome = await subscribeAndConfirm(page, reader);
  const url = (welcome.headers.get('list') as { unsubscribe: { url: string } }).unsubscribe.url;

  const mailProgram = await playwright.request.newContext();
  const answer = await mailProgram.post(url, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toBe('Sie haben den Newsletter abbestellt.');
  await mailProgram.dispose();

  await page.goto(linkIn(welcome, '/newsletter/abmelden'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie haben den Newsletter abbestellt');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-up, confirmation and unsubscribe are plain forms: the error keeps the input', async ({ page }) => {
    await dismissConsent(page);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.250' });
    const reader = address('ohne-js');
    await page.goto('/blog');
    await signup(page).getByLabel('E-Mail-Adresse').fill('ohne-js');
    await signup(page).getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect(signup(page).getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(signup(page).getByLabel('E-Mail-Adresse')).toHaveValue('ohne-js');
    await expect(signup(page).getByLabel('E-Mail-Adresse')).toBeFocused();
    await subscribe(page, reader);
    const [confirmation] = await mailsTo(reader, 1);

    await page.goto(linkIn(confirmation, '/newsletter/bestaetigen'));
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank: Ihre Anmeldung ist bestätigt');
    const welcome = (await mailsTo(reader, 2)).find((mail) => mail.subject !== confirmation.subject)!;
    await page.goto(linkIn(welcome, '/newsletter/abmelden'));
    await page.getByRole('button', { name: 'Newsletter abbestellen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie haben den Newsletter abbestellt');
  });
});

test('the privacy policy names the newsletter processing; the link pages stay out of search engines', async ({ page, request }) => {
  await dismissConsent(page);
  await page.goto('/datenschutz');
  const section = page.getByRole('region', { name: /Newsletter$/ });
  for (const text of ['Art. 6 Abs. 1 lit. a DSGVO', 'Double-Opt-in', '§ 7 Abs. 2 Nr. 2 UWG', 'Art. 7 Abs. 1 DSGVO', 'Wortlaut der Einwilligung', '48 Stunden', 'Abmeldelink', 'Postausgang']) {
    await expect(section).toContainText(text);
  }
  await expect(page.getByRole('main')).not.toContainText('etwa einen Newsletter');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /newsletter/');
  for (const path of ['/newsletter/bestaetigen?token=unbekannt', '/newsletter/abbestellen?token=unbekannt']) {
    expect((await request.get(path)).headers()['cache-control'], path).toContain('no-store');
  }
});

test('the sign-up (also with an error) and the link pages have no axe violations', async ({ browser }) => {
  const page = await newVisitor(browser);
  const violations = async (include?: string) => {
    const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    const { violations: found } = await (include ? axe.include(include) : axe).analyze();
    return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  await page.goto('/blog');
  expect(await violations('#newsletter')).toEqual([]);
  await signup(page).getByRole('button', { name: 'Newsletter abonnieren' }).click();
  await expect(signup(page).getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible();
  expect(await violations('#newsletter')).toEqual([]);
  for (const path of ['/newsletter/bestaetigen?token=unbekannt', '/newsletter/abbestellen?token=unbekannt']) {
    await page.goto(path);
    expect(await violations(), path).toEqual([]);
  }
});
