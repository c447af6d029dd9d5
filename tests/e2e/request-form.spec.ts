import { expect, type Page, test } from './fixtures';
import { dismissConsent, mailsTo, thanksAddress } from './helpers';

const form = (page: Page) => page.locator('#anfrage');
const BASIS_FOR_60 = 'Das Paket Basis ist für bis zu 50 Teilnehmer gedacht, Sie planen mit 60. Wählen Sie gern Premium – oder senden Sie Ihre Anfrage so ab, wir beraten Sie persönlich.';

async function fillStep2(page: Page, company = 'Muster GmbH', contact: { salutation?: 'Frau' | 'Herr'; email?: string } = {}) {
  await form(page).getByLabel('Firmenname').fill(company);
  if (contact.salutation) await form(page).getByLabel('Anrede').selectOption({ label: contact.salutation });
  await form(page).getByLabel('Ansprechpartner').fill('Erika Mustermann');
  await form(page).getByLabel('E-Mail-Adresse').fill(contact.email ?? 'erika@muster.de');
  await form(page).getByLabel('Telefonnummer').fill('030 1234567');
  await form(page).getByRole('checkbox').check();
}

/** Sends step 2 without the privacy consent and expects the refusal; the other values stay. */
async function expectPrivacyRequired(page: Page) {
  await form(page).getByRole('checkbox').uncheck();
  await form(page).getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form(page)).toContainText('Bitte stimmen Sie der Weitergabe Ihrer Daten gemäß Datenschutzerklärung zu');
  await expect(form(page).getByLabel('Firmenname')).toHaveValue('Muster GmbH');
}

