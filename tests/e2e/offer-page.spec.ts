import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, type Page, test } from './fixtures';
import { dismissConsent, E2E_DATA_DIR, hydrated, mailsContaining, mailsTo } from './helpers';
import { offerTokensFile, type SeededOffers } from './offer-seed';
import { addToDay, berlinToday, formatShortDay } from '../../src/lib/time';

// Published by seed-offers.ts before the server started: three options each (Alte Münze, Spreespeicher, Kesselhaus
// with the offer's label), 45 guests, option 2's second date Samstag, 12. Dezember 2026, 19:00–01:00 Uhr.
const offers: SeededOffers = JSON.parse(readFileSync(offerTokensFile(E2E_DATA_DIR), 'utf8'));
const path = (token: string) => `/angebot/${token}`;
const SECOND_DATE = 'Samstag, 12. Dezember 2026 · 19:00–01:00 Uhr';

/**
 * The seeded venues' cancellation terms (25 % from 30 days before, 50 % from 14, 80 % from 7; each option's venue
 * gross for 45 guests is 4.266,60 €) as of the day the spec runs, for an event on `eventDay`: the deadlines
 * already passed (one on today included) are merged into „ab sofort“, the ones ahead keep their dates.
 */
function cancellationAsOf(eventDay: string) {
  const today = berlinToday();
  const steps = [
    { days: 30, percent: 25, amount: '1.066,65\u00a0€' },
    { days: 14, percent: 50, amount: '2.133,30\u00a0€' },
    { days: 7, percent: 80, amount: '3.413,28\u00a0€' },
  ].map((step) => ({ ...step, day: addToDay(eventDay, -step.days) }));
  const passed = steps.filter((step) => step.day <= today);
  const ahead = steps.filter((step) => step.day > today);
  const now = passed.at(-1);
  const free = ahead.length ? `bis ${formatShortDay(addToDay(ahead[0].day, -1))} kostenfrei` : 'keine Stornokosten';
  return {
    passed,
    /** The page's lines under „Stornokosten vor dem ersten Termin“. */
    lines: [now ? `ab sofort: ${now.amount} (${now.percent} %)` : free, ...ahead.map((step) => `${step.days} Tage vorher (${formatShortDay(step.day)}): ${step.amount} (${step.percent} %)`)],
    /** The sentence beside the accept button. */
    sentence: `Wenn Sie heute annehmen und später absagen: ${[now ? `ab sofort ${now.amount} (${now.percent} %)` : free, ...ahead.map((step) => `ab ${formatShortDay(step.day)} ${step.amount} (${step.percent} %)`)].join(', ')}.`,
  };
}

/**
 * Who bills what of an option's total (each seeded option's lines, the Basis fee 199,00 € net + 19 % = 236,81 €): for
 * 45 guests the venue's gross 4.266,60 € of 4.503,41 €; for 50 guests 50 × 42,90 = 2.145,00 (7 %, VAT 150,15) and
 * 500,00 + 50 × 29,99 = 1.999,50 (19 %, VAT 379,91), the venue's 4.674,56 € of 4.911,37 € (98,23 € per person).
 */
const FIGURES = {
  45: { total: '4.503,41\u00a0€', venue: '4.266,60\u00a0€', perHead: '100,08\u00a0€' },
  50: { total: '4.911,37\u00a0€', venue: '4.674,56\u00a0€', perHead: '98,23\u00a0€' },
} as const;
const FEE_SENTENCE = 'Unsere Planungspauschale von 236,81\u00a0€ stellen wir Ihnen nach der Buchung der Location in Rechnung.';
/** „Davon …“ where the total stands right above (table, cards, choice form, accepted offer); `total` where it does not (the mails). */
const venueSentence = (venueName: string, guests: 45 | 50, total = false) =>
  `${total ? `Vom Gesamtbetrag von ${FIGURES[guests].total}` : 'Davon'} stellt Ihnen die Location „${venueName}“ ${FIGURES[guests].venue} direkt in Rechnung, nach ihren eigenen Zahlungsbedingungen.`;

