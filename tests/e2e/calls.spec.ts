import type { Browser } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import ical from 'node-ical';
import { expect, type Page, test } from './fixtures';
import { dismissConsent, E2E_PLANNER_NAME, E2E_PLANNER_PHONE, E2E_PLANNER_TITLE, hydrated, mailsContaining, mailsTo, newVisitor, sendRequest } from './helpers';

// The 15-minute call as the company books it: on /thanks right after its request (with and without JavaScript,
// by keyboard, on a phone), then moved and cancelled through the link in its mail; the planner's mails and the
// calendar files go to the real SMTP sink. The e2e planner (seed-calls.ts) takes calls daily 07:00–22:00.

const request = (company: string, email: string) => ({ participants: '60', packageId: 'basis' as const, company, contact: 'Erika Müller', email, phone: '030 1234567' });

/** The single event of a mail's calendar file, parsed by node-ical, with the file's METHOD. */
function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((attachment) => attachment.filename === 'telefonat.ics');
  expect(file, `${mail.subject} carries telefonat.ics`).toBeTruthy();
  const text = file!.content.toString('utf8');
  const events = Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT') as ical.VEvent[];
  expect(events).toHaveLength(1);
  return { event: events[0], method: /^METHOD:(\w+)/m.exec(text)?.[1] };
}

