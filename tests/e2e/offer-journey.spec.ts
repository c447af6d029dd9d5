import type { ParsedMail } from 'mailparser';
import { extractText } from 'unpdf';
import { expect, type Page, test } from './fixtures';
import { adminPage, dismissConsent, mailsContaining, mailsTo, newVisitor, sendRequest, thanksAddress } from './helpers';

// The whole path of an offer as its people walk it: the planner makes three venues and an offer from them, the
// company gets the link by mail, compares and chooses option 2 with its second date; page, mails, PDF and the
// admin then state the same figures. Dresden is this spec's own city (no demo or seeded venue is there).

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
const spaced = (text: string) => text.replace(/\s+/g, ' ');
/** An amount as formatEuro writes it on the page: a no-break space before €. */
const euro = (text: string) => text.replace(/ €/g, '\u00a0€');

async function createVenue(admin: Page, name: string, menuNet: string) {
  await admin.goto('/admin/venues/new');
  const group = (label: string) => admin.getByRole('group', { name: label, exact: true });
  await admin.getByLabel('Name', { exact: true }).fill(name);
  await admin.getByLabel('City', { exact: true }).selectOption({ label: 'Dresden' });
  await admin.getByLabel('Address').fill('Ostra-Allee 1, 01067 Dresden');
  await admin.getByLabel('Capacity seated').fill('100');
  await admin.getByLabel('Capacity standing').fill('150');
  await admin.getByRole('checkbox', { name: 'Event venue' }).check();
  await group('Price block 1').getByLabel('Text').fill('Raummiete');
  await group('Price block 1').getByLabel('Net price (€)').fill('800,00');
  await group('Price block 1').getByLabel('VAT').selectOption('19');
  await group('Price block 2').getByLabel('Text').fill('Menü 3 Gänge');
  await group('Price block 2').getByLabel('Basis').selectOption({ label: 'Per person' });
  await group('Price block 2').getByLabel('Net price (€)').fill(menuNet);
  await group('Price block 2').getByLabel('VAT').selectOption('7');
  await group('Cancellation step 1').getByLabel('Days before the event').fill('14');
  await group('Cancellation step 1').getByLabel('Percent due').fill('50');
  await admin.getByRole('button', { name: 'Create Venue' }).click();
  await expect(admin).toHaveURL(/\/admin\/venues(\?.*)?$/);
}

async function textOfPdf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(bytes, { mergePages: true });
  return spaced(text);
}

async function pdfText(mail: ParsedMail): Promise<string> {
  const [pdf] = mail.attachments.filter((file) => file.contentType === 'application/pdf');
  expect(pdf.filename).toMatch(/^Angebot-.+-v1\.pdf$/);
  return textOfPdf(new Uint8Array(pdf.content));
}

/** The gross total of the comparison table's second option. */
async function secondGross(page: Page): Promise<string> {
  const table = page.getByRole('table', { name: /Vergleich der Locations/ });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Gesamtbetrag brutto', exact: true }) });
  return spaced((await row.getByRole('cell').nth(1).innerText()).trim());
}

