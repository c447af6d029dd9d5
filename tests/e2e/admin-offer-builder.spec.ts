import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures';
import { adminPage, E2E_PLANNER_NAME, hydrated, mailsTo, newVisitor, sendRequest, thanksAddress } from './helpers';

/** Berlin's calendar day `days` from now, as a date input takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

/** An amount as formatEuro writes it (a no-break space before €), for a text that may hold more. */
const euros = (amount: string) => new RegExp(`${amount.replace(/\./g, '\\.')}\\s€`);
/** A row of an option's totals in the builder, by the words it begins with. */
const totalsRow = (page: Page, option: number, name: string) =>
  page.getByRole('table', { name: `Price lines and totals of option ${option}` }).getByRole('row', { name: new RegExp(`^${name}`) });

test('the planner builds a three-option offer, is shown each mistake by its field, publishes and sees version 1', async ({ browser }) => {
  const visitor = await newVisitor(browser);
  const company = `Angebot Test ${Date.now()} GmbH`;
  const email = `angebot-${Date.now()}@kunde.test`;
  await sendRequest(visitor, '/hamburg', { participants: '50', packageId: 'premium', company, contact: 'Olga Offerte', email, phone: '+49 40 555' });
  await expect(visitor).toHaveURL(thanksAddress('Hamburg'));

  const admin = await adminPage(browser);
  await admin.goto(`/admin/requests?q=${encodeURIComponent(company)}`);
  await admin.getByRole('link', { name: company }).click();
  await admin.getByRole('link', { name: 'Create offer' }).click();
  await expect(admin).toHaveURL(/\/admin\/requests\/[0-9a-f-]+\/offer$/);

  // Step 1: the seeded Hamburg venues are suggested; one alone is refused.
  const venues = ['E2E Elbspeicher', 'E2E Hafenkante', 'E2E Fischauktionshalle'];
  await admin.getByRole('checkbox', { name: new RegExp(venues[0]) }).check();
  await admin.getByRole('button', { name: 'Continue with these venues' }).click();
  await expect(admin.getByText('Choose 2 to 6 venues.', { exact: true })).toBeVisible();
  for (const name of venues.slice(1)) await admin.getByRole('checkbox', { name: new RegExp(name) }).check();
  await admin.getByRole('button', { name: 'Continue with these venues' }).click();
  await expect(admin.getByRole('heading', { name: /^Option 3: / })).toBeVisible();

  const axe = await new AxeBuilder({ page: admin }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);

  // Prefilled from the venue's price blocks; the first option gets a wrong price and VAT left alone.
  await expect(admin.locator('#o0-l0-text')).toHaveValue('Raummiete');
  await expect(admin.locator('#o0-l1-unitNet')).toHaveValue('39,90');
  // Each option's totals follow the typing: 400,00 € room hire (19 %), 50 guests × 39,90 € menu (7 %), the Premium fee 299,00 € (19 %).
  await hydrated(admin);
  const firstOption = admin.getByRole('region', { name: /^Option 1: / });
  await expect(admin.locator('#o0-l1-quantity').locator('xpath=..')).toContainText('× 50 guests');
  await expect(admin.locator('#o0-l0-quantity').locator('xpath=..')).not.toContainText('guests');
  await admin.locator('#o0-l0-unitNet').fill('400,00');
  await expect(totalsRow(admin, 1, 'Menü 3 Gänge')).toContainText(/39,90\s€ × 50 guests · VAT 7 %/);
  await expect(totalsRow(admin, 1, 'Menü 3 Gänge')).toContainText(euros('1.995,00'));
  await expect(totalsRow(admin, 1, 'Planungspauschale Premium')).toContainText(euros('299,00'));
  await expect(totalsRow(admin, 1, 'Net total')).toContainText(euros('2.694,00'));
  await expect(totalsRow(admin, 1, 'VAT 7 %')).toContainText(euros('139,65'));
  await expect(totalsRow(admin, 1, 'VAT 19 %')).toContainText(euros('132,81'));
  await expect(totalsRow(admin, 1, 'Gross total')).toContainText(euros('2.966,46'));
  await expect(totalsRow(admin, 1, 'Per guest')).toContainText(euros('59,33'));
  await admin.locator('#o0-l1-basis').selectOption('flat');
  await expect(totalsRow(admin, 1, 'Menü 3 Gänge')).toContainText(/39,90\s€ × 1 · VAT 7 %/);
  await expect(admin.locator('#o0-l1-quantity').locator('xpath=..')).not.toContainText('guests');
  await admin.locator('#o0-l1-basis').selectOption('per_person');
  await admin.locator('#o0-l1-unitNet').fill('39,999');
  // A price that cannot be read is left out of the sum, and the hint says which line.
  await expect(firstOption.getByText('Line 2 is not counted yet: its net price, quantity or VAT cannot be read.')).toBeVisible();
  await expect(totalsRow(admin, 1, 'Gross total')).toContainText(euros('831,81'));
  await admin.locator('#o1-d0-date').fill(inDays(-1));
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.locator('#o0-l1-unitNet-error')).toHaveText(/as 5\.000,00 \(dot for thousands, comma for cents/);
  await expect(admin.locator('#o1-d0-date-error')).toHaveText('This date is in the past.');
  await expect(admin.locator('#o2-dates-error')).toHaveText('Give 1 to 3 date options.');
  await expect(admin.locator('#o0-l1-unitNet')).toHaveValue('39,999');
  await expect(admin.getByText('Not published yet.')).toBeVisible();

  // A draft saves as it is, unfinished.
  await admin.getByRole('button', { name: 'Save draft' }).click();
  await expect(admin.getByText('Draft saved').first()).toBeVisible();

  // Without JavaScript the page shows the saved draft's totals, and after „Save draft“ those of the draft saved then.
  const plainContext = await browser.newContext({ javaScriptEnabled: false, storageState: await admin.context().storageState(), extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.243' } });
  const plain = await plainContext.newPage();
  await plain.goto(admin.url());
  await expect(plain.getByText('Loading...')).toBeHidden();
  await expect(plain.getByRole('region', { name: /^Option 1: / }).getByText('Line 2 is not counted yet', { exact: false })).toBeVisible();
  await expect(totalsRow(plain, 1, 'Gross total')).toContainText(euros('831,81'));
  await expect(plain.locator('#o0-l1-quantity').locator('xpath=..')).toContainText('× 50 guests');
  await plain.locator('#o0-l1-unitNet').fill('39,90');
  await plain.getByRole('button', { name: 'Save draft' }).click();
  await expect(totalsRow(plain, 1, 'Gross total')).toContainText(euros('2.966,46'));
  await expect(totalsRow(plain, 1, 'Per guest')).toContainText(euros('59,33'));
  await expect(plain.getByRole('region', { name: /^Option 1: / })).not.toContainText('not counted yet');
  await plainContext.close();
  // The planner goes on from the draft saved there (the page's revision is stale otherwise).
  await admin.reload();
  await hydrated(admin);
  await expect(totalsRow(admin, 1, 'Gross total')).toContainText(euros('2.966,46'));

  await admin.locator('#o0-l1-unitNet').fill('39,90');
  for (const i of [0, 1, 2]) {
    await admin.locator(`#o${i}-d0-date`).fill(inDays(20 + i));
    await admin.locator(`#o${i}-d0-start`).fill('18:00');
    await admin.locator(`#o${i}-d0-end`).fill('23:30');
  }
  await admin.locator('#o1-d1-date').fill(inDays(27));
  await admin.locator('#o1-d1-start').fill('19:00');
  await admin.locator('#o1-d1-end').fill('01:00');
  await admin.getByLabel('Cover note').fill('Drei Vorschläge für Ihre Feier <b>am Hafen</b>');
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Version 1 published' })).toBeVisible();
  const versions = admin.getByRole('region', { name: 'Published versions' });
  await expect(versions.getByRole('listitem').first()).toContainText('Version 1');
  await expect(versions).toContainText('shown by the link');

  await admin.getByRole('link', { name: '← Back to the request' }).click();
  await expect(admin.getByRole('article').locator('header')).toContainText('Offer sent');
  await expect(admin.getByRole('region', { name: 'History' })).toContainText('Offer version 1 published');
  await expect(admin.getByRole('link', { name: 'Edit offer' })).toBeVisible();

  // The request's confirmation, then the offer.
  const mail = (await mailsTo(email, 2)).find((received) => received.subject === 'Ihr Angebot für Ihre Weihnachtsfeier');
  if (!mail) throw new Error('no offer mail');
  expect(mail.text).toMatch(/\/angebot\/[A-Za-z0-9_-]{20,}/);
  expect(mail.text?.split('\n')[0]).toBe('Guten Tag Olga Offerte,');
  expect(mail.text).toContain(`Ihre Angaben:\n    Firma: ${company}\n`);
  expect(mail.text).toContain(`Herzliche Grüße\n${E2E_PLANNER_NAME}\n`);
  // The admin reads the mail without its private link.
  await expect(admin.getByRole('region', { name: 'Mails' })).not.toContainText('/angebot/');
});

test('a package below the group is marked in the inbox and beside the planning fee', async ({ browser }) => {
  const visitor = await newVisitor(browser);
  const company = `Paket zu klein ${Date.now()} GmbH`;
  await sendRequest(visitor, '/hamburg', { participants: '60', packageId: 'basis', company, contact: 'Paul Paket', email: `paket-${Date.now()}@kunde.test`, phone: '+49 40 556' });

  const admin = await adminPage(browser);
  await admin.goto(`/admin/requests?q=${encodeURIComponent(company)}`);
  await expect(admin.getByRole('row', { name: new RegExp(company) })).toContainText('too small: up to 50 guests');
  await admin.getByRole('link', { name: company }).click();
  await admin.getByRole('link', { name: 'Create offer' }).click();
  for (const name of ['E2E Elbspeicher', 'E2E Hafenkante']) await admin.getByRole('checkbox', { name: new RegExp(name) }).check();
  await admin.getByRole('button', { name: 'Continue with these venues' }).click();
  await expect(admin.getByRole('note')).toHaveText('Basic plans for up to 50 guests; this request has 60. Please agree the package with the company before you publish.');
});