async function stepThroughErrors(page: Page) {
  await form(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(form(page)).toContainText('Bitte wählen Sie eine Stadt aus');
  await expect(form(page)).toContainText('Bitte geben Sie die Teilnehmerzahl an');
  await form(page).getByLabel('Stadt', { exact: true }).selectOption('berlin');
  await form(page).getByLabel('Teilnehmerzahl').fill('0');
  await form(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(form(page)).toContainText('Bitte geben Sie eine gültige Zahl ein');
  await form(page).getByLabel('Teilnehmerzahl').fill('60');
  await form(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(form(page).getByLabel('Firmenname')).toBeVisible();
  await form(page).getByLabel('E-Mail-Adresse').fill('erika@');
  await form(page).getByRole('button', { name: 'Anfrage senden' }).click();
  for (const text of ['Firmenname ist erforderlich', 'Ansprechpartner ist erforderlich', 'Bitte geben Sie eine gültige E-Mail-Adresse ein', 'Telefonnummer ist erforderlich']) {
    await expect(form(page)).toContainText(text);
  }
}

test.describe('request form with JavaScript', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('shows every error, then sends and lands on the thank-you page', async ({ page }) => {
    await page.goto('/');
    await stepThroughErrors(page);
    await expect(form(page).getByLabel('Firmenname')).toBeFocused();
    // After a submit attempt every change validates again.
    await form(page).getByLabel('E-Mail-Adresse').fill('');
    await expect(form(page)).toContainText('E-Mail-Adresse ist erforderlich');
    await expect(form(page).getByLabel('Firmenname')).toHaveAttribute('aria-describedby', /-companyName-error$/);
    await form(page).getByLabel('Firmenname').fill('Muster GmbH');
    await expect(form(page)).not.toContainText('Firmenname ist erforderlich');
    await form(page).getByRole('button', { name: 'Zurück' }).click();
    await expect(form(page).getByLabel('Teilnehmerzahl')).toHaveValue('60');
    // A package below the group is hinted at as it is chosen, and the hint goes with a package that holds the group.
    await form(page).getByLabel('Paket').selectOption('basis');
    await expect(form(page).getByText(BASIS_FOR_60)).toBeVisible();
    await expect(form(page).getByLabel('Paket')).toHaveAccessibleDescription(BASIS_FOR_60);
    await form(page).getByLabel('Paket').selectOption('premium');
    await expect(form(page).getByText(BASIS_FOR_60)).toHaveCount(0);
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await expect(form(page).getByLabel('Firmenname')).toHaveValue('Muster GmbH');
    const email = `erika.${Date.now()}@js.muster.test`;
    await fillStep2(page, 'Muster GmbH', { salutation: 'Frau', email });
    await form(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Anfrage erfolgreich gesendet!' })).toBeVisible();
    const [confirmation] = await mailsTo(email, 1);
    expect(confirmation.text?.split('\n')[0]).toBe('Guten Tag Frau Mustermann,');
    expect(confirmation.html).toContain('Guten Tag Frau Mustermann,');
    expect(confirmation.text).toContain('Ihre Angaben:\n    Stadt: Berlin\n    Teilnehmerzahl: 60');
    expect(confirmation.text).toContain('    Ansprechpartner: Frau Erika Mustermann');
    await expect(page).toHaveURL(thanksAddress('Berlin'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Weihnachtsfeier-Anfrage – Berlin');
    await expect(page).toHaveTitle('Vielen Dank für Ihre Weihnachtsfeier-Anfrage – Berlin');
  });

  test('the privacy consent is required, and its link opens the policy in a new tab', async ({ page }) => {
    await page.goto('/muenchen');
    await expect(form(page).getByLabel('Stadt', { exact: true })).toHaveValue('muenchen');
    await form(page).getByLabel('Teilnehmerzahl').fill('40');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await fillStep2(page);
    await expectPrivacyRequired(page);
    await expect(form(page).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('target', '_blank');
    await expect(form(page).getByText('an passende Locations weitergegeben')).toBeVisible();
  });

  test('a failed send shows the failure toast and keeps every value', async ({ page }) => {
    await page.goto('/test-berlin');
    await expect(form(page).getByLabel('Stadt', { exact: true })).toHaveValue('berlin');
    await form(page).getByLabel('Teilnehmerzahl').fill('25');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await fillStep2(page, 'Ausfall AG');
    await page.route('**/test-berlin', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    await form(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Fehler beim Senden' })).toBeVisible();
    await expect(page.getByText('Es gab ein Problem beim Senden Ihrer Anfrage. Bitte versuchen Sie es erneut.').first()).toBeVisible();
    await expect(form(page).getByLabel('Firmenname')).toHaveValue('Ausfall AG');
    await expect(page).toHaveURL('/test-berlin');
    await page.unroute('**/test-berlin');
    await form(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(thanksAddress('Berlin'));
    await expect(page.getByText('Anfrage erfolgreich gesendet!')).toBeVisible();
    await expect(page.getByText('Fehler beim Senden')).toHaveCount(0);
  });
});

test.describe('conversion tracking', () => {
  const dataLayerEvents = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)).filter((args) => args[0] === 'event'),
    );

  /** Answers the Ads tag locally and records each time it is fetched. */
  async function interceptAdsTag(page: Page) {
    const fetched: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      fetched.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    return fetched;
  }

  test('with marketing consent: „Wird gesendet...“ while sending, then one conversion for the city', async ({ page }) => {
    const tagFetches = await interceptAdsTag(page);
    await page.goto('/berlin');
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await form(page).getByLabel('Teilnehmerzahl').fill('60');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await fillStep2(page, 'Konversion GmbH');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/berlin', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await form(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(form(page).getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    await expect(form(page).getByRole('button', { name: 'Zurück' })).toBeDisabled();
    expect(await dataLayerEvents(page)).toEqual([]);
    release();
    await expect(page).toHaveURL(thanksAddress('Berlin'));
    expect(await dataLayerEvents(page)).toEqual([['event', 'conversion', { send_to: 'AW-E2E/berlin', value: 1, currency: 'EUR' }]]);
    expect(tagFetches).toEqual(['https://www.googletagmanager.com/gtag/js?id=AW-E2E']);
  });

  test('without marketing consent: no tag, no conversion, and the thank-you page still follows', async ({ page }) => {
    const tagFetches = await interceptAdsTag(page);
    await dismissConsent(page);
    await page.goto('/frankfurt');
    await form(page).getByLabel('Teilnehmerzahl').fill('35');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await fillStep2(page, 'Ohne Einwilligung GmbH');
    await form(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(thanksAddress('Frankfurt'));
    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
    expect(tagFetches).toEqual([]);
  });
});

test.describe('request form on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('“Andere Stadt” asks for the city, scrolls it into view and sends', async ({ page }) => {
    await dismissConsent(page);
    await page.goto('/');
    await form(page).getByLabel('Stadt', { exact: true }).selectOption('andere');
    const custom = form(page).getByLabel('Ihre Stadt');
    await expect(custom).toBeInViewport();
    await form(page).getByLabel('Teilnehmerzahl').fill('120');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await expect(form(page)).toContainText('Bitte geben Sie Ihre Stadt ein');
    await custom.fill('Gießen');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await fillStep2(page);
    await form(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(thanksAddress('Gie%C3%9Fen'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Weihnachtsfeier-Anfrage – Gießen');
  });
});

test.describe('request form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every step posts to the server and a valid request lands on the thank-you page', async ({ page }) => {
    await page.goto('/');
    await stepThroughErrors(page);
    await form(page).getByLabel('E-Mail-Adresse').fill('');
    await form(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(form(page)).toContainText('E-Mail-Adresse ist erforderlich');
    await form(page).getByRole('button', { name: 'Zurück' }).click();
    await expect(form(page).getByLabel('Teilnehmerzahl')).toHaveValue('60');
    // Without JavaScript the hint on a package below the group follows the server's answer.
    await form(page).getByLabel('Paket').selectOption('basis');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await expect(form(page).getByText(BASIS_FOR_60)).toBeVisible();
    const email = `erika.${Date.now()}@nojs.muster.test`;
    await fillStep2(page, 'Muster GmbH', { salutation: 'Herr', email });
    await form(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(thanksAddress('Berlin'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Weihnachtsfeier-Anfrage – Berlin');
    const [confirmation] = await mailsTo(email, 1);
    expect(confirmation.text?.split('\n')[0]).toBe('Guten Tag Herr Mustermann,');
  });

  test('a custom city typed without choosing from the list counts as “Andere Stadt”', async ({ page }) => {
    await page.goto('/essen');
    await expect(form(page).getByLabel('Stadt', { exact: true })).toHaveValue('andere');
    await expect(form(page).getByLabel('Ihre Stadt')).toHaveValue('Essen');
    await page.goto('/');
    await form(page).getByLabel('Andere Stadt (falls nicht in der Liste)').fill('Essen');
    await form(page).getByLabel('Teilnehmerzahl').fill('80');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await fillStep2(page);
    await form(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(thanksAddress('Essen'));
  });
});

test.describe('request form without JavaScript on a 375 px phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('“Andere Stadt” with its errors, then the privacy consent, then the thank-you page', async ({ page }) => {
    await page.goto('/');
    await form(page).getByLabel('Stadt', { exact: true }).selectOption('andere');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await expect(form(page)).toContainText('Bitte geben Sie Ihre Stadt ein');
    await expect(form(page)).toContainText('Bitte geben Sie die Teilnehmerzahl an');
    await form(page).getByLabel('Ihre Stadt').fill('Gießen');
    await form(page).getByLabel('Teilnehmerzahl').fill('120');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await fillStep2(page);
    await expectPrivacyRequired(page);
    await form(page).getByRole('checkbox').check();
    await form(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(thanksAddress('Gie%C3%9Fen'));
  });
});

test('the thank-you page shows the city as text, never as HTML', async ({ page }) => {
  await page.goto('/thanks?city=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Weihnachtsfeier-Anfrage – <img src=x onerror=alert(1)>');
  await expect(page.locator('main img')).toHaveCount(0);
  await page.goto('/thanks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Weihnachtsfeier-Anfrage – Ihrer Stadt');
  await expect(page.getByRole('link', { name: 'Neue Anfrage stellen' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Zur Startseite' }).first()).toHaveAttribute('href', '/');
});

test.describe('API', () => {
  const body = { city: 'hamburg', participantCount: 30, companyName: 'API GmbH', contactName: 'Max', email: 'max@api.de', phone: '040 1' };
  test('201 with an id, the same id for the same Idempotency-Key, 400/413/415 for bad input', async ({ request }) => {
    const key = `e2e-${Date.now()}-idempotent`;
    const first = await request.post('/api/venue-requests', { data: body, headers: { 'idempotency-key': key } });
    expect(first.status()).toBe(201);
    const { id } = await first.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await request.post('/api/venue-requests', { data: body, headers: { 'idempotency-key': key } });
    expect(await again.json()).toEqual({ id });
    const invalid = await request.post('/api/venue-requests', { data: { ...body, email: 'x' } });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({ errors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' } });
    const text = await request.post('/api/venue-requests', { data: 'city=berlin', headers: { 'content-type': 'text/plain' } });
    expect(text.status()).toBe(415);
    const large = await request.post('/api/venue-requests', { data: { ...body, companyName: 'x'.repeat(17_000) } });
    expect(large.status()).toBe(413);
  });
});
