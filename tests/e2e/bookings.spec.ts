import { MONTH_PRICES } from '../../src/features/ad-slots/prices';
import { formatEuro } from '../../src/lib/money';
import { berlinToday, formatLongDate, startOfBerlinDay } from '../../src/lib/time';
import { expect, type Page, test } from './fixtures';
import { adminPage, E2E_ORIGIN, E2E_PLANNER_NAME, E2E_PLANNER_PHONE, E2E_PLANNER_TITLE, hydrated, mailsTo, newVisitor } from './helpers';

// A venue operator books ad months on the partner page: from the calculation's "Jetzt buchen" to the form, the
// double opt-in mail (a real SMTP server), its confirmation and the partner area it opens; the same without JavaScript. Each test books its
// own city and a month of next year, so the runs never fill each other's slots.

const nextYear = new Date().getFullYear() + 1;

/** The rule beside the start months' prices (full months) on the form. */
const PRO_RATA = 'Beginnt Ihr Zeitraum im laufenden Monat, berechnen wir diesen Monat anteilig ab dem Tag der Freischaltung.';
const PRO_RATA_NOW = 'Ihr Zeitraum beginnt im laufenden Monat: Diesen Monat berechnen wir anteilig ab dem Tag, an dem wir Ihre Anzeige freischalten.';

/** An amount, and a mail's text, with the no-break space before € made a plain one (as the page's text is compared). */
const euro = (cents: number) => formatEuro(cents).replace(/\u00a0/g, ' ');
const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

/** Every mail about an ad booking greets its contact by salutation and surname, and a reply reaches the team's address (LEAD_NOTIFY_EMAIL). */
const TEAM_ADDRESS = 'team@planer.test';
const greetingAndReplyTo = (mail: { text?: string; replyTo?: { value: { address?: string }[] } } | undefined) => [mail?.text?.split('\n')[0], mail?.replyTo?.value[0]?.address];
/** The admin who approved signs the approval and the invoice by name, title and direct line. */
const SIGNED_BY_ADMIN = `Mit freundlichen Grüßen\n${E2E_PLANNER_NAME}\n${E2E_PLANNER_TITLE}\nTelefon: ${E2E_PLANNER_PHONE}\n`;

/**
 * What a booking from this month to December costs, worked out from today in Berlin (the e2e run happens on any day
 * of the month): booked at the full months' prices; approved today, this month is charged for its days from today
 * on (price × days ÷ days of the month, half a cent up), the later months in full.
 */
function thisMonthsFigures() {
  const today = berlinToday();
  const [year, month, day] = today.split('-').map(Number);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days = daysInMonth - day + 1;
  const monthCents = MONTH_PRICES[month - 1].price! * 100;
  const laterCents = MONTH_PRICES.slice(month).reduce((sum, later) => sum + (later.price ?? 0) * 100, 0);
  const firstCents = Math.floor((2 * monthCents * days + daysInMonth) / (2 * daysInMonth));
  return { today, year, bookedCents: monthCents + laterCents, chargedCents: firstCents + laterCents };
}

async function fillBooking(page: Page, email: string, venueName = 'Brauhaus am Dom') {
  await page.getByLabel('Name der Location').fill(venueName);
  await page.getByLabel('Beschreibung (bis 600 Zeichen)').fill('Kölsch, Sauerbraten und ein Saal für 120 Gäste.');
  await page.getByLabel('Website (optional)').fill('https://brauhaus.test');
  // The salutation is a plain select („keine Angabe“, „Frau“, „Herr“), chosen with the keyboard like any other field.
  await expect(page.getByLabel('Anrede')).toHaveValue('');
  await page.getByLabel('Anrede').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Anrede')).toHaveValue('herr');
  await page.getByLabel('Ansprechperson').fill('Jupp Schmitz');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Telefon').fill('0221 123456');
  await page.getByLabel('Firma').fill('Brauhaus GmbH');
  await page.getByLabel('Straße und Hausnummer').fill('Am Dom 1');
  await page.getByLabel('PLZ').fill('50667');
  await page.getByLabel('Ort', { exact: true }).fill('Köln');
}

