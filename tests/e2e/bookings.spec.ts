import { expect, type Page, test } from './fixtures';
import { E2E_ORIGIN, mailsTo, newVisitor } from './helpers';

// A venue operator books ad months on the partner page: from the calculation's "Jetzt buchen" to the form, the
// double opt-in mail (a real SMTP server) and its confirmation; the same without JavaScript. Each test books its
// own city and a month of next year, so the runs never fill each other's slots.

const nextYear = new Date().getFullYear() + 1;

async function fillBooking(page: Page, email: string) {
  await page.getByLabel('Name der Location').fill('Brauhaus am Dom');
  await page.getByLabel('Beschreibung (bis 600 Zeichen)').fill('Kölsch, Sauerbraten und ein Saal für 120 Gäste.');
  await page.getByLabel('Website (optional)').fill('https://brauhaus.test');
  await page.getByLabel('Ansprechperson').fill('Jupp Schmitz');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Telefon').fill('0221 123456');
  await page.getByLabel('Firma').fill('Brauhaus GmbH');
  await page.getByLabel('Straße und Hausnummer').fill('Am Dom 1');
  await page.getByLabel('PLZ').fill('50667');
  await page.getByLabel('Ort', { exact: true }).fill('Köln');
}

async function confirmByMail(page: Page, email: string) {
  const [mail] = await mailsTo(email, 1);
  expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Werbeplatz-Buchung');
  const link = mail.text?.match(new RegExp(`${E2E_ORIGIN}/ad-partners/bestaetigen\\?token=[\\w-]{43}`))?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Buchung bestätigen' })).toBeVisible();
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank: Ihre Buchung ist bestätigt' })).toBeVisible();
  await page.goto(link!);
  await expect(page.getByText('Diese Buchung ist bereits bestätigt.')).toBeVisible();
}

test('an operator books Oktober to Dezember for Köln from the calculation and confirms by the mailed link', async ({ browser }) => {
  const page = await newVisitor(browser);
  const email = `wirt-${Date.now()}@brauhaus.test`;
  await page.goto('/ad-partners?monat=oktober&stadt=koeln');
  await page.getByRole('link', { name: 'Jetzt buchen: Start im Oktober' }).click();
  await expect(page).toHaveURL(/\/ad-partners\/buchen\?stadt=koeln&monat=oktober/);
  await expect(page.getByLabel('Stadt')).toHaveValue('koeln');
  await page.getByLabel('Startmonat (Laufzeit bis Dezember)').selectOption(`${nextYear}-10`);
  await fillBooking(page, email);
  await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
  await expect(page.getByText('Bitte akzeptieren Sie die Partner-AGB.')).toBeVisible();
  await expect(page.getByLabel('Name der Location')).toHaveValue('Brauhaus am Dom');
  await page.getByRole('checkbox', { name: /Partner-AGB/ }).check();
  await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Fast geschafft' });
  await expect(sent).toContainText(`Oktober ${nextYear} bis Dezember ${nextYear}`);
  await expect(sent).toContainText('347,00 € zzgl. MwSt.');
  await confirmByMail(page, email);
});

test('the partner terms are a page of their own, linked from the form', async ({ page }) => {
  await page.goto('/ad-partners/buchen');
  await page.getByRole('link', { name: 'Partner-AGB' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Geschäftsbedingungen für Werbepartner');
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
    await page.getByLabel('PLZ').fill('53111');
    await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
    await expect(page.getByText('Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBeVisible();
    await confirmByMail(page, email);
  });
});
