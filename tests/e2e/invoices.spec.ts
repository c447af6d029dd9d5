import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, type Page, test } from './fixtures';
import { adminPage, E2E_ADMIN, E2E_DATA_DIR, E2E_ORIGIN, mailsContaining } from './helpers';
import { offerTokensFile, type SeededOffers } from './offer-seed';

// The invoice of a booked request as the planner makes it: prefilled from the company's acceptance, refused while
// something is wrong, issued, sent with its ZUGFeRD PDF to a real SMTP server, paid, cancelled and issued anew.
// seed-offers.ts books the request (its company accepted option 1, then the planner marked it 'Gebucht').

const seeded: SeededOffers = JSON.parse(readFileSync(offerTokensFile(E2E_DATA_DIR), 'utf8'));
const BUYER_EMAIL = 'erika-gebucht@mueller.test';
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
/** "1.234,56 €" as the XML writes it: "1234.56". */
const xmlAmount = (euro: string) => spaced(euro).replace(/[^\d,]/g, '').replace(',', '.');

async function amountOnPage(page: Page, name: string): Promise<string> {
  return spaced(await page.locator(`[data-amount="${name}"]`).innerText());
}

test('a booked request is invoiced from its acceptance, sent with the ZUGFeRD PDF, paid, cancelled and invoiced anew', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  await admin.goto(`/admin/requests/${seeded.bookedRequestId}`);
  await expect(admin.getByRole('link', { name: 'Create invoice' })).toBeVisible();
  // „New invoice“ offers the booked request too, and picking it prefills the form as the request page's link does.
  await admin.goto('/admin/invoices');
  await admin.getByRole('link', { name: 'New invoice' }).click();
  const picker = admin.getByRole('region', { name: 'From a booked request' });
  await picker.getByLabel('Booked request').selectOption({ label: 'Müller & Söhne GmbH (gebucht) · Berlin · party on 11.12.2026' });
  await picker.getByRole('button', { name: 'Prefill invoice' }).click();
  await expect(admin).toHaveURL(`/admin/invoices/new?request=${seeded.bookedRequestId}`);

  await expect(admin.getByLabel('Company')).toHaveValue('Müller & Söhne GmbH');
  await expect(admin.getByLabel('Street and number')).toHaveValue('Hafenstraße 5');
  await expect(admin.getByLabel('Postcode')).toHaveValue('20457');
  await expect(admin.getByLabel('E-mail for invoices')).toHaveValue(BUYER_EMAIL);
  await expect(admin.getByLabel('Buyer reference (optional)')).toHaveValue('PO-4711');
  const line = (n: number) => admin.getByRole('group', { name: `Line ${n}`, exact: true });
  await expect(line(1).getByLabel('Description')).toHaveValue('Planungspauschale Basis');
  await expect(line(1).getByLabel('Net unit price (€)')).toHaveValue('199,00\u00a0€');

  // Wrong input is refused next to its field, and nothing is issued.
  await admin.getByLabel('VAT ID (optional)').fill('DE12');
  await line(2).getByLabel('Description').fill('Glühwein-Empfang 🎄');
  await line(2).getByLabel('Quantity').fill('45');
  await line(2).getByLabel('Net unit price (€)').fill('4,5');
  await admin.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(admin.getByText('The VAT ID does not have the right shape (e.g. DE123456789)')).toBeVisible();
  await expect(admin.getByLabel('VAT ID (optional)')).toBeFocused();
  await admin.getByLabel('VAT ID (optional)').fill('DE987654321');
  await admin.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(admin.getByText(/An invoice cannot print these characters: „🎄“/)).toBeVisible();
  await expect(line(2).getByLabel('Quantity')).toHaveValue('45');
  await line(2).getByLabel('Description').fill('Glühwein-Empfang');
  await admin.getByRole('button', { name: 'Issue invoice' }).click();

  await expect(admin).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}/);
  const heading = admin.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Invoice RE-\d{4}-\d{5}$/);
  const number = (await heading.innerText()).replace('Invoice ', '');
  const invoiceUrl = admin.url().replace(/\?.*$/, '');
  // 199,00 € + 45 × 4,50 € = 401,50 € net, 19 % VAT 76,29 €, gross 477,79 €.
  expect(await amountOnPage(admin, 'net')).toBe('401,50 €');
  expect(await amountOnPage(admin, 'vat-19')).toBe('76,29 €');
  expect(await amountOnPage(admin, 'gross')).toBe('477,79 €');

  const download = await admin.request.get(`${invoiceUrl}/files/xrechnung.xml`);
  expect(download.status()).toBe(200);
  expect(await download.text()).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');

  await admin.getByRole('button', { name: 'Send invoice' }).click();
  await expect(admin.getByText(`Invoice queued for ${BUYER_EMAIL}`).first()).toBeVisible();
  const [mail] = await mailsContaining(`Rechnung ${number} vom`, 1);
  expect(mail.to && !Array.isArray(mail.to) && mail.to.value.map((to) => to.address)).toEqual([BUYER_EMAIL]);
  expect(mail.subject).toMatch(new RegExp(`^Rechnung ${number} – .+`));
  expect(spaced(mail.text ?? '')).toContain(`Rechnung ${number} vom`);
  expect(spaced(mail.text ?? '')).toContain('über 477,79 €');
  const [pdf] = mail.attachments;
  expect(pdf.filename).toBe(`${number}.pdf`);
  expect(pdf.contentType).toBe('application/pdf');
  const bytes = new Uint8Array(pdf.content);
  const { text } = await extractText(bytes.slice(), { mergePages: true });
  expect(spaced(text)).toContain(number);
  expect(spaced(text)).toContain('Müller & Söhne GmbH');
  expect(spaced(text)).toContain('477,79 €');
  const attachments = (await (await getDocumentProxy(bytes.slice())).getAttachments()) as Record<string, { filename: string; content: Uint8Array }>;
  const xml = new TextDecoder().decode(attachments['factur-x.xml'].content);
  expect(xml).toContain(`<ram:ID>${number}</ram:ID>`);
  expect(xml).toContain(`<ram:TaxBasisTotalAmount>${xmlAmount(await amountOnPage(admin, 'net'))}</ram:TaxBasisTotalAmount>`);
  expect(xml).toContain(`<ram:TaxTotalAmount currencyID="EUR">${xmlAmount(await amountOnPage(admin, 'vat-19'))}</ram:TaxTotalAmount>`);
  expect(xml).toContain(`<ram:GrandTotalAmount>${xmlAmount(await amountOnPage(admin, 'gross'))}</ram:GrandTotalAmount>`);
  expect(xml).toContain('<ram:IBANID>');

  // A second invoice for the same package is refused while the first stands.
  await admin.goto(`/admin/invoices/new?request=${seeded.bookedRequestId}`);
  await admin.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(admin.getByText('This request already has an invoice for its package. Cancel that invoice first to issue a new one.').first()).toBeVisible();

  await admin.goto(invoiceUrl);
  await admin.getByRole('button', { name: 'Mark paid' }).click();
  await expect(admin.getByText('Payment recorded').first()).toBeVisible();
  await expect(admin.getByText('Paid', { exact: true }).first()).toBeVisible();

  await admin.getByLabel('Reason (printed on the cancellation invoice)').fill('Falscher Leistungszeitraum');
  await admin.getByRole('button', { name: 'Issue cancellation invoice' }).click();
  await expect(heading).toHaveText(/^Cancellation invoice RE-\d{4}-\d{5}$/);
  await expect(admin.getByRole('link', { name: `Cancels ${number}` })).toBeVisible();
  expect(await amountOnPage(admin, 'gross')).toBe('-477,79 €');

  await admin.goto(`/admin/requests/${seeded.bookedRequestId}`);
  const history = admin.getByRole('region', { name: 'History', exact: true });
  for (const step of [`Invoice issued: ${number}`, `Invoice sent: ${number}: ${BUYER_EMAIL}`, `Invoice paid: ${number}`, `Invoice cancelled: ${number} →`]) await expect(history.getByText(step, { exact: false })).toBeVisible();
  // Cancelled, the package may be invoiced again.
  await expect(admin.getByRole('link', { name: 'Create invoice' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.246' } });

  test('a draft keeps what was typed, a wrong due date is refused with every value kept, and the draft is issued', async ({ page }) => {
    const signedIn = await page.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin: E2E_ORIGIN } });
    expect(signedIn.status()).toBe(200);
    await page.goto('/admin/invoices/new');
    await page.getByLabel('Company').fill('Stadtwerke Musterstadt');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/drafts\/[0-9a-f-]{36}\?notice=draft-saved/);
    // Locators skip <noscript>, where the notices stand without JavaScript.
    expect(await page.content()).toContain('Draft saved');
    await expect(page.getByLabel('Company')).toHaveValue('Stadtwerke Musterstadt');

    await page.getByLabel('Street and number').fill('Am Markt 1');
    await page.getByLabel('Postcode').fill('12345');
    await page.getByLabel('Town').fill('Musterstadt');
    await page.getByLabel('E-mail for invoices').fill('rechnung@stadtwerke.test');
    await page.getByLabel('Buyer reference (optional)').fill('04011000-12345-67');
    await page.getByLabel('Service date (or first day)').fill('2026-12-01');
    await page.getByLabel('Last day of a period (optional)').fill('2026-12-31');
    await page.getByLabel('Due date').fill('2020-01-01');
    const line = page.getByRole('group', { name: 'Line 1', exact: true });
    await line.getByLabel('Description').fill('Anzeige Partnerseite');
    await line.getByLabel('Quantity').fill('1');
    await line.getByLabel('Unit', { exact: true }).selectOption({ label: 'Month' });
    await line.getByLabel('Net unit price (€)').fill('347');
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await expect(page.getByText('The due date cannot be before the issue date')).toBeVisible();
    await expect(page.getByLabel('Buyer reference (optional)')).toHaveValue('04011000-12345-67');
    await expect(line.getByLabel('Net unit price (€)')).toHaveValue('347');

    await page.getByLabel('Due date').fill(new Date(Date.now() + 14 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }));
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}\?notice=issued/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice RE-\d{4}-\d{5}$/);
    expect(await amountOnPage(page, 'gross')).toBe('412,93 €');

    await page.goto('/admin/invoices?q=Stadtwerke');
    await expect(page.getByRole('table').getByText('Stadtwerke Musterstadt')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Drafts' })).toHaveCount(0);
  });
});