async function expectPrivateHeaders(response: { headers(): Record<string, string> } | null) {
  const headers = response!.headers();
  expect(headers['cache-control']).toContain('no-store');
  expect(headers['x-robots-tag']).toContain('noindex');
  expect(headers['referrer-policy']).toBe('same-origin');
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Fills the choice form with a billing address; the participant count and the date as given. */
async function fillChoice(page: Page, { participants = '45', postalCode = '10115' } = {}) {
  await page.getByLabel(SECOND_DATE).check();
  await page.getByLabel('Teilnehmerzahl').fill(participants);
  await page.getByLabel('Firma').fill('Müller & Söhne GmbH');
  await page.getByLabel('Straße und Hausnummer').fill('Hauptstraße 1');
  await page.getByLabel('PLZ').fill(postalCode);
  await page.getByLabel('Ort').fill('Berlin');
  await page.getByLabel('Bestellnummer (optional)').fill('PO-<b>4711</b>');
  await page.getByLabel('Nachricht an uns (optional)').fill('<script>alert(1)</script> Bitte vegetarisch');
}

test.describe('the company’s offer page', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('compares the options in a table at 1280 px and in cards at 390 px, private and accessible', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(path(offers.question));
    expect(response!.status()).toBe(200);
    await expectPrivateHeaders(response);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weihnachtsfeier für Müller & Söhne GmbH (frage)');
    // The page's content starts where the site's header starts.
    const left = async (locator: Locator) => (await locator.boundingBox())!.x;
    expect(await left(page.getByRole('heading', { level: 1 }))).toBe(await left(page.getByRole('banner').getByRole('link').first()));
    await expect(page.getByText('gültig bis')).toBeVisible();
    const table = page.getByRole('table', { name: /Vergleich der Locations/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([/Option 1\s*Alte Münze frage/, /Option 2\s*Spreespeicher frage/, /Option 3\s*Kesselhaus frage/]);
    for (const row of ['Preis pro Person (brutto)', 'Summe netto', 'MwSt. 7 %', 'MwSt. 19 %', 'Gesamtbetrag brutto', 'Rechnungsstellung', 'Mindestumsatz', 'Stornokosten vor dem ersten Termin', 'Weniger Gäste', 'Option bis']) {
      await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
    }
    // The cancellation costs as of today before the first date (11.12.2026): from 11.11. on a deadline has passed, and
    // its line reads „ab sofort“ instead of its date, followed by the deadlines still ahead.
    const { passed, lines } = cancellationAsOf('2026-12-11');
    const cancellation = table.getByRole('row', { name: /^Stornokosten vor dem ersten Termin/ }).getByRole('cell').first().getByRole('listitem');
    await expect(cancellation).toHaveText(lines);
    if (passed.length) {
      await expect(cancellation.first()).toHaveText(/^ab sofort: /);
      for (const step of passed) await expect(table).not.toContainText(`${step.days} Tage vorher (`);
    }
    // Beside each total: the venue bills its share directly, we only the planning fee.
    await expect(page.getByText(/^Alle Preise für 45 Personen/)).toContainText('Den Anteil der Location stellt Ihnen die Location selbst in Rechnung; wir berechnen Ihnen nur unsere Planungspauschale.');
    const billing = table.getByRole('row', { name: /^Rechnungsstellung/ }).getByRole('cell');
    await expect(billing.nth(0).getByRole('listitem')).toHaveText([venueSentence('Alte Münze frage', 45), FEE_SENTENCE]);
    await expect(billing.nth(2).getByRole('listitem')).toHaveText([venueSentence('Kesselhaus frage', 45), FEE_SENTENCE]);
    await expect(table.getByRole('img', { name: 'Foto: Alte Münze frage' })).toBeVisible();
    expect(await table.getByRole('img', { name: 'Foto: Alte Münze frage' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    // The cards are in the HTML too, hidden by CSS from 1024 px on.
    await expect(page.locator('article')).toHaveCount(3);
    await expect(page.locator('article').first()).toBeHidden();
    await expect(page.getByRole('link', { name: 'PDF herunterladen' })).toHaveAttribute('href', `${path(offers.question)}/pdf`);
    // The planner as a person: name and address (the seeded snapshot has no title, phone or portrait).
    const contact = page.locator('address').filter({ hasText: 'Ihr Kontakt: Paula Planer' });
    await expect(contact).toBeVisible();
    await expect(contact.getByRole('link', { name: 'paula@planer.test' })).toHaveAttribute('href', 'mailto:paula@planer.test');
    await page.screenshot({ path: 'test-results/offer-page-1280.png', fullPage: true });
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table).toBeHidden();
    const cards = page.getByRole('article');
    await expect(cards.nth(1).getByRole('heading', { name: 'Option 2: Spreespeicher frage' })).toBeVisible();
    await expect(cards.nth(1)).toContainText('Gesamtbetrag brutto');
    await expect(cards.nth(1)).toContainText(venueSentence('Spreespeicher frage', 45));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/offer-page-390.png', fullPage: true });
    await expectNoAxeViolations(page);
  });

  test('chooses option 2 with its second date: errors keep the typed values, then the confirmation and both mails', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path(offers.withScript));
    await page.getByRole('link', { name: /^Diese Location wählen\s?: Spreespeicher mit-js$/ }).click();
    await expect(page.getByRole('heading', { name: 'Ihre Wahl: Option 2 – Spreespeicher mit-js' })).toBeVisible();
    await expectNoAxeViolations(page);

    await fillChoice(page, { participants: '151', postalCode: '1011' });
    await page.getByRole('button', { name: 'Verbindlich annehmen' }).click();
    await expect(page.getByText('Bitte geben Sie eine Teilnehmerzahl zwischen 1 und 150 an')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie eine fünfstellige Postleitzahl an.')).toBeVisible();
    await expect(page.getByText('Bitte bestätigen Sie unsere Allgemeinen Geschäftsbedingungen.')).toBeVisible();
    await expect(page.getByLabel('Teilnehmerzahl')).toHaveValue('151');
    await expect(page.getByLabel('Straße und Hausnummer')).toHaveValue('Hauptstraße 1');
    await expect(page.getByLabel(SECOND_DATE)).toBeChecked();
    // Beside the accept button, for the date chosen (12.12.2026: deadlines 12.11., 28.11., 05.12.).
    await expect(page.getByText(/^Wenn Sie heute annehmen und später absagen:/)).toHaveText(cancellationAsOf('2026-12-12').sentence);
    // Beside the accept button: the total for the offer's group and who bills what of it.
    await expect(page.getByText(/^Gesamtbetrag für 45 Personen:/)).toHaveText(`Gesamtbetrag für 45 Personen: ${FIGURES[45].total} brutto.`);
    await expect(page.locator('#wahl').getByText(venueSentence('Spreespeicher mit-js', 45))).toBeVisible();
    await expect(page.locator('#wahl').getByText(FEE_SENTENCE)).toBeVisible();

    await page.getByLabel('Teilnehmerzahl').fill('45');
    await page.getByLabel('PLZ').fill('10115');
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await page.getByRole('button', { name: 'Verbindlich annehmen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Angenommen am' })).toHaveText(new RegExp(`^Angenommen am \\d{1,2}\\. \\w+ \\d{4} – Spreespeicher mit-js, ${SECOND_DATE}$`));
    await expect(page.getByRole('link', { name: /Diese Location wählen/ })).toHaveCount(0);
    // At the top: what was accepted, with the total for the group and who bills what of it.
    const accepted = page.getByRole('region', { name: 'Ihre Zusage' });
    await expect(accepted).toContainText(`Option 2 – Spreespeicher mit-js`);
    await expect(accepted).toContainText(SECOND_DATE);
    await expect(accepted).toContainText('45 Personen');
    await expect(accepted).toContainText(`${FIGURES[45].total} (${FIGURES[45].perHead} pro Person)`);
    await expect(accepted).toContainText(venueSentence('Spreespeicher mit-js', 45));
    await expect(accepted).toContainText(FEE_SENTENCE);
    for (const line of ['Müller & Söhne GmbH', 'Hauptstraße 1', '10115 Berlin']) await expect(accepted).toContainText(line);
    await expect(accepted).toContainText('PO-<b>4711</b>');

    const [confirmation] = await mailsTo('erika-js@mueller.test', 1);
    expect(confirmation.subject).toBe('Ihre Zusage: Spreespeicher mit-js');
    expect(confirmation.text).toContain(`Termin: ${SECOND_DATE}`);
    expect(confirmation.text).toContain(path(offers.withScript));
    expect(confirmation.text).toContain(`${venueSentence('Spreespeicher mit-js', 45, true)}\n${FEE_SENTENCE}`);
    const notifications = await mailsContaining('Müller & Söhne GmbH (mit-js) hat das Angebot', 2);
    expect(notifications.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text)).sort()).toEqual(['paula@planer.test', 'team@planer.test']);
    expect(notifications[0].text).toContain('Nachricht der Firma:\n    <script>alert(1)</script> Bitte vegetarisch');
    expect(notifications[0].html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Bitte vegetarisch');
    expect(notifications[0].html).not.toContain('<script>');
    // The page, the company's mail and the planner's mail name the same total.
    const total = /Gesamtbetrag brutto: ([\d.,]+\s€)/.exec(confirmation.text ?? '')![1];
    expect(notifications[0].text).toContain(`Gesamtbetrag brutto: ${total}`);
    await expect(page.getByRole('table', { name: /Vergleich der Locations/ }).getByRole('row', { name: /Gesamtbetrag brutto/ })).toContainText(total);
  });

  test('works by keyboard: from the page to the choice form of option 2 and its date, every step visibly focused', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path(offers.question));
    const target = /^Diese Location wählen\s?: Spreespeicher frage$/;
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate((source) => new RegExp(source).test((document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim()), target.source);
    }
    expect(reached).toBe(true);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Ihre Wahl: Option 2 – Spreespeicher frage' })).toBeVisible();
    // A radio chosen before React took over the form would be reset by it.
    await hydrated(page);
    // Tab enters the date options at the first one; the arrow key moves to the second and chooses it.
    for (let i = 0; i < 20 && !(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio')); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel(SECOND_DATE)).toBeChecked();
  });

  test('a wrong link is a German 404, an expired or withdrawn one a 410, all without anybody’s data', async ({ page }) => {
    const unknown = await page.goto(path('A'.repeat(43)));
    expect(unknown!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Angebot nicht gefunden');
    await expectPrivateHeaders(unknown);

    const expired = await page.goto(path(offers.expired));
    expect(expired!.status()).toBe(410);
    await expectPrivateHeaders(expired);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieses Angebot ist abgelaufen');
    await expect(page.getByRole('main')).not.toContainText('Müller');
    await expect(page.getByRole('main')).not.toContainText('€');
    await expect(page.getByRole('link', { name: /^\+49|^tel/ }).or(page.locator('a[href^="tel:"]')).first()).toBeVisible();
    await expectNoAxeViolations(page);

    const revoked = await page.goto(path(offers.revoked));
    expect(revoked!.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Angebotslink ist nicht mehr gültig.');
    await expect(page.getByRole('main')).not.toContainText('Müller');
  });

  test('the sitemap names no offer page, the footer links the AGB', async ({ page, request }) => {
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/angebot/');
    await page.goto('/agb');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Geschäftsbedingungen');
    for (const text of ['Muster Eventplanung GmbH', 'Musterstraße 1', 'Vertragsschluss', 'Basis: 199,00 € netto', 'Stornierung', 'Haftung']) await expect(page.getByRole('main')).toContainText(text);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
    await expectNoAxeViolations(page);
    await page.goto('/datenschutz#angebote');
    await expect(page.getByRole('heading', { name: /Ihr Angebot und Ihre Zusage/ })).toBeVisible();
  });
});

test.describe('the offer page without JavaScript on a 390 px phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('chooses option 2 with its second date by plain form posts; a second choice from another tab gets 409', async ({ page, context }) => {
    await dismissConsent(page);
    const choose = `${path(offers.withoutScript)}?wahl=2#wahl`;
    await page.goto(path(offers.withoutScript));
    await page.getByRole('article').nth(1).getByRole('link', { name: /Diese Location wählen/ }).click();
    await expect(page).toHaveURL(new RegExp(`\\?wahl=2#wahl$`));
    const otherTab = await context.newPage();
    await otherTab.goto(choose);

    // The billing address starts with the company's name from its request; the company's own typing replaces it.
    await expect(page.getByLabel('Firma')).toHaveValue('Müller & Söhne GmbH (ohne-js)');
    await fillChoice(page, { participants: '0' });
    await page.getByRole('button', { name: 'Verbindlich annehmen' }).click();
    await expect(page.getByText('Bitte geben Sie eine Teilnehmerzahl zwischen 1 und 150 an')).toBeVisible();
    await expect(page.getByText('Bitte bestätigen Sie unsere Allgemeinen Geschäftsbedingungen.')).toBeVisible();
    await expect(page.getByLabel('Firma')).toHaveValue('Müller & Söhne GmbH');
    await expect(page.getByLabel('Nachricht an uns (optional)')).toHaveValue('<script>alert(1)</script> Bitte vegetarisch');
    await expect(page.getByLabel(SECOND_DATE)).toBeChecked();
    await expect(page.getByText(/^Wenn Sie heute annehmen und später absagen:/)).toHaveText(cancellationAsOf('2026-12-12').sentence);

    // More guests than the offer's 45: the page then states the accepted group's figures.
    await page.getByLabel('Teilnehmerzahl').fill('50');
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await page.getByRole('button', { name: 'Verbindlich annehmen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Angenommen am' })).toContainText(`Spreespeicher ohne-js, ${SECOND_DATE}`);
    await expect(page.getByRole('link', { name: /Diese Location wählen/ })).toHaveCount(0);
    const accepted = page.getByRole('region', { name: 'Ihre Zusage' });
    await expect(accepted).toContainText('50 Personen');
    await expect(accepted).toContainText(`${FIGURES[50].total} (${FIGURES[50].perHead} pro Person)`);
    await expect(accepted).toContainText(venueSentence('Spreespeicher ohne-js', 50));
    await expect(accepted).toContainText(FEE_SENTENCE);
    await expect(accepted).toContainText('Hauptstraße 1');
    await expect(accepted).toContainText('PO-<b>4711</b>');
    await expect(page.getByText('Teilnehmerzahl im Angebot')).toBeVisible();
    const [confirmation] = await mailsTo('erika-nojs@mueller.test', 1);
    expect(confirmation.text).toContain('Teilnehmerzahl: 50');
    expect(confirmation.text).toContain(venueSentence('Spreespeicher ohne-js', 50, true));

    await fillChoice(otherTab);
    await otherTab.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    const [second] = await Promise.all([otherTab.waitForResponse((response) => response.request().method() === 'POST'), otherTab.getByRole('button', { name: 'Verbindlich annehmen' }).click()]);
    expect(second.status()).toBe(409);
    await expect(otherTab.getByRole('alert')).toHaveText(/Dieses Angebot wurde bereits angenommen/);
    await expect(otherTab.getByRole('status').filter({ hasText: 'Angenommen am' })).toContainText('Spreespeicher ohne-js');
  });

  test('a question reaches the planner and the page confirms it', async ({ page }) => {
    await dismissConsent(page);
    await page.goto(path(offers.question));
    await page.getByRole('button', { name: 'Frage senden' }).click();
    await expect(page.getByText('Bitte schreiben Sie Ihre Frage.')).toBeVisible();
    await page.getByLabel('Ihre Frage').fill('Gibt es ein veganes Menü? <img src=x onerror=alert(1)>');
    await page.getByRole('button', { name: 'Frage senden' }).click();
    await expect(page.getByRole('status')).toHaveText('Vielen Dank, Ihre Frage ist bei uns angekommen. Wir melden uns so bald wie möglich.');
    const [mail] = await mailsContaining('Gibt es ein veganes Menü?', 2);
    expect(mail.subject).toBe('Frage zum Angebot: Müller & Söhne GmbH (frage)');
    expect(mail.text).toContain('Die Frage:\n    Gibt es ein veganes Menü? <img src=x onerror=alert(1)>');
    expect(mail.html).toContain('Gibt es ein veganes Menü? &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
  });
});