/** The team approves the booking of `venueName` in the Bookings tab; the operator gets the invoice with its PDF. */
async function approve(browser: Parameters<typeof adminPage>[0], venueName: string, email: string) {
  const admin = await adminPage(browser);
  await admin.goto('/admin/bookings');
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: venueName }) });
  await expect(card.getByText('Awaiting review')).toBeVisible();
  // The tab counts what waits for the team (other specs' bookings and changes too, so at least this one).
  await expect(admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Bookings\s*\d+ to review$/ })).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(/^Booking approved: the ad is live for its period, invoice RE-\d{4}-\d{5}/)).toBeVisible();
  const mails = await mailsTo(email, 3);
  const invoice = mails.find((mail) => /^Rechnung RE-/.test(mail.subject ?? ''));
  expect(invoice?.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
  const approved = mails.find((mail) => mail.subject?.startsWith('Ihre Anzeige ist freigegeben'));
  // Both greet the booking's contact as the form took him down, are signed by the admin who approved, and a reply reaches the team.
  for (const mail of [approved, invoice]) {
    expect(greetingAndReplyTo(mail)).toEqual(['Guten Tag Herr Schmitz,', TEAM_ADDRESS]);
    expect(plain(mail?.text)).toContain(SIGNED_BY_ADMIN);
  }
  // Both lead to the partner area.
  expect(approved?.text).toContain(`${E2E_ORIGIN}/partner\n`);
  expect(invoice?.text).toContain(`Ihre Rechnungen finden Sie jederzeit auch in Ihrem Partnerbereich:\n${E2E_ORIGIN}/partner\n`);
  return { admin, invoiceText: plain(invoice?.text) };
}

/**
 * The operator confirms by the mailed link, which makes their partner account: they set its password on the page
 * the confirmation leads to and land in the partner area, signed in.
 */
async function confirmByMail(page: Page, email: string) {
  const [mail] = await mailsTo(email, 1);
  expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Werbeplatz-Buchung');
  expect(greetingAndReplyTo(mail)).toEqual(['Guten Tag Herr Schmitz,', TEAM_ADDRESS]);
  const link = mail.text?.match(new RegExp(`${E2E_ORIGIN}/ad-partners/bestaetigen\\?token=[\\w-]{43}`))?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Buchung bestätigen' })).toBeVisible();
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank: Ihre Buchung ist bestätigt' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Passwort für Ihren Partnerbereich festlegen' })).toBeVisible();
  await page.getByLabel('Neues Passwort').fill('kurz');
  await page.getByLabel('Passwort wiederholen').fill('kurz');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
  await page.getByLabel('Neues Passwort').fill('Kölsch-und-Dom-2027');
  await page.getByLabel('Passwort wiederholen').fill('Kölsch-und-Dom-2027');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Partnerbereich' })).toBeVisible();
  await expect(page.getByText(`Angemeldet als ${email}`)).toBeVisible();
  await page.goto(link!);
  await expect(page.getByText('Diese Buchung ist bereits bestätigt.')).toBeVisible();
}

/** The partner area's row of a booking. */
const bookingRow = (page: Page, venueName: string) => page.getByRole('region', { name: 'Ihre Buchungen' }).getByRole('row').filter({ hasText: venueName });