test('a planner builds an offer from three new venues, the company compares it and chooses option 2 with its second date', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  // Named in alphabetical order: the builder lists (and numbers) the chosen venues by name.
  const venues = [`Albertinum-Saal ${stamp}`, `Elbterrasse ${stamp}`, `Zwinger-Saal ${stamp}`];
  const admin = await adminPage(browser);
  for (const [i, name] of venues.entries()) await createVenue(admin, name, ['42,50', '39,90', '47,00'][i]);

  const company = `Reise & Söhne ${stamp} GmbH`;
  const email = `reise-${stamp}@kunde.test`;
  const visitor = await newVisitor(browser);
  await dismissConsent(visitor);
  await sendRequest(visitor, '/dresden', { participants: '40', packageId: 'basis', company, contact: 'Rita Reise', email, phone: '+49 351 555' });
  await expect(visitor).toHaveURL(thanksAddress('Dresden'));

  // The planner: the three new venues are suggested (Dresden, room for 40); one option each.
  await admin.goto(`/admin/requests?q=${encodeURIComponent(company)}`);
  await admin.getByRole('link', { name: company }).click();
  await expect(admin).toHaveURL(/\/admin\/requests\/[0-9a-f-]{36}$/);
  const requestUrl = admin.url();
  await admin.getByRole('link', { name: 'Create offer' }).click();
  for (const name of venues) await admin.getByRole('checkbox', { name: new RegExp(name) }).check();
  await admin.getByRole('button', { name: 'Continue with these venues' }).click();
  await expect(admin.getByRole('heading', { name: /^Option 3: / })).toBeVisible();
  for (const i of [0, 1, 2]) {
    await admin.locator(`#o${i}-d0-date`).fill(inDays(20 + i));
    await admin.locator(`#o${i}-d0-start`).fill('18:00');
    await admin.locator(`#o${i}-d0-end`).fill('23:30');
  }
  await admin.locator('#o1-d1-date').fill(inDays(27));
  await admin.locator('#o1-d1-start').fill('19:00');
  await admin.locator('#o1-d1-end').fill('01:00');
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Version 1 published' })).toBeVisible();

  // The company: the mail with its link and the offer as PDF.
  const offerMail = (await mailsTo(email, 2)).find((mail) => mail.subject === 'Ihr Angebot für Ihre Weihnachtsfeier');
  if (!offerMail) throw new Error('no offer mail');
  const link = /https?:\/\/\S+\/angebot\/[A-Za-z0-9_-]{43}/.exec(offerMail.text ?? '')![0];
  expect(await pdfText(offerMail)).toContain(venues[1]);

  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto(link);
  const table = visitor.getByRole('table', { name: /Vergleich der Locations/ });
  await expect(table.getByRole('columnheader')).toHaveText([new RegExp(venues[0]), new RegExp(venues[1]), new RegExp(venues[2])]);
  const gross = await secondGross(visitor);
  // Option 2 by hand: Raummiete 800,00 (19 %) + 40 × 39,90 = 1.596,00 (7 %) + planning fee 199,00 (19 %):
  // net 2.595,00; VAT 7 % 111,72; VAT 19 % 189,81; gross 2.896,53.
  expect(gross).toBe('2.896,53 €');
  // Who bills what of it: the venue its lines, 800,00 + 152,00 + 1.596,00 + 111,72 = 2.659,72 €; we the planning fee,
  // 199,00 + 37,81 = 236,81 €.
  const venueShare = (total: boolean) =>
    `${total ? `Vom Gesamtbetrag von ${gross}` : 'Davon'} stellt Ihnen die Location „${venues[1]}“ 2.659,72 € direkt in Rechnung, nach ihren eigenen Zahlungsbedingungen.`;
  const feeShare = 'Unsere Planungspauschale von 236,81 € stellen wir Ihnen nach der Buchung der Location in Rechnung.';
  const billingRow = table.getByRole('row').filter({ has: visitor.getByRole('rowheader', { name: 'Rechnungsstellung', exact: true }) });
  await expect(billingRow.getByRole('cell').nth(1).getByRole('listitem')).toHaveText([euro(venueShare(false)), euro(feeShare)]);
  await visitor.screenshot({ path: 'test-results/offer-journey-1280.png', fullPage: true });
  // The planner's view of the version is the company's page.
  await admin.getByRole('link', { name: 'View as the company sees it' }).click();
  await expect(admin.getByRole('heading', { name: 'Version 1 as the company sees it' })).toBeVisible();
  expect(await secondGross(admin)).toBe(gross);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect(visitor.getByRole('article').nth(1)).toContainText(gross.replace(' ', '\u00a0'));
  await visitor.screenshot({ path: 'test-results/offer-journey-390.png', fullPage: true });

  const secondDate = await visitor.getByRole('article').nth(1).getByText(/·\s19:00–01:00 Uhr/).first().innerText();
  await visitor.getByRole('article').nth(1).getByRole('link', { name: /Diese Location wählen/ }).click();
  await visitor.getByLabel(secondDate.trim()).check();
  await visitor.getByLabel('Teilnehmerzahl').fill('40');
  await visitor.getByLabel('Firma').fill(company);
  await visitor.getByLabel('Straße und Hausnummer').fill('Prager Straße 2');
  await visitor.getByLabel('PLZ').fill('01069');
  await visitor.getByLabel('Ort').fill('Dresden');
  await visitor.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await visitor.getByRole('button', { name: 'Verbindlich annehmen' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Angenommen am' })).toContainText(`${venues[1]}, ${secondDate.trim()}`);
  // At the top of the page: what was accepted, for the group as accepted, and who bills what of its total.
  const accepted = visitor.getByRole('region', { name: 'Ihre Zusage' });
  for (const text of [`Option 2 – ${venues[1]}`, secondDate.trim(), '40 Personen', `${gross} (72,41 € pro Person)`, venueShare(false), feeShare, company, 'Prager Straße 2', '01069 Dresden', 'keine angegeben']) {
    await expect(accepted).toContainText(euro(text));
  }

  // Both mails and the PDF state the page's figure.
  const confirmation = (await mailsTo(email, 3)).find((mail) => mail.subject === `Ihre Zusage: ${venues[1]}`);
  if (!confirmation) throw new Error('no confirmation');
  expect(spaced(confirmation.text ?? '')).toContain(`Gesamtbetrag brutto: ${gross}`);
  expect(spaced(confirmation.text ?? '')).toContain(`${venueShare(true)} ${feeShare}`);
  const confirmationPdf = await pdfText(confirmation);
  expect(confirmationPdf).toContain(gross);
  expect(confirmationPdf).toContain(`${venueShare(false)} ${feeShare}`);
  expect(confirmationPdf).toContain(`Angenommen am`);
  // To the planner who published (the admin) and to the team's address.
  const notifications = await mailsContaining(`${company} hat das Angebot`, 2);
  for (const notification of notifications) expect(spaced(notification.text ?? '')).toContain(gross);

  const download = await visitor.request.get(`${link}/pdf`);
  expect([download.status(), download.headers()['content-type'], download.headers()['cache-control']]).toEqual([200, 'application/pdf', 'no-store']);
  const downloaded = await textOfPdf(new Uint8Array(await download.body()));
  expect(downloaded).toContain(gross);
  expect(downloaded).toContain(`Angenommen am`);

  // The planner sees the acceptance in the request's status and history.
  await admin.goto(requestUrl);
  await expect(admin.getByRole('article').locator('header')).toContainText('Offer accepted');
  const history = admin.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Offer version 1 published');
  await expect(history).toContainText('Offer first opened');
  await expect(history).toContainText(`Offer accepted`);
  await expect(history).toContainText('Customer');
  // And what was accepted: option, date, guests, total and who bills it, billing address, order number.
  const [year, month, day] = inDays(27).split('-');
  const acceptedOffer = admin.getByRole('region', { name: 'Accepted offer' });
  for (const text of [`Option 2: ${venues[1]}`, `${day}.${month}.${year}, 19:00–01:00`, 'Guests40', `${gross} (72,41 € per person)`, 'Billed by the venue2.659,72 €', 'Billed by us (planning fee)236,81 €', company, 'Prager Straße 2', '01069 Dresden', 'Order number–']) {
    await expect(acceptedOffer).toContainText(euro(text));
  }
});