const berlin = (moment: Date) => moment.toLocaleString('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });

async function withoutScript(browser: Browser, client: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': client } });
  const page = await context.newPage();
  await dismissConsent(page);
  return page;
}

/**
 * The n-th offered slot (each test takes its own, as they run side by side): its day opened, its radio, and its
 * label and time as the page writes them.
 */
async function slotAt(page: Page, n: number) {
  // Every offered radio, also those in closed days (getByRole sees only the open day's).
  return slotOf(page, (await page.locator('#telefonat input[type="radio"]').nth(n).getAttribute('value'))!);
}

/** The slot starting at `value` (an ISO time), its day opened. */
async function slotOf(page: Page, value: string) {
  const radio = page.locator(`#telefonat input[value="${value}"]`);
  const day = page.locator('#telefonat details').filter({ has: page.locator(`input[value="${value}"]`) });
  if ((await day.getAttribute('open')) === null) await day.locator('summary').click();
  const summary = (await day.locator('summary').innerText()).replace(/^›\s*/, '').replace(/\s*\(\d+ freie?r? Termine?\)$/, '');
  const time = (await radio.locator('xpath=..').innerText()).trim();
  return { day, radio, value, label: `${summary} · ${time}`, time: time.replace(' Uhr', '') };
}

test('with JavaScript: the slot is booked on /thanks by keyboard, both mails bring the invitation at the Berlin time', async ({ page }) => {
  await sendRequest(page, '/hamburg', request('Telefon JS GmbH', 'telefon-js@firma.test'));
  await expect(page).toHaveURL(/\/thanks\?city=Hamburg&termin=[\w-]{43}$/);
  const section = page.locator('#telefonat');
  await expect(section.getByRole('heading', { name: 'Ihr 15-Minuten-Telefonat' })).toBeVisible();
  // The time zone in the company's words, not the database's.
  await expect(section.getByText('Alle Zeiten in deutscher Zeit.')).toBeVisible();
  await expect(section).not.toContainText('Europe/Berlin');
  await hydrated(page);
  const slot = await slotAt(page, 0);

  // By keyboard: from the open day's summary into its first time, then on to the fields and the button.
  await slot.day.locator('summary').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(slot.radio).toBeChecked();
  await section.getByLabel('Wunschtermin 1 für die Feier').fill('2026-12-18');
  await section.getByLabel('Budget pro Person in Euro').fill('65,50');
  await section.getByLabel('Notiz').fill('Gern mit Kegelbahn');
  await section.getByRole('button', { name: 'Termin buchen' }).focus();
  await page.keyboard.press('Enter');

  await expect(section.getByRole('heading', { name: 'Ihr Telefonat ist gebucht' })).toBeVisible();
  await expect(section).toContainText(`Am ${slot.label}.`);
  await expect(section).toContainText(`${E2E_PLANNER_NAME} ruft Sie unter 030 1234567 an.`);
  await expect(section).toContainText('Budget pro Person: 65,50 €');

  const [company] = (await mailsTo('telefon-js@firma.test', 2)).filter((mail) => mail.subject?.startsWith('Ihr Telefonat'));
  expect(company.subject).toBe(`Ihr Telefonat zur Weihnachtsfeier: ${slot.label}`);
  expect(company.text?.split('\n')[0]).toBe('Guten Tag Erika Müller,');
  expect(company.text).toContain(`Herzliche Grüße\n${E2E_PLANNER_NAME}\n${E2E_PLANNER_TITLE}\nTelefon: ${E2E_PLANNER_PHONE}\n`);
  expect(company.html).toContain(`<strong>${E2E_PLANNER_NAME}</strong><br>${E2E_PLANNER_TITLE}<br>Telefon: ${E2E_PLANNER_PHONE}`);
  // The team's notification of the request names the company the same way.
  const [planner] = (await mailsContaining('Firma: Telefon JS GmbH', 3)).filter((mail) => mail.subject?.startsWith('Neues Telefonat'));
  expect(planner.subject).toBe(`Neues Telefonat: Telefon JS GmbH, ${slot.label}`);
  expect(planner.text?.split('\n')[0]).toBe('Hallo Paula,');
  for (const mail of [company, planner]) {
    const { event, method } = calendarOf(mail);
    expect(method).toBe('REQUEST');
    expect(berlin(event.start)).toBe(slot.time);
    expect(event.description).toContain('030 1234567');
    // The planner organizes by name, never with their address as the name.
    expect(event.organizer).toMatchObject({ params: { CN: E2E_PLANNER_NAME } });
    expect(mail.attachments.find((file) => file.filename === 'telefonat.ics')?.content.toString('utf8')).toContain(`ORGANIZER;CN=${E2E_PLANNER_NAME}:`);
  }
});

test('without JavaScript: request, slot and wishes as plain posts; a bad budget keeps what was typed; a phone-sized page', async ({ browser }) => {
  const page = await withoutScript(browser, '198.51.100.201');
  await page.setViewportSize({ width: 390, height: 844 });
  await sendRequest(page, '/leipzig', request('Telefon ohne JS GmbH', 'telefon-nojs@firma.test'));
  const section = page.locator('#telefonat');
  const slot = await slotAt(page, 2);
  await slot.radio.check();
  await section.getByLabel('Budget pro Person in Euro').fill('viel');
  await section.getByLabel('Notiz').fill('Bitte vormittags');
  await section.getByRole('button', { name: 'Termin buchen' }).click();
  await expect(section.getByRole('alert')).toHaveText('Bitte prüfen Sie die markierten Angaben.');
  await expect(section).toContainText('Bitte geben Sie das Budget pro Person als Betrag in Euro an, z. B. 65 oder 65,50.');
  await expect(section.getByLabel('Notiz')).toHaveValue('Bitte vormittags');
  await expect(section.locator(`input[value="${slot.value}"]`)).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Every open day's times stand on one line each („15:15 Uhr“ never breaks before „Uhr“).
  const wrapped = await section.locator('details[open] label span').evaluateAll((spans) => spans.filter((span) => span.getClientRects().length > 1).map((span) => span.textContent));
  expect(wrapped).toEqual([]);

  await section.getByLabel('Budget pro Person in Euro').fill('50');
  await section.getByRole('button', { name: 'Termin buchen' }).click();
  await expect(section.getByRole('heading', { name: 'Ihr Telefonat ist gebucht' })).toBeVisible();
  await expect(section).toContainText(`Am ${slot.label}.`);
  await expect(section).toContainText('Notiz: „Bitte vormittags“');
  await mailsTo('telefon-nojs@firma.test', 2); // the request's confirmation and the call's
  await page.context().close();
});

test('on a 390 px phone the success toast leaves the booking free: it stands above it and goes as soon as the company scrolls or taps', async ({ browser }) => {
  const page = await newVisitor(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await sendRequest(page, '/bremen', request('Telefon Handy GmbH', 'telefon-handy@firma.test'));
  const toast = page.getByRole('status').filter({ hasText: 'Anfrage erfolgreich gesendet!' });
  await expect(toast).toBeVisible();
  const section = page.locator('#telefonat');
  const [toastBox, sectionBox] = [await toast.boundingBox(), await section.boundingBox()];
  expect(toastBox!.y + toastBox!.height).toBeLessThan(sectionBox!.y);
  await page.mouse.wheel(0, 500);
  await expect(toast).toBeHidden();
  const slot = await slotAt(page, 0);
  await slot.radio.check();
  await expect(slot.radio).toBeChecked();

  // Reached by finger: the first touch takes it away as well.
  const second = await newVisitor(browser);
  await second.setViewportSize({ width: 390, height: 844 });
  await sendRequest(second, '/bremen', request('Telefon Handy Zwei GmbH', 'telefon-handy-2@firma.test'));
  const secondToast = second.getByRole('status').filter({ hasText: 'Anfrage erfolgreich gesendet!' });
  await expect(secondToast).toBeVisible();
  await second.locator('#telefonat h2').click();
  await expect(secondToast).toBeHidden();
});

test('two companies press the same slot: one booking, one "Dieser Termin wurde gerade vergeben" with fresh slots', async ({ browser }) => {
  const first = await withoutScript(browser, '198.51.100.202');
  const second = await withoutScript(browser, '198.51.100.203');
  await sendRequest(first, '/koeln', request('Erste Wahl GmbH', 'erste@firma.test'));
  await sendRequest(second, '/koeln', request('Zweite Wahl GmbH', 'zweite@firma.test'));
  // The same slot on both pages, as each loaded it: the last offered one, which no other spec picks.
  const last = (await first.locator('#telefonat input[type="radio"]').count()) - 1;
  const { value } = await slotAt(first, last);
  await slotOf(second, value);
  await first.locator(`#telefonat input[value="${value}"]`).check();
  await second.locator(`#telefonat input[value="${value}"]`).check();
  await first.getByRole('button', { name: 'Termin buchen' }).click();
  await expect(first.getByRole('heading', { name: 'Ihr Telefonat ist gebucht' })).toBeVisible();

  const [answer] = await Promise.all([second.waitForResponse((response) => response.request().method() === 'POST'), second.getByRole('button', { name: 'Termin buchen' }).click()]);
  expect(answer.status()).toBe(409);
  await expect(second.locator('#telefonat').getByRole('alert')).toHaveText('Dieser Termin wurde gerade vergeben. Bitte wählen Sie einen der freien Termine unten.');
  await expect(second.locator(`#telefonat input[value="${value}"]`)).toHaveCount(0);
  await expect(second.locator('#telefonat').getByRole('radio').first()).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test('the mailed link moves the call (same UID, SEQUENCE 1) and cancels it (METHOD:CANCEL to both); a forged link is a 404', async ({ browser }) => {
  const page = await newVisitor(browser);
  await sendRequest(page, '/muenchen', request('Verlegt & Co. KG', 'verlegt@firma.test'));
  await hydrated(page);
  const booked = await slotAt(page, 4);
  await booked.radio.check();
  await page.getByRole('button', { name: 'Termin buchen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Telefonat ist gebucht' })).toBeVisible();

  const [confirmation] = (await mailsTo('verlegt@firma.test', 2)).filter((mail) => mail.subject?.startsWith('Ihr Telefonat'));
  const link = /https?:\/\/\S+\/termin\/[\w-]{43}/.exec(confirmation.text ?? '')![0];
  const { event: original } = calendarOf(confirmation);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Telefonat zur Weihnachtsfeier' })).toBeVisible();
  await expect(page.getByText('Anfrage von Verlegt & Co. KG für München, 60 Personen')).toBeVisible();

  await page.getByRole('link', { name: 'Termin verschieben' }).click();
  await hydrated(page);
  const { radio: target, value: targetValue } = await slotAt(page, 7);
  await target.check();
  await page.getByRole('button', { name: 'Neuen Termin buchen' }).click();
  await expect(page.getByRole('link', { name: 'Termin absagen' })).toBeVisible();
  const moved = (await mailsTo('verlegt@firma.test', 3)).filter((mail) => mail.subject?.startsWith('Verlegt'));
  const [movedPlanner] = (await mailsContaining('Firma: Verlegt & Co. KG', 4)).filter((mail) => mail.subject?.startsWith('Telefonat verlegt'));
  for (const mail of [moved[0], movedPlanner]) {
    const { event, method } = calendarOf(mail);
    expect([method, event.uid, Number(event.sequence)]).toEqual(['REQUEST', original.uid, 1]);
    expect(event.start.toISOString()).toBe(new Date(targetValue).toISOString());
  }

  await page.getByRole('link', { name: 'Termin absagen' }).click();
  await expect(page.getByText('Möchten Sie das Telefonat wirklich absagen?')).toBeVisible();
  await page.getByRole('button', { name: 'Ja, Termin absagen' }).click();
  await expect(page.getByText('Ihr Telefonat ist abgesagt.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Termin buchen' })).toBeVisible();
  const [cancelled] = (await mailsTo('verlegt@firma.test', 4)).filter((mail) => mail.subject?.startsWith('Abgesagt'));
  const [cancelledPlanner] = (await mailsContaining('Firma: Verlegt & Co. KG', 5)).filter((mail) => mail.subject?.startsWith('Telefonat abgesagt'));
  for (const mail of [cancelled, cancelledPlanner]) {
    const { event, method } = calendarOf(mail);
    expect([method, event.uid, Number(event.sequence)]).toEqual(['CANCEL', original.uid, 2]);
  }

  const forged = await page.goto('/termin/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  expect(forged?.status()).toBe(404);
  await expect(page.getByText('Dieser Link ist ungültig. Bitte nutzen Sie den Link aus Ihrer Bestätigungs-E-Mail.')).toBeVisible();
  expect(forged?.headers()['cache-control']).toContain('no-store');
});