test('an operator books Oktober to Dezember for Köln from the calculation and confirms by the mailed link', async ({ browser }) => {
  const page = await newVisitor(browser);
  const email = `wirt-${Date.now()}@brauhaus.test`;
  await page.goto('/ad-partners?monat=oktober&stadt=koeln');
  await page.getByRole('link', { name: 'Jetzt buchen: Start im Oktober' }).click();
  await expect(page).toHaveURL(/\/ad-partners\/buchen\?stadt=koeln&monat=oktober/);
  await expect(page.getByLabel('Stadt', { exact: true })).toHaveValue('koeln');
  await expect(page.getByRole('heading', { name: 'Freie Werbeplätze in Köln' })).toBeVisible();
  await page.getByLabel('Startmonat (Laufzeit bis Dezember)').selectOption(`${nextYear}-10`);
  // The prices are for full months; the rule for a month that has begun stands beside them before anyone books.
  await expect(page.getByText(PRO_RATA)).toBeVisible();
  await fillBooking(page, email);
  await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
  await expect(page.getByText('Bitte akzeptieren Sie die Partner-AGB.')).toBeVisible();
  await expect(page.getByLabel('Name der Location')).toHaveValue('Brauhaus am Dom');
  await expect(page.getByLabel('Anrede')).toHaveValue('herr');
  await page.getByRole('checkbox', { name: /Partner-AGB/ }).check();
  // Sent from a phone, far down the form: the message takes its place, in view and focused.
  await page.setViewportSize({ width: 390, height: 740 });
  await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Fast geschafft' });
  await expect(sent).toBeInViewport();
  await expect(sent).toBeFocused();
  await expect(sent).toContainText(`Oktober ${nextYear} bis Dezember ${nextYear}`);
  await expect(sent).toContainText('347,00 € zzgl. MwSt.');
  await expect(sent).toContainText('Bitte klicken Sie innerhalb von 30 Minuten auf den Link darin');
  await expect(sent).not.toContainText(PRO_RATA_NOW);
  await confirmByMail(page, email);
  const { admin, invoiceText } = await approve(browser, 'Brauhaus am Dom', email);
  // Approved before its first month: the whole period at the booked price, 347,00 € net.
  expect(invoiceText).toContain('(netto 347,00 € zzgl. 65,93 € USt.)');
  await admin.goto('/admin/venue-ads');
  const koeln = admin.getByRole('table', { name: 'Booked, held and free slots per city and month' }).getByRole('row').filter({ has: admin.getByRole('rowheader', { name: 'Köln', exact: true }) });
  await expect(koeln.getByRole('cell').filter({ hasText: `Brauhaus am Dom (booked)` }).first()).toBeVisible();
  // Approved, but its period starts next year: not on the city page yet.
  await page.goto('/koeln');
  await expect(page.getByText('Brauhaus am Dom')).toHaveCount(0);

  // The operator's partner area: the booking approved, the ad waiting for its months, the invoice as PDF.
  await page.goto('/partner');
  await expect(bookingRow(page, 'Brauhaus am Dom')).toContainText(`Oktober ${nextYear} bis Dezember ${nextYear}`);
  await expect(bookingRow(page, 'Brauhaus am Dom')).toContainText('Freigegeben');
  await expect(bookingRow(page, 'Brauhaus am Dom')).toContainText('347,00 €');
  await expect(page.getByRole('article', { name: 'Brauhaus am Dom · Köln' })).toContainText(`Sichtbar ab 1. Oktober ${nextYear} bis 31. Dezember ${nextYear}.`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^PDF RE-\d{4}-\d{5}$/ }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^RE-\d{4}-\d{5}\.pdf$/);
  // A partner account is never let into the admin.
  const forbidden = await page.goto('/admin');
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
  expect((await page.request.get('/admin/export/requests')).status()).toBe(403);
});

