import { expect, type Page, test } from './fixtures';
import { adminPage, axeViolations, dismissConsent, E2E_ADMIN, E2E_PLANNER_NAME, E2E_ROSTOCK_VENUES, hydrated, mailsContaining, mailsTo, newVisitor, sendRequest } from './helpers';

// Availability in one click, as its people walk it: a company asks for a party in Rostock, the planner asks both of
// the city's venues (seed-venues.ts) at once, one answers on a phone without JavaScript, the other with an option;
// the planner hears of each answer by mail and finds the request marked in the inbox until opening it; both answers
// go into the offer, the company accepts the first, which gets its booking mail and confirms it (the planner hears of
// that too), and the second is told its option is free; the Venues tab counts the answers. Rostock is this spec's own city.

const [WARNOW, HAFEN] = E2E_ROSTOCK_VENUES;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
const linkIn = (text: string | undefined) => /https?:\/\/\S+\/verfuegbarkeit\/[A-Za-z0-9_-]{43}/.exec(text ?? '')![0];

async function venueAnswers(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Ist Ihre Location an diesen Terminen frei?' })).toBeVisible();
}

test('a planner asks two venues at once; their answers go into the offer; the chosen venue confirms and the other is released', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const company = `Warnow-Werft ${stamp} GmbH`;
  const email = `werft-${stamp}@kunde.test`;
  const visitor = await newVisitor(browser);
  await dismissConsent(visitor);
  await sendRequest(visitor, '/rostock', { participants: '50', packageId: 'basis', company, contact: 'Greta Werft', email, phone: '+49 381 555' });

  // The planner asks both venues on the request's page: the city's venues with room for 50 come first.
  const admin = await adminPage(browser);
  await admin.goto(`/admin/requests?q=${encodeURIComponent(company)}`);
  await admin.getByRole('link', { name: company }).click();
  await expect(admin).toHaveURL(/\/admin\/requests\/[0-9a-f-]{36}$/);
  const requestUrl = admin.url();
  // The ask is a plain form: the planner sends it without JavaScript.
  const plainContext = await browser.newContext({ javaScriptEnabled: false, storageState: await admin.context().storageState(), extraHTTPHeaders: { 'x-forwarded-for': '2001:db8:ffff:41::1' } });
  const plain = await plainContext.newPage();
  await plain.goto(requestUrl);
  const section = plain.getByRole('region', { name: 'Availability' });
  for (const venue of [WARNOW, HAFEN]) await section.getByRole('checkbox', { name: new RegExp(venue.name) }).check();
  const day = inDays(30);
  await section.getByLabel('Date 1', { exact: true }).fill(day);
  await section.getByLabel('Start 1', { exact: true }).fill('18:30');
  await section.getByLabel('End 1', { exact: true }).fill('23:30');
  await expect(section.getByLabel('Guests')).toHaveValue('50');
  // A text that names the company is held back: the warning says what it found, nothing is sent, nothing typed is lost.
  await section.getByLabel("The company's wishes").fill(`Gern mit Blick aufs Wasser; Rückfragen an ${email}`);
  await section.getByRole('button', { name: 'Ask the ticked venues' }).click();
  await expect(section.locator('#ask-identity-warning')).toContainText(`Your text to the venues names the e-mail address ${email}.`);
  for (const venue of [WARNOW, HAFEN]) await expect(section.getByRole('checkbox', { name: new RegExp(venue.name) })).toBeChecked();
  await expect(section.getByLabel('Start 1', { exact: true })).toHaveValue('18:30');
  await section.getByLabel("The company's wishes").fill('Gern mit Blick aufs Wasser');
  await section.getByRole('button', { name: 'Ask anyway' }).click();
  // The page made anew after the post lists both venues as asked (the status line stays a JavaScript toast).
  for (const venue of [WARNOW, HAFEN]) await expect(section.getByRole('checkbox', { name: new RegExp(`${venue.name}.*already asked for this request`) })).toBeDisabled();
  await expect(section.getByText("The company's wishes: Gern mit Blick aufs Wasser")).toBeVisible();
  await plainContext.close();

  // Each venue's mail: from the planner, with its own link, without the company's name or contact.
  const [askWarnow] = await mailsTo(WARNOW.contactEmail, 1);
  const [askHafen] = await mailsTo(HAFEN.contactEmail, 1);
  expect(askWarnow.subject).toBe(`Anfrage Weihnachtsfeier für 50 Personen am ${day.split('-').reverse().join('.')} – ${WARNOW.name}`);
  // Greeted by the salutation the catalogue has for each contact; a reply reaches the planner who asked, who signs.
  expect(askWarnow.text?.split('\n')[0]).toBe('Guten Tag Frau Warnow,');
  expect(askHafen.text?.split('\n')[0]).toBe('Guten Tag Herr Haff,');
  for (const mail of [askWarnow, askHafen]) {
    expect(mail.replyTo?.value[0]?.address).toBe(E2E_ADMIN.email);
    expect(mail.text).toContain(`Mit freundlichen Grüßen\n${E2E_PLANNER_NAME}\n`);
  }
  for (const mail of [askWarnow, askHafen]) {
    expect(mail.text).toContain('Gern mit Blick aufs Wasser');
    expect(mail.text).not.toContain(company);
    expect(mail.text).not.toContain(email);
  }
  const warnowLink = linkIn(askWarnow.text);
  const hafenLink = linkIn(askHafen.text);
  expect(warnowLink).not.toBe(hafenLink);

  // The first venue answers on a phone without JavaScript: the date is free, its catalogue's menu price kept.
  const phone = await newVisitor(browser, undefined, { javaScriptEnabled: false });
  await phone.setViewportSize({ width: 375, height: 812 });
  await venueAnswers(phone, warnowLink);
  await expect(phone.getByText(company)).toHaveCount(0);
  const response = await phone.request.get(warnowLink);
  expect([response.status(), response.headers()['cache-control'], response.headers()['x-robots-tag']]).toEqual([200, 'no-store', 'noindex, nofollow']);
  await expect(phone.getByLabel('Leistung').first()).toHaveValue('Menü drei Gänge');
  // A price that is not an amount: refused with its message, nothing else lost.
  await phone.getByLabel('Frei', { exact: true }).check();
  await phone.getByLabel('Netto (€)').first().fill('viel');
  await phone.getByLabel('Ihre Nachricht an uns (freiwillig)').fill('Wir freuen uns auf Sie!');
  await phone.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(phone.getByText('Bitte geben Sie den Betrag in Euro an, zum Beispiel 45,00.')).toBeVisible();
  await expect(phone.getByLabel('Ihre Nachricht an uns (freiwillig)')).toHaveValue('Wir freuen uns auf Sie!');
  await phone.getByLabel('Netto (€)').first().fill('45,00');
  await phone.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(phone.getByRole('status')).toContainText('Vielen Dank, Ihre Antwort ist bei uns angekommen.');
  await phone.screenshot({ path: 'test-results/availability-answer-375.png', fullPage: true });

  // The second holds an option until a week before the party and names its price in a word.
  const hafen = await newVisitor(browser);
  await venueAnswers(hafen, hafenLink);
  await hydrated(hafen);
  expect(await axeViolations(hafen)).toEqual([]);
  await hafen.getByLabel('Wir halten eine Option bis').check();
  await hafen.getByLabel('Option bis', { exact: true }).fill(inDays(23));
  await hafen.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(hafen.getByRole('status')).toContainText('Vielen Dank, Ihre Antwort ist bei uns angekommen.');

  // The planner who asked hears of each answer once, in the language of their account (not chosen: German), with the
  // way to the request; the inbox marks the request until the planner opens it, and the inbox's prefetch does not count.
  const [news] = await mailsContaining(`„${WARNOW.name}“ hat auf die Verfügbarkeitsanfrage für ${company} geantwortet:`, 1);
  expect([news.subject, news.to && !Array.isArray(news.to) ? news.to.text : '', news.replyTo?.value[0]?.address]).toEqual([`Antwort von „${WARNOW.name}“ – Anfrage ${company}`, E2E_ADMIN.email, WARNOW.contactEmail]);
  expect(news.text).toContain(`${day.split('-').reverse().join('.')}, 18:30–23:30 Uhr: frei`);
  expect(news.text).toContain(`Zur Anfrage: ${requestUrl}`);
  await mailsContaining(`„${HAFEN.name}“ hat auf die Verfügbarkeitsanfrage für ${company} geantwortet:`, 1);
  const inbox = `/admin/requests?q=${encodeURIComponent(company)}`;
  const inboxRow = () => admin.getByRole('row', { name: new RegExp(company) });
  await admin.goto(inbox);
  await expect(inboxRow()).toContainText('New venue reply');
  await admin.request.get(requestUrl, { headers: { rsc: '1', 'next-router-prefetch': '1' } });
  await admin.reload();
  await expect(inboxRow()).toContainText('New venue reply');

  // The operator of the first venue sees the request in its partner area.
  const operator = await newVisitor(browser);
  await operator.goto('/partner/anmelden');
  await operator.getByLabel('E-Mail-Adresse', { exact: true }).fill(WARNOW.partner!.email);
  await operator.getByLabel('Passwort', { exact: true }).fill(WARNOW.partner!.password);
  await operator.getByRole('button', { name: 'Anmelden' }).click();
  const listed = operator.getByRole('region', { name: 'Anfragen für Ihre Locations' });
  await expect(listed.getByRole('row', { name: new RegExp(WARNOW.name) })).toContainText('Beantwortet');

  // The planner sees both answers side by side and takes both into the offer.
  await admin.goto(requestUrl);
  await hydrated(admin);
  const card = (name: string) => admin.getByRole('region', { name: 'Availability' }).getByRole('listitem').filter({ has: admin.getByRole('heading', { name }) });
  await expect(card(WARNOW.name)).toContainText('free');
  await expect(card(WARNOW.name)).toContainText('45,00');
  await expect(card(HAFEN.name)).toContainText('option until');
  await admin.getByRole('region', { name: 'Availability' }).screenshot({ path: 'test-results/availability-admin.png' });
  expect(await axeViolations(admin, 'section[aria-labelledby="availability-title"]')).toEqual([]);
  for (const venue of [WARNOW, HAFEN]) {
    await card(venue.name).getByRole('button', { name: 'Add to offer' }).click();
    await expect(card(venue.name)).toContainText('taken into the offer');
  }
  await admin.goto(`${requestUrl}/offer`);
  await expect(admin.getByText(/taken from the venue's answer/i)).toHaveCount(2);
  // What the venue wrote to us stands in its option's note, for the planner to edit.
  await expect(admin.getByLabel('Personal note').first()).toHaveValue('Wir freuen uns auf Sie!');
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Version 1 published' })).toBeVisible();
  // Opened by the planner, the request is no longer marked.
  await admin.goto(inbox);
  await expect(inboxRow()).not.toContainText('New venue reply');

  // The company accepts the first venue.
  const offerMail = (await mailsTo(email, 2)).find((mail) => mail.subject === 'Ihr Angebot für Ihre Weihnachtsfeier');
  const offerLink = /https?:\/\/\S+\/angebot\/[A-Za-z0-9_-]{43}/.exec(offerMail?.text ?? '')![0];
  await visitor.goto(offerLink);
  await visitor.getByRole('link', { name: new RegExp(`Diese Location wählen.*${WARNOW.name}`) }).first().click();
  await visitor.getByRole('group', { name: `Termin bei ${WARNOW.name}` }).getByRole('radio').check();
  await visitor.getByLabel('Teilnehmerzahl').fill('48');
  await visitor.getByLabel('Firma').fill(company);
  await visitor.getByLabel('Straße und Hausnummer').fill('Am Strande 9');
  await visitor.getByLabel('PLZ').fill('18055');
  await visitor.getByLabel('Ort').fill('Rostock');
  await visitor.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await visitor.getByRole('button', { name: 'Verbindlich annehmen' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Angenommen am' })).toContainText(WARNOW.name);

  // The chosen venue's booking mail names the company; the other venue hears that its option is free.
  const booking = (await mailsTo(WARNOW.contactEmail, 2)).find((mail) => mail.subject?.startsWith('Buchung:'));
  for (const words of [company, 'Greta Werft', email, '+49 381 555', '48 Personen']) expect(booking?.text).toContain(words);
  // What it bills the company directly: the address, the accepted lines for 48 guests with the totals, the terms as dates.
  for (const words of [
    `Rechnungsadresse:\n    ${company}\n    Am Strande 9\n    18055 Rostock\n`,
    'Bestellnummer:\n    keine angegeben\n',
    'Angenommene Positionen für 48 Gäste:\n',
    '    Gesamtbetrag brutto: ',
    'Wenn die Firma absagt (Stand ',
    'Bitte prüfen Sie die Positionen und Beträge und bestätigen Sie die Buchung bis ',
  ])
    expect(booking?.text).toContain(words);
  const release = (await mailsTo(HAFEN.contactEmail, 2)).find((mail) => mail.subject === `Ihre Option ist wieder frei – ${HAFEN.name}`);
  expect(release?.text).toContain('Die Firma hat sich für eine andere Location entschieden.');
  expect(release?.text).not.toContain(company);

  // The chosen venue confirms on its page, without JavaScript; the request's history records it.
  await phone.goto(warnowLink);
  await expect(phone.getByRole('heading', { name: 'Die Firma hat sich für Ihre Location entschieden' })).toBeVisible();
  await expect(phone.getByText(company).first()).toBeVisible();
  const bill = phone.getByRole('region', { name: 'Ihre Rechnung an die Firma' });
  for (const words of ['Am Strande 9', '18055 Rostock', 'Angenommene Positionen für 48 Gäste', 'Gesamtbetrag brutto', 'Wenn die Firma absagt (Stand']) await expect(bill).toContainText(words);
  await expect(phone.getByText('Bitte prüfen Sie vorher die Positionen und Beträge oben.', { exact: false })).toBeVisible();
  await phone.screenshot({ path: 'test-results/availability-booking-375.png', fullPage: true });
  await phone.getByRole('button', { name: 'Buchung bestätigen' }).click();
  await expect(phone.getByText(/Sie haben die Buchung am .* bestätigt/)).toBeVisible();
  await hafen.goto(hafenLink);
  await expect(hafen.getByText('Die Firma hat sich für eine andere Location entschieden; Ihre Option ist damit frei.')).toBeVisible();

  const [confirmedNews] = await mailsContaining(`„${WARNOW.name}“ hat die Buchung für ${company} bestätigt.`, 1);
  expect(confirmedNews.subject).toBe(`Buchung bestätigt von „${WARNOW.name}“ – Anfrage ${company}`);
  await admin.goto(inbox);
  await expect(inboxRow()).toContainText('New venue reply');
  await admin.goto(requestUrl);
  await expect(admin.getByRole('region', { name: 'History' })).toContainText('Booking confirmed by the venue');
  await expect(card(WARNOW.name)).toContainText('booking confirmed');
  await expect(card(HAFEN.name)).toContainText('released');

  // The Venues tab: how each venue answers its requests.
  await admin.goto(`/admin/venues?q=${encodeURIComponent(WARNOW.name)}`);
  await expect(admin.getByRole('row', { name: new RegExp(WARNOW.name) })).toContainText('1 of 1 answered · median under 1 h');
});
