import { spawnSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { adminPage, E2E_ADMIN, E2E_DATA_DIR, E2E_PLANNER_NAME, mailsContaining, mailsTo, newVisitor, sendRequest, signIn, thanksAddress } from './helpers';

/** The first http link in a mail's text. */
const linkIn = (text: string | undefined) => /(http:\/\/\S+)/.exec(text ?? '')?.[1] ?? '';

test('create-admin says what to do while the server holds the embedded database', () => {
  const run = spawnSync('npm', ['run', '--silent', 'create-admin', '--', '--email', 'zweite@planer.test', '--password', 'geheim123'], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('is already in use by process');
  expect(run.stderr).toContain('Stop `npm start` first and run the command again, or use the one-time setup link');
});

test('signed out, /admin leads to /auth; /auth and /admin are not indexed', async ({ browser }) => {
  const page = await newVisitor(browser);
  await page.goto('/admin/requests');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
  expect(sitemap).not.toContain('/auth');
});

test('the admin finds a request from the public form, sets its status with a note, sees the history and exports CSV', async ({ browser }) => {
  const visitor = await newVisitor(browser);
  const company = `Inbox Test ${Date.now()} GmbH`;
  await sendRequest(visitor, '/hamburg', { participants: '70', packageId: 'premium', company, contact: 'Hanna Hafen', email: 'hanna@inbox.test', phone: '+49 40 123' });
  await expect(visitor).toHaveURL(thanksAddress('Hamburg'));

  const admin = await newVisitor(browser);
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin.getByText('Signed in successfully!')).toBeVisible();
  await expect(admin).toHaveURL('/admin/overview');
  await expect(admin.getByRole('banner')).toContainText('Blog Admin');
  await expect(admin.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
  await expect(admin.getByRole('banner')).toContainText(E2E_PLANNER_NAME);
  await expect(admin.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await admin.getByRole('link', { name: /^Requests\s*\d+ new · \d+ overdue$/ }).click();
  await expect(admin.getByRole('link', { name: /^Requests\s*\d+ new · \d+ overdue$/ })).toHaveAttribute('aria-current', 'page');
  const sessionCookie = (await admin.context().cookies()).find((cookie) => cookie.name === 'better-auth.session_token');
  expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });

  await admin.getByLabel('Search (company, contact, email)').fill(company);
  await admin.getByLabel('Status').selectOption('neu');
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin).toHaveURL(/\/admin\/requests\?/);
  const inUrl = new URL(admin.url()).searchParams;
  expect([inUrl.get('q'), inUrl.get('status')]).toEqual([company, 'neu']);
  await expect(admin.getByText('1 request · page 1 of 1')).toBeVisible();
  // At a glance: how long the new request has waited (the 24-hour promise), what is due next, and the package.
  const inboxRow = admin.getByRole('row', { name: new RegExp(company) });
  await expect(inboxRow.getByRole('cell').nth(1)).toHaveText(/^New\s*(just now|\d+ min ago)$/);
  await expect(inboxRow.getByRole('cell').nth(2)).toHaveText(/^Phone the company: no call booked/);
  await expect(inboxRow.getByRole('cell').nth(4)).toHaveText('Premium');
  await inboxRow.getByRole('link', { name: company }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(company);
  for (const text of ['Hamburg', '70', 'Hanna Hafen', 'hanna@inbox.test', '+49 40 123', '/hamburg']) await expect(admin.locator('dl')).toContainText(text);
  await expect(admin.getByRole('region', { name: 'Mails' }).getByRole('listitem')).toHaveCount(2);

  await admin.getByLabel('Status').selectOption('in_bearbeitung');
  await admin.getByLabel('Note (optional)').fill('Rückruf vereinbart für Montag');
  await admin.getByRole('button', { name: 'Save status' }).click();
  const history = admin.getByRole('region', { name: 'History' });
  await expect(history).toContainText('New → In progress');
  await expect(history).toContainText(E2E_ADMIN.email);
  await expect(history).toContainText('Rückruf vereinbart für Montag');
  await admin.reload();
  await expect(admin.locator('article header')).toContainText('In progress');

  const csv = await admin.request.get(`/admin/export/requests?q=${encodeURIComponent(company)}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const body = await csv.text();
  expect(body.startsWith('\uFEFF')).toBe(true);
  const [header, row, end] = body.slice(1).split('\r\n');
  expect(header).toBe('Eingang;Status;Stadt;Teilnehmer;Paket;Firma;Ansprechpartner;E-Mail;Telefon;Quelle;Anfrage-ID');
  const cells = row.split(';');
  expect(cells[0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  expect(cells.slice(1, 10)).toEqual(['In Bearbeitung', 'Hamburg', '70', 'Premium', company, 'Hanna Hafen', 'hanna@inbox.test', "'+49 40 123", '/hamburg']);
  expect(end).toBe('');
});

test('sign-up, confirmation link by mail, approval notice, approval by an admin, then the workspace', async ({ browser }) => {
  const email = `neu-${Date.now()}@planer.test`;
  const newcomer = await newVisitor(browser);
  await newcomer.goto('/auth');
  await newcomer.getByRole('tab', { name: 'Sign Up' }).click();
  await newcomer.getByRole('tabpanel').getByRole('button', { name: 'Sign Up' }).click();
  await expect(newcomer.getByText('Please enter your name')).toBeVisible();
  await expect(newcomer.getByText('Email is required')).toBeVisible();
  // An address is no name: companies would be greeted by it.
  await newcomer.getByLabel('Your name').fill(email);
  await newcomer.getByLabel('Email').fill(email);
  await newcomer.getByLabel('Password').fill('kurz');
  await newcomer.getByRole('tabpanel').getByRole('button', { name: 'Sign Up' }).click();
  await expect(newcomer.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(newcomer.getByText('Please enter your name')).toBeVisible();
  await newcomer.getByLabel('Your name').fill('Nina Neu');
  await newcomer.getByLabel('Password').fill('geheim789');
  await newcomer.getByRole('tabpanel').getByRole('button', { name: 'Sign Up' }).click();
  await expect(newcomer.getByText('Check your email for the confirmation link!')).toBeVisible();

  const [confirmation] = await mailsTo(email, 1);
  expect(confirmation.subject).toBe('Confirm your email address for Weihnachtsfeier-Planer');
  await newcomer.goto(linkIn(confirmation.text));
  await expect(newcomer).toHaveURL('/admin/pending');
  await expect(newcomer.getByRole('main')).toContainText('Your account is waiting for approval by an administrator.');
  await expect(newcomer.getByRole('link', { name: 'Requests' })).toHaveCount(0);
  await newcomer.goto('/admin/users');
  await expect(newcomer).toHaveURL('/admin/pending');

  const admin = await newVisitor(browser);
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL('/admin/overview');
  await admin.getByRole('link', { name: 'Users' }).click();
  const row = admin.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Nina Neu');
  await expect(row).toContainText('Waiting for approval');
  await expect(row).toContainText('Yes');
  await row.getByRole('button', { name: 'Approve as admin' }).click();
  await expect(admin.getByText('Account approved')).toBeVisible();
  await expect(row).toContainText('Admin');

  await newcomer.goto('/admin');
  await expect(newcomer).toHaveURL('/admin/overview');
  await expect(newcomer.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  // A new password ends the account's other sessions.
  const elsewhere = await newVisitor(browser);
  await signIn(elsewhere, email, 'geheim789');
  await expect(elsewhere).toHaveURL('/admin/overview');
  await newcomer.getByRole('link', { name: 'Nina Neu' }).click();
  await newcomer.getByLabel('Current password').fill('geheim789');
  await newcomer.getByLabel('New password').fill('noch-geheimer');
  await newcomer.getByRole('button', { name: 'Change password' }).click();
  await expect(newcomer.getByText('Password changed. Your other sessions were signed out.')).toBeVisible();
  await newcomer.goto('/admin/users');
  await expect(newcomer).toHaveURL('/admin/users');
  await elsewhere.goto('/admin/requests');
  await expect(elsewhere).toHaveURL('/auth');
});

test('password reset through the mailed link ends the other sessions; sign out ends the session', async ({ browser }) => {
  const email = `reset-${Date.now()}@planer.test`;
  const first = await newVisitor(browser);
  await first.goto('/auth');
  await first.getByRole('tab', { name: 'Sign Up' }).click();
  await first.getByLabel('Your name').fill('Rita Reset');
  await first.getByLabel('Email').fill(email);
  await first.getByLabel('Password').fill('altes-passwort');
  await first.getByRole('tabpanel').getByRole('button', { name: 'Sign Up' }).click();
  await expect(first.getByText('Check your email for the confirmation link!')).toBeVisible();
  await first.goto(linkIn((await mailsTo(email, 1))[0].text));
  await expect(first).toHaveURL('/admin/pending');

  const second = await newVisitor(browser);
  await second.goto('/auth');
  await second.getByRole('button', { name: 'Forgot password?' }).click();
  await second.getByLabel('Email').fill(email);
  await second.getByRole('button', { name: 'Send reset link' }).click();
  await expect(second.getByText('If an account exists for this address, we have sent a link to reset the password.')).toBeVisible();
  // The same answer for an address without an account.
  await second.getByRole('button', { name: 'Forgot password?' }).click();
  await second.getByLabel('Email').fill(`niemand-${Date.now()}@planer.test`);
  await second.getByRole('button', { name: 'Send reset link' }).click();
  await expect(second.getByText('If an account exists for this address, we have sent a link to reset the password.').last()).toBeVisible();

  const mails = await mailsTo(email, 2);
  const reset = mails.find((mail) => mail.subject === 'Reset your Weihnachtsfeier-Planer password')!;
  const link = linkIn(reset.text);
  await second.goto(link);
  await expect(second).toHaveURL(/\/auth\/reset-password\?token=/);
  await second.getByLabel('New password').fill('neues-passwort');
  await second.getByRole('button', { name: 'Set new password' }).click();
  await expect(second.getByText('Your password has been changed')).toBeVisible();
  // Single use.
  await second.goto(link);
  await expect(second.getByText('This link is invalid or has expired')).toBeVisible();

  // No admin can read the link in the Outbox: hidden while waiting, and its text deleted once sent.
  const admin = await adminPage(browser);
  await admin.goto('/admin/outbox');
  const outbox = admin.getByRole('region', { name: 'Outbox' });
  await expect(outbox.getByText(email).first()).toBeVisible();
  const page = await admin.content();
  const token = new URL(link).pathname.split('/').pop()!;
  expect(page).not.toContain(token);
  const confirmation = mails.find((mail) => mail.subject === 'Confirm your email address for Weihnachtsfeier-Planer')!;
  expect(page).not.toContain(new URL(linkIn(confirmation.text)).searchParams.get('token'));
  await expect(outbox.getByText('This mail held a personal link that signs its reader in or sets a password; its text was deleted after sending.').first()).toBeAttached();

  await first.goto('/admin');
  await expect(first).toHaveURL('/auth');

  await signIn(second, email, 'altes-passwort');
  await expect(second.getByText('Invalid email or password')).toBeVisible();
  await signIn(second, email, 'neues-passwort');
  await expect(second).toHaveURL('/admin/pending');
  const cookie = (await second.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await second.getByRole('button', { name: 'Sign Out' }).click();
  await expect(second.getByText('Signed out successfully')).toBeVisible();
  await expect(second).toHaveURL('/auth');
  // The session is gone from the database: the old cookie, sent again, opens nothing.
  const replay = await second.request.get('/admin/pending', { headers: { cookie }, maxRedirects: 0 });
  expect(replay.status()).toBe(307);
  expect(replay.headers().location).toBe('/auth');
});

test('cross-site posts to the auth endpoints are refused', async ({ request }) => {
  const forged = await request.post('/api/auth/sign-in/email', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'x-forwarded-for': '203.0.113.77' },
  });
  expect(forged.status()).toBe(403);
  expect(forged.headers()['set-cookie']).toBeUndefined();
});

test('failed sign-ins lock out the client that made them, never the owner at another one', async ({ browser }) => {
  // An address no other test signs in from: this one is locked out of the admin's account for 15 minutes.
  const page = await newVisitor(browser, `203.0.113.${66 + test.info().retry}`);
  for (let i = 0; i < 5; i++) {
    await signIn(page, E2E_ADMIN.email, `falsch-${i}`);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
  }
  // The owner, at another client, signs in with the right password.
  const owner = await newVisitor(browser);
  await signIn(owner, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(owner).toHaveURL('/admin/overview');
  // The guessing client is refused, the right password included.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByText('Too many failed sign-in attempts from this device. Please wait 15 minutes and try again.')).toBeVisible();
  await expect(page).toHaveURL('/auth');
});

test('hostile text from the public form stays inert in the inbox, the CSV and the mails', async ({ browser, request }) => {
  const marker = `Feindlich ${Date.now()}`;
  const hostile = {
    city: 'andere',
    customCity: '<img src=x onerror="window.__pwned=1">Stadt',
    participantCount: 20,
    companyName: `${marker} <script>window.__pwned=1</script> **fett**`,
    contactName: '=HYPERLINK("http://evil.test","klick")',
    email: 'evil@hostile.test',
    phone: '@SUM(1+1)',
  };
  expect((await request.post('/api/venue-requests', { data: hostile })).status()).toBe(201);

  const admin = await newVisitor(browser);
  let dialogs = 0;
  admin.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL('/admin/overview');
  await admin.goto(`/admin/requests?q=${encodeURIComponent(marker)}`);
  const row = admin.getByRole('row', { name: new RegExp(marker) });
  await expect(row).toContainText(hostile.companyName);
  await row.getByRole('link', { name: hostile.companyName }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(hostile.companyName);
  await expect(admin.locator('dl')).toContainText(hostile.customCity);
  await expect(admin.locator('dl')).toContainText(hostile.contactName);
  await expect(admin.locator('main script, main img, main strong:has-text("fett")')).toHaveCount(0);
  expect(await admin.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);

  const csv = await (await admin.request.get(`/admin/export/requests?q=${encodeURIComponent(marker)}`)).text();
  const cells = csv.split('\r\n')[1].split(';');
  expect(cells[6]).toBe(`"'=HYPERLINK(""http://evil.test"",""klick"")"`);
  expect(cells[8]).toBe("'@SUM(1+1)");

  const mails = await mailsContaining(marker, 2);
  for (const mail of mails) {
    expect(mail.text).toContain(hostile.companyName);
    // The HTML part carries the same words as text: escaped, never a tag or a link of what was typed.
    expect(mail.html).toContain(`${marker} &lt;script&gt;window.__pwned=1&lt;/script&gt; **fett**`);
    expect(mail.html).not.toMatch(/<script|<img|href="http:\/\/evil/);
  }
  // A typed „name“ that holds a link is not written into the greeting.
  expect(mails.find((mail) => mail.subject?.startsWith('Ihre Weihnachtsfeier-Anfrage'))?.text?.split('\n')[0]).toBe('Sehr geehrte Damen und Herren,');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the workspace does not scroll sideways and works by keyboard', async ({ browser }) => {
    const page = await newVisitor(browser);
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/admin/overview');
    for (const path of ['/admin/overview', '/admin/requests', '/admin/users', '/admin/outbox', '/admin/account']) {
      await page.goto(path);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
      expect(widths.page, path).toBe(widths.viewport);
    }
    await page.goto('/admin/requests');
    await page.getByRole('link', { name: 'Users' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/users');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/auth says it needs JavaScript and cannot send a password in the address', async ({ page }) => {
    await page.goto('/auth');
    expect(await page.content()).toContain('Signing in needs JavaScript. Please enable it for this site.');
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Sign In' })).toBeDisabled();
    for (const method of await page.locator('form').evaluateAll((forms) => forms.map((form) => form.getAttribute('method')))) expect(method).toBe('post');
  });
});