test('a booking that starts this month shows on the city page once the team approves it', async ({ browser }) => {
  const now = new Date();
  const month = Number(now.toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' }).slice(5, 7));
  test.skip(month < 3, 'January and February cannot be booked');
  const page = await newVisitor(browser);
  const email = `jetzt-${Date.now()}@printenhaus.test`;
  const venueName = `Printenhaus ${Date.now()}`;
  await page.goto(`/ad-partners/buchen?stadt=aachen&start=${now.getFullYear()}-${String(month).padStart(2, '0')}`);
  await fillBooking(page, email, venueName);
  await page.getByRole('checkbox', { name: /Partner-AGB/ }).check();
  await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
  // Priced for full months before booking, with the rule that this month is charged from the approval on.
  const sent = page.getByRole('status').filter({ hasText: 'Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse' });
  await expect(sent).toContainText(`${euro(thisMonthsFigures().bookedCents)} zzgl. MwSt.`);
  await expect(sent).toContainText(PRO_RATA_NOW);
  await page.goto('/aachen');
  await expect(page.getByText(venueName)).toHaveCount(0);
  await confirmByMail(page, email);
  const { admin, invoiceText } = await approve(browser, venueName, email);
  // Approved today: this month from today on (in full on its first day), the later months in full.
  const figures = thisMonthsFigures();
  expect(invoiceText).toContain(`(netto ${euro(figures.chargedCents)} zzgl.`);
  await page.goto('/aachen');
  await expect(page.getByRole('heading', { name: venueName })).toBeVisible();

  // A visitor clicks "Website besuchen" (the click is counted, then redirected to the venue's site).
  const visitor = await newVisitor(browser);
  await visitor.goto('/aachen');
  const visit = visitor.getByRole('link', { name: new RegExp(`Website besuchen.*${venueName}`) });
  const click = await visitor.request.get((await visit.getAttribute('href'))!, { maxRedirects: 0 });
  expect(click.status()).toBe(302);
  await page.goto('/partner');
  const ad = page.getByRole('article', { name: `${venueName} · Aachen` });
  await expect(ad).toContainText(`Sichtbar ab ${formatLongDate(startOfBerlinDay(figures.today))} bis 31. Dezember ${figures.year}.`);
  await expect(bookingRow(page, venueName)).toContainText(euro(figures.chargedCents));
  await expect(ad.getByText('in den letzten 30 Tagen: 1')).toBeVisible();
  await expect(ad.getByRole('img', { name: `Klicks pro Tag: ${venueName}` })).toBeVisible();
  const today = new Date().toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit' });
  await expect(ad.getByRole('table').getByRole('row').last()).toHaveText(`${today}1`);

  // The operator changes the text: the old one stays live until the team approves the change.
  await ad.getByRole('link', { name: 'Anzeige ändern' }).click();
  // Typed before React took the form over, the text would be reset to the ad's.
  await expect(page).toHaveURL(/\/partner\/anzeigen\//);
  await hydrated(page);
  await page.getByLabel('Beschreibung').fill('Printen frisch aus dem Ofen, Saal für 80 Gäste.');
  await page.getByRole('button', { name: 'Änderung zur Freigabe senden' }).click();
  await expect(page.getByText('Danke! Ihre Änderung liegt unserem Team zur Freigabe vor.')).toBeVisible();
  await visitor.goto('/aachen');
  await expect(visitor.getByText('Kölsch, Sauerbraten und ein Saal für 120 Gäste.')).toBeVisible();
  await admin.goto('/admin/bookings');
  const change = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: `${venueName} · Aachen` }) });
  await expect(change).toContainText('Printen frisch aus dem Ofen');
  await change.getByRole('button', { name: 'Approve change' }).click();
  await expect(admin.getByText('Change approved: the ad shows it now.')).toBeVisible();
  await visitor.goto('/aachen');
  await expect(visitor.getByText('Printen frisch aus dem Ofen, Saal für 80 Gäste.')).toBeVisible();
  // The confirmation link, the approval, the invoice, and now the change.
  const mails = await mailsTo(email, 4);
  expect(mails.some((mail) => mail.subject === 'Ihre Änderung ist online – Aachen')).toBe(true);
});

test('the partner terms are a page of their own, linked from the form', async ({ page }) => {
  await page.goto('/ad-partners/buchen');
  await page.getByRole('link', { name: 'Partner-AGB' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Geschäftsbedingungen für Werbepartner');
});

test('one client holds one unconfirmed booking: the form counts its slot as reserved, and a second address from it is refused holding nothing', async ({ browser }) => {
  const page = await newVisitor(browser);
  const stamp = Date.now();
  const book = async (email: string) => {
    await page.goto(`/ad-partners/buchen?stadt=hamm&start=${nextYear}-12`);
    await fillBooking(page, email);
    await page.getByRole('checkbox', { name: /Partner-AGB/ }).check();
    await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
  };
  await book(`eins-${stamp}@wegwerf.test`);
  await expect(page.getByRole('status').filter({ hasText: 'Fast geschafft' })).toBeVisible();
  await page.goto('/ad-partners/buchen?stadt=hamm');
  await expect(page.getByRole('region', { name: 'Freie Werbeplätze in Hamm' })).toContainText(`Dezember ${nextYear}: 2 von 3 frei, 1 vorgemerkt`);
  await book(`zwei-${stamp}@wegwerf.test`);
  await expect(page.getByText('Von Ihrem Anschluss aus wartet schon eine Buchung auf ihre Bestätigung.').first()).toBeVisible();
  await expect(page.getByLabel('E-Mail')).toHaveValue(`zwei-${stamp}@wegwerf.test`);
  await page.goto('/ad-partners/buchen?stadt=hamm');
  await expect(page.getByRole('region', { name: 'Freie Werbeplätze in Hamm' })).toContainText(`Dezember ${nextYear}: 2 von 3 frei, 1 vorgemerkt`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.245' } });

  test('the booking is a plain form: a refusal keeps the input, the confirmation is a plain form too', async ({ page }) => {
    const email = `wirt-ohne-js-${Date.now()}@brauhaus.test`;
    await page.goto(`/ad-partners/buchen?stadt=bonn&start=${nextYear}-11`);
    await fillBooking(page, email);
    await page.getByLabel('PLZ').fill('5066');
    await page.getByRole('checkbox', { name: /Partner-AGB/ }).check();
    await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
    await expect(page.getByText('Bitte geben Sie eine fünfstellige Postleitzahl an.')).toBeVisible();
    await expect(page.getByLabel('Ansprechperson')).toHaveValue('Jupp Schmitz');
    await expect(page.getByLabel('Anrede')).toHaveValue('herr');
    await page.getByLabel('PLZ').fill('53111');
    await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
    await expect(page.getByText('Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBeVisible();
    // While it waits for the confirmation, the address cannot book again (written differently included), and gets no second mail.
    await page.goto(`/ad-partners/buchen?stadt=bonn&start=${nextYear}-12`);
    await fillBooking(page, email.toUpperCase());
    await page.getByRole('checkbox', { name: /Partner-AGB/ }).check();
    await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
    await expect(page.getByText('Für diese E-Mail-Adresse wartet schon eine Buchung auf Ihre Bestätigung.').first()).toBeVisible();
    await expect(page.getByLabel('E-Mail')).toHaveValue(email.toUpperCase());
    await confirmByMail(page, email);
    await page.goto('/partner');
    await expect(bookingRow(page, 'Brauhaus am Dom')).toContainText('Wird von unserem Team geprüft');
    // How we address the operator: the booking's salutation and name, changed here; a refusal keeps the choice.
    const contact = page.getByRole('region', { name: 'So sprechen wir Sie an' });
    await expect(contact.getByLabel('Anrede')).toHaveValue('herr');
    await expect(contact.getByLabel('Ihr Name')).toHaveValue('Jupp Schmitz');
    await contact.getByLabel('Anrede').selectOption({ label: 'keine Angabe' });
    await contact.getByLabel('Ihr Name').fill(' ');
    await contact.getByRole('button', { name: 'Speichern' }).click();
    await expect(contact.getByText('Bitte geben Sie Ihren Namen an.')).toBeVisible();
    await expect(contact.getByLabel('Anrede')).toHaveValue('');
    await contact.getByLabel('Ihr Name').fill('Josef Schmitz');
    await contact.getByRole('button', { name: 'Speichern' }).click();
    await expect(contact.getByRole('status')).toHaveText('Gespeichert. So sprechen wir Sie ab jetzt an.');
    await expect(contact.getByLabel('Anrede')).toHaveValue('');
    // Signing out and in again is a plain form too; a wrong password says so and keeps the address.
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Anmeldung für Partner' })).toBeVisible();
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('falsch-falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();
    await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue(email);
    // A forgotten password: a link by mail, in German.
    await page.getByText('Passwort vergessen?').click();
    await page.getByLabel('E-Mail-Adresse für den Link').fill(email);
    await page.getByRole('button', { name: 'Link zum Festlegen senden' }).click();
    await expect(page.getByText('Falls es zu dieser Adresse ein Partnerkonto gibt, haben wir einen Link geschickt')).toBeVisible();
    const mails = await mailsTo(email, 2);
    const reset = mails.find((mail) => mail.subject === 'Neues Passwort für Ihren Partnerbereich – Weihnachtsfeier-Planer');
    // Greeted as the operator now wishes: by the full name, without a salutation.
    expect(greetingAndReplyTo(reset)).toEqual(['Guten Tag Josef Schmitz,', TEAM_ADDRESS]);
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('Kölsch-und-Dom-2027');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Ihr Partnerbereich' })).toBeVisible();
  });
});
